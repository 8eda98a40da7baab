import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type AssignAppointmentBody,
  type DeclineAssignmentBody,
  REQUEST_NOT_PENDING,
  type ReassignOutcome,
  type ReassignRequest,
  STAFF_NOT_FREE,
} from '../../../src/contract/reassignment.ts';
import { type Caller, NO_SUCH_STAFF } from '../../auth/caller.ts';
import type { Executor } from '../../db/connect.ts';
import { appointmentServices, appointments, reassignmentRequests, staff } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { staffList } from '../shop/index.ts';
import { busyIntervals } from './availability.ts';
import { calendarTimeIn } from './calendar.ts';
import { CLOSED_STATUSES, loadAppointment, REASSIGN_PENDING } from './service.ts';
import { type Interval, isFree } from './slots.ts';

/**
 * The manager's side of Assign To (spec part 1 §4 Reassignment): the salon's pending requests with who
 * is free for each appointment, and the decision on one: give the appointment to a free staff member
 * (DONE) or decline with a reason (DECLINED). A decision is made once; the same decision again answers
 * the request as it is (a repeat after a lost answer), another one is refused. Who is free follows the
 * slot engine's rule (no active appointment nor block hour in the appointment's time; a zero-length one
 * holds 15 minutes), and the database refuses a double booking whatever the race (migration 0006).
 * Decisions: docs/decisions.md, "Reassignment requests (manager)".
 */

export const REASSIGN_DONE = 'DONE';
export const REASSIGN_DECLINED = 'DECLINED';

const NO_SUCH_REQUEST = 'This reassignment request does not exist.';
const HELD_MS = 15 * 60_000;

const nameOf = (m: { firstName: string | null; lastName: string | null }) =>
  `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim();

/** The time an appointment holds (a zero-length one holds 15 minutes). */
const heldBy = (a: { startAt: Date; endAt: Date }): Interval => ({
  start: a.startAt.getTime(),
  end: Math.max(a.endAt.getTime(), a.startAt.getTime() + HELD_MS),
});

/** Which of `staffIds` are free for the whole time of the appointment (its own time not counting). */
async function freeFor(
  db: Executor,
  shopId: number,
  staffIds: readonly number[],
  appointment: { id: number; startAt: Date; endAt: Date },
): Promise<Set<number>> {
  if (staffIds.length === 0) return new Set();
  const wanted = heldBy(appointment);
  const busy = await busyIntervals(
    db,
    shopId,
    staffIds,
    new Date(wanted.start - HELD_MS),
    new Date(wanted.end),
    appointment.id,
  );
  return new Set(staffIds.filter((id) => isFree(busy.get(id) ?? [], wanted)));
}

/** GET admin/getListAssignAppointment: the salon's pending requests, soonest appointment first. */
export async function reassignRequests(db: Executor, caller: Caller): Promise<ReassignRequest[]> {
  const rows = await db
    .select({
      id: reassignmentRequests.id,
      appointmentId: reassignmentRequests.appointmentId,
      staffIdFrom: reassignmentRequests.staffIdFrom,
      staffIdTo: reassignmentRequests.staffIdTo,
      reason: reassignmentRequests.reason,
      note: reassignmentRequests.note,
      status: reassignmentRequests.status,
      customerName: appointments.customerName,
      staffId: appointments.staffId,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      fromFirst: sql<
        string | null
      >`(select first_name from staff f where f.id = ${reassignmentRequests.staffIdFrom})`,
      fromLast: sql<
        string | null
      >`(select last_name from staff f where f.id = ${reassignmentRequests.staffIdFrom})`,
      toFirst: staff.firstName,
      toLast: staff.lastName,
    })
    .from(reassignmentRequests)
    .innerJoin(appointments, eq(appointments.id, reassignmentRequests.appointmentId))
    .leftJoin(staff, eq(staff.id, reassignmentRequests.staffIdTo))
    .where(
      and(eq(reassignmentRequests.shopId, caller.shopId), eq(reassignmentRequests.status, REASSIGN_PENDING)),
    )
    .orderBy(asc(appointments.startAt), asc(reassignmentRequests.id));
  if (rows.length === 0) return [];
  const [members, services] = await Promise.all([
    staffList(db, caller.shopId),
    db
      .select({ appointmentId: appointmentServices.appointmentId, name: appointmentServices.serviceName })
      .from(appointmentServices)
      .where(
        inArray(
          appointmentServices.appointmentId,
          rows.map((r) => r.appointmentId),
        ),
      )
      .orderBy(asc(appointmentServices.id)),
  ]);
  const out: ReassignRequest[] = [];
  for (const r of rows) {
    const candidates = members.filter((m) => m.id !== r.staffId && m.id !== r.staffIdFrom);
    const free = await freeFor(
      db,
      caller.shopId,
      candidates.map((m) => m.id),
      { id: r.appointmentId, startAt: r.startAt, endAt: r.endAt },
    );
    out.push({
      assignAppointmentId: r.id,
      appointmentId: r.appointmentId,
      staffIdFrom: r.staffIdFrom,
      staffNameFrom: nameOf({ firstName: r.fromFirst, lastName: r.fromLast }),
      staffIdTo: r.staffIdTo,
      staffNameTo: nameOf({ firstName: r.toFirst, lastName: r.toLast }),
      reasons: r.reason,
      note: r.note,
      status: 'PENDING',
      customerName: r.customerName,
      startTime: calendarTimeIn(r.startAt, caller.timezone),
      endTime: calendarTimeIn(r.endAt, caller.timezone),
      services: services.filter((s) => s.appointmentId === r.appointmentId).map((s) => s.name),
      staffAvailable: candidates
        .filter((m) => free.has(m.id))
        .map((m) => ({ staffId: m.id, staffName: m.name, avatar: m.avatar })),
    });
  }
  return out;
}

type RequestRow = typeof reassignmentRequests.$inferSelect;

/** The request of the caller's salon for the appointment, locked until the transaction ends (404 otherwise). */
async function lockRequest(
  db: Executor,
  caller: Caller,
  body: { assignAppointmentId: number; appointmentId: number },
): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(reassignmentRequests)
    .where(
      and(
        eq(reassignmentRequests.id, body.assignAppointmentId),
        eq(reassignmentRequests.shopId, caller.shopId),
        eq(reassignmentRequests.appointmentId, body.appointmentId),
      ),
    )
    .for('update')
    .limit(1);
  if (!row) throw notFound(NO_SUCH_REQUEST);
  return row;
}

async function outcomeOf(db: Executor, row: RequestRow): Promise<ReassignOutcome> {
  const [assigned] =
    row.assignedStaffId === null
      ? []
      : await db
          .select({ firstName: staff.firstName, lastName: staff.lastName })
          .from(staff)
          .where(eq(staff.id, row.assignedStaffId));
  const status = row.status === REASSIGN_PENDING || row.status === REASSIGN_DECLINED ? row.status : 'DONE';
  return {
    assignAppointmentId: row.id,
    appointmentId: row.appointmentId,
    status,
    assignedStaffId: status === 'DONE' ? row.assignedStaffId : null,
    assignedStaffName: status === 'DONE' && assigned ? nameOf(assigned) : '',
    declineReason: status === 'DECLINED' ? (row.declineReason ?? '') : null,
  };
}

/** A decision and who the appointment was with before (its calendar is told too). */
export interface Decided {
  outcome: ReassignOutcome;
  /** The staff members whose calendars change or who wait for the answer. */
  told: (number | null)[];
}

/**
 * POST admin/assignAppointment: the appointment goes to `staffIdTo` (an active staff member of the salon,
 * free for its whole time), its services with it, and the request is DONE. Refused (409) when the request
 * was already decided otherwise, the appointment is over, or the staff member is not free.
 */
export async function approveReassignment(
  db: Executor,
  caller: Caller,
  body: AssignAppointmentBody,
  now: Date,
): Promise<Decided> {
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, caller, body);
    if (request.status === REASSIGN_DONE && request.assignedStaffId === body.staffIdTo) {
      return { outcome: await outcomeOf(tx, request), told: [] };
    }
    if (request.status !== REASSIGN_PENDING) throw conflict(REQUEST_NOT_PENDING);
    const appointment = await loadAppointment(tx, caller, request.appointmentId, true);
    if (CLOSED_STATUSES.includes(appointment.status)) {
      throw conflict('This appointment can no longer be given to someone else.');
    }
    const [member] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.id, body.staffIdTo), eq(staff.shopId, caller.shopId), eq(staff.active, true)))
      .limit(1);
    if (!member) throw notFound(NO_SUCH_STAFF);
    if (appointment.staffId === body.staffIdTo) {
      throw conflict('The appointment is already theirs. Choose another staff member.');
    }
    const free = await freeFor(tx, caller.shopId, [body.staffIdTo], appointment);
    if (!free.has(body.staffIdTo)) throw conflict(STAFF_NOT_FREE);
    const former = appointment.staffId;
    await tx
      .update(appointments)
      .set({ staffId: body.staffIdTo, isAnybody: false, updatedAt: now })
      .where(eq(appointments.id, appointment.id));
    // The services the former staff member was to do go with the appointment.
    await tx
      .update(appointmentServices)
      .set({ staffId: body.staffIdTo })
      .where(
        and(
          eq(appointmentServices.appointmentId, appointment.id),
          former === null
            ? sql`${appointmentServices.staffId} is null`
            : eq(appointmentServices.staffId, former),
        ),
      );
    const [decided] = await tx
      .update(reassignmentRequests)
      .set({
        status: REASSIGN_DONE,
        assignedStaffId: body.staffIdTo,
        decidedBy: caller.staffId,
        resolvedAt: now,
      })
      .where(eq(reassignmentRequests.id, request.id))
      .returning();
    if (!decided) throw new Error('The reassignment request was not saved.');
    return { outcome: await outcomeOf(tx, decided), told: [former, body.staffIdTo, request.staffIdFrom] };
  });
}

/**
 * POST admin/declineAssignAppointment: the request is DECLINED with the manager's reason; the
 * appointment stays where it is. Refused (409) when the request was already decided otherwise.
 */
export async function declineReassignment(
  db: Executor,
  caller: Caller,
  body: DeclineAssignmentBody,
  now: Date,
): Promise<Decided> {
  const reason = body.reason.trim();
  return db.transaction(async (tx) => {
    const request = await lockRequest(tx, caller, body);
    if (request.status === REASSIGN_DECLINED && request.declineReason === reason) {
      return { outcome: await outcomeOf(tx, request), told: [] };
    }
    if (request.status !== REASSIGN_PENDING) throw conflict(REQUEST_NOT_PENDING);
    const [decided] = await tx
      .update(reassignmentRequests)
      .set({ status: REASSIGN_DECLINED, declineReason: reason, decidedBy: caller.staffId, resolvedAt: now })
      .where(eq(reassignmentRequests.id, request.id))
      .returning();
    if (!decided) throw new Error('The reassignment request was not saved.');
    return { outcome: await outcomeOf(tx, decided), told: [request.staffIdFrom] };
  });
}
