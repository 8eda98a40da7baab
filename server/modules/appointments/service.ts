import { and, asc, desc, eq, gt, gte, lt, notInArray, or, sql } from 'drizzle-orm';
import type * as z from 'zod/mini';
import {
  type AppointmentDetail,
  AppointmentStatus,
  type assignRequest,
  type assignResponse,
  type CalendarItem,
  PROLONG_STEP_MINUTES,
  type prolongRequest,
} from '../../../src/contract/appointment.ts';
import { fromCents } from '../../../src/contract/money.ts';
import { ADMIN_POSITION } from '../../../src/contract/staff.ts';
import { assertSelfOrManager, assertStaffOfSalon, type Caller, customerPhoneFor } from '../../auth/caller.ts';
import type { Db, Executor } from '../../db/connect.ts';
import { prepared } from '../../db/prepared.ts';
import {
  appointmentServices,
  appointments,
  blockHours,
  reassignmentRequests,
  staff,
} from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import {
  assertAppointmentTimes,
  calendarRange,
  calendarTimeIn,
  displayStartIn,
  minutesBetween,
} from './calendar.ts';

/** A staff calendar shows neither canceled nor deleted appointments. */
const HIDDEN_FROM_CALENDAR = [AppointmentStatus.CANCELED, AppointmentStatus.DELETED];
/** Appointments in these states can no longer be prolonged or handed over. */
export const CLOSED_STATUSES: readonly number[] = [
  AppointmentStatus.FINISHED,
  AppointmentStatus.CANCELED,
  AppointmentStatus.DELETED,
];
export const REASSIGN_PENDING = 'PENDING';

// ---- staff calendar ---------------------------------------------------------------------------

/** The tables a staff calendar is read from: a write to one of them drops the salon's kept days. */
export const CALENDAR_TABLES = ['appointments', 'appointment_services', 'block_hours', 'staff'] as const;

/** What a calendar is asked for, checked: the staff member and the business days in the salon's zone. */
export interface CalendarRequest {
  staffId: number;
  range: { start: Date; end: Date };
  timezone: string;
}

/**
 * Checks a calendar request before anything is read or kept: the days (400), and the rule that staff
 * read only their own calendar (403; managers any calendar of their salon).
 */
export function calendarRequest(
  caller: Caller,
  query: { start_time: string; end_time: string; staffId: number },
): CalendarRequest {
  const range = calendarRange(query.start_time, query.end_time, caller.timezone);
  assertSelfOrManager(caller, query.staffId, 'You can only see your own calendar.');
  return { staffId: query.staffId, range, timezone: caller.timezone };
}

const p = {
  shop: sql.placeholder('shopId'),
  staff: sql.placeholder('staffId'),
  start: sql.placeholder('start'),
  end: sql.placeholder('end'),
};

/** Appointments of a staff member starting within the range, neither canceled nor deleted. */
const appointmentsOfDays = (db: Db) =>
  db
    .select({
      id: appointments.id,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      customerName: appointments.customerName,
      status: appointments.status,
      requestStaff: appointments.requestStaff,
      sourceType: appointments.sourceType,
      note: appointments.note,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.shopId, p.shop),
        eq(appointments.staffId, p.staff),
        gte(appointments.startAt, p.start),
        lt(appointments.startAt, p.end),
        notInArray(appointments.status, HIDDEN_FROM_CALENDAR),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id))
    .prepare('calendar_appointments');

/** The service names of those appointments, in the order they were booked. */
const servicesOfDays = (db: Db) =>
  db
    .select({
      appointmentId: appointmentServices.appointmentId,
      serviceName: appointmentServices.serviceName,
    })
    .from(appointmentServices)
    .innerJoin(appointments, eq(appointments.id, appointmentServices.appointmentId))
    .where(
      and(
        eq(appointments.shopId, p.shop),
        eq(appointments.staffId, p.staff),
        gte(appointments.startAt, p.start),
        lt(appointments.startAt, p.end),
        notInArray(appointments.status, HIDDEN_FROM_CALENDAR),
      ),
    )
    .orderBy(asc(appointmentServices.id))
    .prepare('calendar_services');

/** Block hours of the staff member overlapping the range (a zero-length block counts inside it). */
const blocksOfDays = (db: Db) =>
  db
    .select({
      id: blockHours.id,
      startAt: blockHours.startAt,
      endAt: blockHours.endAt,
      reason: blockHours.reason,
    })
    .from(blockHours)
    .where(
      and(
        eq(blockHours.shopId, p.shop),
        eq(blockHours.staffId, p.staff),
        lt(blockHours.startAt, p.end),
        or(gt(blockHours.endAt, p.start), gte(blockHours.startAt, p.start)),
      ),
    )
    .prepare('calendar_blocks');

/**
 * A staff member's appointments (starting within the business days, neither canceled nor deleted) and
 * block hours (overlapping them), by start time then id; 404 for a staff member of no salon of the
 * caller's. Reads with prepared statements (the staff day is the app's most asked call); the route keeps
 * the answer per salon until one of CALENDAR_TABLES changes.
 */
export async function staffCalendar(
  db: Db,
  caller: Caller,
  request: CalendarRequest,
): Promise<CalendarItem[]> {
  const { staffId, range, timezone: tz } = request;
  await assertStaffOfSalon(db, caller, staffId);
  const values = { shopId: caller.shopId, staffId, start: range.start, end: range.end };
  const [appts, lines, blocks] = await Promise.all([
    prepared(db, 'calendar_appointments', appointmentsOfDays).execute(values),
    prepared(db, 'calendar_services', servicesOfDays).execute(values),
    prepared(db, 'calendar_blocks', blocksOfDays).execute(values),
  ]);
  const servicesByAppt = new Map<number, { serviceName: string }[]>();
  for (const line of lines) {
    const list = servicesByAppt.get(line.appointmentId) ?? [];
    list.push({ serviceName: line.serviceName });
    servicesByAppt.set(line.appointmentId, list);
  }

  const items: (CalendarItem & { at: number })[] = [
    ...appts.map((a) => ({
      at: a.startAt.getTime(),
      id: a.id,
      staffId,
      type: 'apt' as const,
      startTime: calendarTimeIn(a.startAt, tz),
      endTime: calendarTimeIn(a.endAt, tz),
      customerName: a.customerName,
      confirm: a.status === AppointmentStatus.CONFIRMED,
      requestStaff: a.requestStaff,
      sourceType: a.sourceType,
      status: a.status,
      services: servicesByAppt.get(a.id) ?? [],
      note: a.note,
    })),
    ...blocks.map((b) => ({
      at: b.startAt.getTime(),
      id: b.id,
      staffId,
      type: 'block-hour' as const,
      startTime: calendarTimeIn(b.startAt, tz),
      endTime: calendarTimeIn(b.endAt, tz),
      customerName: '',
      confirm: false,
      requestStaff: false,
      sourceType: 0,
      status: 0,
      services: [],
      note: b.reason,
    })),
  ];
  items.sort((x, y) => x.at - y.at || x.id - y.id || x.type.localeCompare(y.type));
  return items.map(({ at: _at, ...item }) => item);
}

// ---- one appointment --------------------------------------------------------------------------

type AppointmentRow = typeof appointments.$inferSelect;

/**
 * The appointment `id` of the caller's salon (404 otherwise, whoever's salon it is in), which staff may
 * only reach when it is theirs (403). `lock` holds the row until the caller's transaction ends.
 */
export async function loadAppointment(
  db: Executor,
  caller: Caller,
  id: number,
  lock = false,
): Promise<AppointmentRow> {
  const row = await appointmentOfSalon(db, caller, id, lock);
  assertSelfOrManager(caller, row.staffId, 'You can only see and change your own appointments.');
  return row;
}

async function appointmentOfSalon(db: Executor, caller: Caller, id: number, lock = false) {
  const query = db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.shopId, caller.shopId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('This appointment does not exist.');
  return row;
}

/** True when `staffId` asked to hand appointment `appointmentId` on (Assign To). */
async function askedToHandOn(db: Executor, staffId: number, appointmentId: number): Promise<boolean> {
  const [asked] = await db
    .select({ id: reassignmentRequests.id })
    .from(reassignmentRequests)
    .where(
      and(
        eq(reassignmentRequests.appointmentId, appointmentId),
        eq(reassignmentRequests.staffIdFrom, staffId),
      ),
    )
    .limit(1);
  return asked !== undefined;
}

/** The appointment's detail as its salon stores it (the customer's whole phone): `readBy` gives a reader's view. */
async function toDetail(db: Executor, caller: Caller, row: AppointmentRow): Promise<AppointmentDetail> {
  const [member] =
    row.staffId === null
      ? []
      : await db
          .select({ firstName: staff.firstName, lastName: staff.lastName, avatarUrl: staff.avatarUrl })
          .from(staff)
          .where(eq(staff.id, row.staffId))
          .limit(1);
  const lines = await db
    .select({
      serviceId: appointmentServices.serviceId,
      serviceName: appointmentServices.serviceName,
      priceCents: appointmentServices.priceCents,
      durationMin: appointmentServices.durationMin,
      staffId: appointmentServices.staffId,
    })
    .from(appointmentServices)
    .where(eq(appointmentServices.appointmentId, row.id))
    .orderBy(asc(appointmentServices.id));
  return {
    id: row.id,
    status: row.status,
    ...appointmentTimesIn(row.startAt, row.endAt, caller.timezone),
    staffId: row.staffId,
    name: member ? `${member.firstName} ${member.lastName}`.trim() : 'Anyone',
    avatar: member?.avatarUrl ?? null,
    // Spec: the note is shown as Reason once canceled.
    note: row.status === AppointmentStatus.CANCELED ? (row.cancelReason ?? row.note) : row.note,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    requestStaff: row.requestStaff,
    sourceType: row.sourceType,
    services: lines.map((l) => ({
      id: l.serviceId,
      serviceName: l.serviceName,
      price: fromCents(l.priceCents),
      duration: l.durationMin,
      staffId: l.staffId,
    })),
    shop: { apiKey: caller.apiKey },
    reassignment: await latestReassignment(db, row.id),
  };
}

/** An appointment's times as its detail shows them, in the salon's zone. */
export function appointmentTimesIn(
  startAt: Date,
  endAt: Date,
  timeZone: string,
): Pick<AppointmentDetail, 'strStartDate' | 'startTime' | 'endTime' | 'duration'> {
  return {
    strStartDate: displayStartIn(startAt, timeZone),
    startTime: calendarTimeIn(startAt, timeZone),
    endTime: calendarTimeIn(endAt, timeZone),
    duration: minutesBetween(startAt, endAt),
  };
}

/** The appointment's latest request to hand it on, with the name of the manager it was asked of. */
async function latestReassignment(
  db: Executor,
  appointmentId: number,
): Promise<AppointmentDetail['reassignment']> {
  const [request] = await db
    .select({
      status: reassignmentRequests.status,
      reason: reassignmentRequests.reason,
      declineReason: reassignmentRequests.declineReason,
      assignedStaffId: reassignmentRequests.assignedStaffId,
      firstName: staff.firstName,
      lastName: staff.lastName,
    })
    .from(reassignmentRequests)
    .leftJoin(staff, eq(staff.id, reassignmentRequests.staffIdTo))
    .where(eq(reassignmentRequests.appointmentId, appointmentId))
    .orderBy(desc(reassignmentRequests.id))
    .limit(1);
  if (!request) return null;
  const status = request.status === 'PENDING' || request.status === 'DECLINED' ? request.status : 'DONE';
  const managerName = `${request.firstName ?? ''} ${request.lastName ?? ''}`.trim() || 'the manager';
  const [assigned] =
    status === 'DONE' && request.assignedStaffId !== null
      ? await db
          .select({ firstName: staff.firstName, lastName: staff.lastName })
          .from(staff)
          .where(eq(staff.id, request.assignedStaffId))
      : [];
  // The outcome's fields come with the outcome: who has it now (DONE), or why not (DECLINED).
  return {
    status,
    managerName,
    reason: request.reason,
    ...(status === 'DONE'
      ? { assignedStaffName: assigned ? `${assigned.firstName} ${assigned.lastName}`.trim() : null }
      : {}),
    ...(status === 'DECLINED' ? { declineReason: request.declineReason ?? '' } : {}),
  };
}

/**
 * The appointment's detail, for its staff member and managers, and for a technician who asked to hand it
 * on (Assign To) once it is someone else's: they read how it ended (`reassignment`), and change nothing.
 */
export async function appointmentDetail(
  db: Executor,
  caller: Caller,
  id: number,
  kept: KeptDetail = (compute) => compute(),
): Promise<AppointmentDetail> {
  // The salon's detail (kept by the route); then the caller's access and view of it.
  const detail = await kept(async () => toDetail(db, caller, await appointmentOfSalon(db, caller, id)));
  if (
    caller.isManager ||
    detail.staffId === caller.staffId ||
    !(await askedToHandOn(db, caller.staffId, detail.id))
  ) {
    assertSelfOrManager(caller, detail.staffId, 'You can only see and change your own appointments.');
  }
  return readBy(caller, detail);
}

/** A detail as `caller` sees it: the customer's phone masked for staff. */
const readBy = (caller: Caller, detail: AppointmentDetail): AppointmentDetail =>
  caller.isManager ? detail : { ...detail, customerPhone: customerPhoneFor(caller, detail.customerPhone) };

/** Where an appointment's detail comes from: computed (the default), or the route's kept copy. */
export type KeptDetail = (compute: () => Promise<AppointmentDetail>) => Promise<AppointmentDetail>;

/** The tables an appointment's detail reads (the route keeps it per salon until one of them changes). */
export const DETAIL_TABLES = [
  'appointments',
  'appointment_services',
  'staff',
  'reassignment_requests',
] as const;

// ---- ±15 minutes ------------------------------------------------------------------------------

/**
 * Moves the end of an appointment by ±15 minutes. MINUS is refused at 15 minutes or less (a
 * zero-length appointment included); closed appointments cannot change.
 */
export async function prolongAppointment(
  db: Executor,
  caller: Caller,
  input: z.output<typeof prolongRequest>,
  now: Date,
): Promise<AppointmentDetail> {
  return db.transaction(async (tx) => {
    const row = await loadAppointment(tx, caller, input.appointmentId, true);
    if (CLOSED_STATUSES.includes(row.status)) throw conflict('This appointment can no longer be changed.');
    if (input.status === 'MINUS' && minutesBetween(row.startAt, row.endAt) <= PROLONG_STEP_MINUTES) {
      throw conflict(`The appointment cannot be shorter than ${PROLONG_STEP_MINUTES} minutes.`);
    }
    const step = (input.status === 'ADD' ? 1 : -1) * PROLONG_STEP_MINUTES * 60_000;
    const endAt = new Date(row.endAt.getTime() + step);
    // Shorter is always allowed; longer stays within an appointment's bounds.
    if (step > 0) assertAppointmentTimes(row.startAt, endAt, caller.timezone);
    await tx.update(appointments).set({ endAt, updatedAt: now }).where(eq(appointments.id, row.id));
    return readBy(caller, await toDetail(tx, caller, { ...row, endAt, updatedAt: now }));
  });
}

// ---- hand over to a manager -------------------------------------------------------------------

/**
 * Asks a manager (an active Admin of the salon) to give the caller's appointment to someone else.
 * One pending request per appointment.
 */
export async function requestReassignment(
  db: Executor,
  caller: Caller,
  input: z.output<typeof assignRequest>,
  now: Date,
): Promise<z.output<typeof assignResponse>> {
  const note = input.note.trim();
  if (input.type === 'OTHER' && note === '') throw invalid('Tell the manager why.');
  assertSelfOrManager(caller, input.staffIdFrom, 'You can only hand over your own appointments.');
  return db.transaction(async (tx) => {
    // The lock makes concurrent requests for one appointment wait their turn (one pending request).
    const row = await loadAppointment(tx, caller, input.appointmentId, true);
    const [manager] = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(
        and(
          eq(staff.id, input.staffIdTo),
          eq(staff.shopId, caller.shopId),
          eq(staff.active, true),
          eq(staff.positionName, ADMIN_POSITION),
        ),
      )
      .limit(1);
    if (!manager) throw invalid('Choose a manager of this salon.');
    if (row.staffId !== input.staffIdFrom) throw conflict('The appointment is no longer yours.');
    if (CLOSED_STATUSES.includes(row.status)) throw conflict('This appointment can no longer be changed.');
    const [pending] = await tx
      .select({ id: reassignmentRequests.id })
      .from(reassignmentRequests)
      .where(
        and(
          eq(reassignmentRequests.appointmentId, row.id),
          eq(reassignmentRequests.status, REASSIGN_PENDING),
        ),
      )
      .limit(1);
    if (pending) throw conflict('A reassignment request is already waiting for this appointment.');
    const [created] = await tx
      .insert(reassignmentRequests)
      .values({
        shopId: caller.shopId,
        appointmentId: row.id,
        staffIdFrom: input.staffIdFrom,
        staffIdTo: manager.id,
        reason: input.type,
        note,
        status: REASSIGN_PENDING,
        createdAt: now,
      })
      .returning({ id: reassignmentRequests.id, status: reassignmentRequests.status });
    if (!created) throw new Error('The reassignment request was not saved.');
    return { id: created.id, appointmentId: row.id, staffIdTo: manager.id, status: created.status };
  });
}
