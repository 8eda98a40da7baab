import { and, asc, eq, gt, gte, inArray, lt, ne, or } from 'drizzle-orm';
import type * as z from 'zod/mini';
import {
  type AppointmentDetail,
  type AppointmentListItem,
  type AppointmentListQuery,
  AppointmentStatus,
  type BlockHour,
  type BookableStaff,
  type blockHoursQuery,
  type staffAvailabilityQuery,
  type UpdateAppointmentRequest,
  type UpdateStatusRequest,
} from '../../../src/contract/appointment.ts';
import { assertStaffOfSalon, type Caller } from '../../auth/caller.ts';
import type { Executor } from '../../db/connect.ts';
import { appointmentServices, appointments, blockHours, services, staff } from '../../db/schema.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { calendarDay, formatIn, wallClockInstant } from '../../time/calendar-day.ts';
import { staffList } from '../shop/index.ts';
import { busyIntervals } from './availability.ts';
import { assertAppointmentTimes, calendarRange, calendarTimeIn, displayStartIn } from './calendar.ts';
import { appointmentDetail, loadAppointment } from './service.ts';
import { type Interval, isFree } from './slots.ts';

/**
 * The manager's appointment calls (spec part 2 §7): the list, block hours, who can be booked when,
 * status changes, delete and update. Every call is scoped to the caller's salon (another salon's
 * appointment is a 404) and managers only (the contract's access rule). Two active appointments of one
 * staff member never overlap: the database refuses such a write (migration 0006), answered 409.
 */

const STATUS_NAMES: Record<number, string> = {
  [AppointmentStatus.NEW]: 'NEW',
  [AppointmentStatus.CONFIRMED]: 'CONFIRMED',
  [AppointmentStatus.UNNAMED]: 'IN_SERVICE',
  [AppointmentStatus.FINISHED]: 'FINISHED',
  [AppointmentStatus.CANCELED]: 'CANCEL',
  [AppointmentStatus.DELETED]: 'DELETED',
};

const nameOf = (m: { firstName: string; lastName: string }) => `${m.firstName} ${m.lastName}`.trim();

// ---- the list ---------------------------------------------------------------------------------

/**
 * GET appointment/listAppointmentRealtime: the salon's appointments starting on the business days asked
 * (deleted ones left out, canceled ones kept: the list shows them in their colour), by start then id;
 * 404 for a staff id of another salon.
 */
export async function listAppointments(
  db: Executor,
  caller: Caller,
  query: AppointmentListQuery,
): Promise<{ data: AppointmentListItem[] }> {
  const tz = caller.timezone;
  const range = calendarRange(query.startDate, query.endDate, tz);
  await assertStaffOfSalon(db, caller, query.staffId);
  const rows = await db
    .select({
      id: appointments.id,
      customerId: appointments.customerId,
      customerName: appointments.customerName,
      customerPhone: appointments.customerPhone,
      sourceType: appointments.sourceType,
      staffId: appointments.staffId,
      firstName: staff.firstName,
      lastName: staff.lastName,
      startAt: appointments.startAt,
      endAt: appointments.endAt,
      note: appointments.note,
      cancelReason: appointments.cancelReason,
      status: appointments.status,
      isAnybody: appointments.isAnybody,
      requestStaff: appointments.requestStaff,
    })
    .from(appointments)
    .leftJoin(staff, eq(staff.id, appointments.staffId))
    .where(
      and(
        eq(appointments.shopId, caller.shopId),
        gte(appointments.startAt, range.start),
        lt(appointments.startAt, range.end),
        ne(appointments.status, AppointmentStatus.DELETED),
        query.staffId === undefined ? undefined : eq(appointments.staffId, query.staffId),
      ),
    )
    .orderBy(asc(appointments.startAt), asc(appointments.id));
  const lines =
    rows.length === 0
      ? []
      : await db
          .select({
            appointmentId: appointmentServices.appointmentId,
            serviceId: appointmentServices.serviceId,
            serviceName: appointmentServices.serviceName,
            durationMin: appointmentServices.durationMin,
          })
          .from(appointmentServices)
          .where(
            inArray(
              appointmentServices.appointmentId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(appointmentServices.id));
  const byAppointment = new Map<number, AppointmentListItem['services']>();
  for (const l of lines) {
    const list = byAppointment.get(l.appointmentId) ?? [];
    list.push({ id: l.serviceId, serviceName: l.serviceName, duration: l.durationMin });
    byAppointment.set(l.appointmentId, list);
  }
  return {
    data: rows.map((r) => ({
      id: r.id,
      appointmentId: r.id,
      customerId: r.customerId,
      customerName: r.customerName,
      customerPhone: r.customerPhone,
      phone: r.customerPhone,
      services: byAppointment.get(r.id) ?? [],
      bookingType: r.sourceType,
      staffId: r.staffId,
      staffName:
        r.firstName === null ? 'Anyone' : nameOf({ firstName: r.firstName, lastName: r.lastName ?? '' }),
      start_time: calendarTimeIn(r.startAt, tz),
      end_time: calendarTimeIn(r.endAt, tz),
      dateAppointment: displayStartIn(r.startAt, tz),
      note: r.status === AppointmentStatus.CANCELED ? (r.cancelReason ?? r.note) : r.note,
      status: r.status,
      strStatus: STATUS_NAMES[r.status] ?? String(r.status),
      isAnybody: r.isAnybody,
      requestStaff: r.requestStaff,
    })),
  };
}

/**
 * GET appointment/blockHours: every staff member's (or one's) block hours overlapping the days; 404 for a
 * staff id of another salon.
 */
export async function listBlockHours(
  db: Executor,
  caller: Caller,
  query: z.output<typeof blockHoursQuery>,
): Promise<BlockHour[]> {
  const tz = caller.timezone;
  const range = calendarRange(query.startTime, query.endTime, tz);
  await assertStaffOfSalon(db, caller, query.staffId);
  const rows = await db
    .select({
      id: blockHours.id,
      staffId: blockHours.staffId,
      startAt: blockHours.startAt,
      endAt: blockHours.endAt,
      reason: blockHours.reason,
    })
    .from(blockHours)
    .where(
      and(
        eq(blockHours.shopId, caller.shopId),
        lt(blockHours.startAt, range.end),
        or(gt(blockHours.endAt, range.start), gte(blockHours.startAt, range.start)),
        query.staffId === undefined ? undefined : eq(blockHours.staffId, query.staffId),
      ),
    )
    .orderBy(asc(blockHours.startAt), asc(blockHours.id));
  return rows.map((b) => ({
    id: b.id,
    staffId: b.staffId,
    startTime: calendarTimeIn(b.startAt, tz),
    endTime: calendarTimeIn(b.endAt, tz),
    reason: b.reason,
  }));
}

/** The salon's active services of `ids`, as a booking copies them onto its service lines. */
export function activeServices(db: Executor, shopId: number, ids: readonly number[]) {
  return db
    .select({
      id: services.id,
      name: services.name,
      priceCents: services.priceCents,
      durationMin: services.durationMin,
    })
    .from(services)
    .where(and(eq(services.shopId, shopId), eq(services.active, true), inArray(services.id, [...ids])));
}

// ---- booking times ----------------------------------------------------------------------------

/** MM/DD/YYYY HH:mm in the salon's zone → the instant (400 for a day not on the calendar). */
export function bookingInstant(value: string, timeZone: string): Date {
  const match = /^(\d\d)\/(\d\d)\/(\d{4}) (\d\d):(\d\d)$/.exec(value);
  const day = match ? calendarDay(Number(match[3]), Number(match[1]), Number(match[2])) : null;
  if (!match || day === null) throw invalid(`${value} is not a date on the calendar.`);
  return wallClockInstant(day, Number(match[4]) * 60 + Number(match[5]), timeZone);
}

/** A window asked for: start before end (400 otherwise). */
function bookingWindow(startTime: string, endTime: string, timeZone: string): Interval {
  const start = bookingInstant(startTime, timeZone).getTime();
  const end = bookingInstant(endTime, timeZone).getTime();
  if (end < start) throw invalid('The end time must not be before the start time.');
  return { start, end };
}

// ---- who can be booked ------------------------------------------------------------------------

/**
 * GET appointment/staff-available-booking (and staff-available, `onlyFree`): the salon's active staff by
 * their order, each free or not for the window (no active appointment, other than `appointmentId`, and
 * no block hour in it; a zero-length one holds 15 minutes). Without a window everyone is available.
 */
export async function bookableStaff(
  db: Executor,
  caller: Caller,
  query: z.output<typeof staffAvailabilityQuery>,
  onlyFree = false,
): Promise<BookableStaff[]> {
  if ((query.startTime === undefined) !== (query.endTime === undefined)) {
    throw invalid('Give both startTime and endTime, or neither.');
  }
  const window =
    query.startTime !== undefined && query.endTime !== undefined
      ? bookingWindow(query.startTime, query.endTime, caller.timezone)
      : null;
  // A technician books only for themselves (spec part 2 §6): they see their own entry only.
  const members = (await staffList(db, caller.shopId)).filter(
    (m) => caller.isManager || m.id === caller.staffId,
  );
  // From 15 minutes before: a zero-length appointment holds 15 minutes.
  const busy = window
    ? await busyIntervals(
        db,
        caller.shopId,
        members.map((m) => m.id),
        new Date(window.start - 15 * 60_000),
        new Date(Math.max(window.end, window.start + 15 * 60_000)),
        query.appointmentId,
      )
    : new Map<number, Interval[]>();
  const wanted = window && { start: window.start, end: Math.max(window.end, window.start + 15 * 60_000) };
  const all = members.map((m) => ({
    id: m.id,
    name: m.name,
    avatar: m.avatar,
    positionName: m.positionName,
    available: wanted === null ? true : isFree(busy.get(m.id) ?? [], wanted),
  }));
  return onlyFree ? all.filter((m) => m.available) : all;
}

// ---- status, delete, update -------------------------------------------------------------------

/** Why a status change is refused, in a manager's words. */
function refusalOfStatus(status: number, action: 'confirm' | 'cancel' | 'delete' | 'change'): string {
  if (status === AppointmentStatus.CANCELED) {
    return action === 'cancel'
      ? 'This appointment is already canceled.'
      : `A canceled appointment cannot be ${action === 'confirm' ? 'confirmed' : 'changed'}.`;
  }
  if (status === AppointmentStatus.DELETED) return 'This appointment has been deleted.';
  if (status === AppointmentStatus.FINISHED)
    return 'This appointment is finished and can no longer be changed.';
  if (status === AppointmentStatus.UNNAMED)
    return 'This appointment is under way and can no longer be changed.';
  if (status === AppointmentStatus.CONFIRMED && action === 'confirm')
    return 'This appointment is already confirmed.';
  return 'This appointment can no longer be changed.';
}

/** What each change may start from (spec part 2 §4; the server also lets a confirmed one be canceled). */
const ALLOWED_FROM = {
  confirm: [AppointmentStatus.NEW],
  cancel: [AppointmentStatus.NEW, AppointmentStatus.CONFIRMED],
  delete: [AppointmentStatus.NEW, AppointmentStatus.CONFIRMED, AppointmentStatus.CANCELED],
  change: [AppointmentStatus.NEW, AppointmentStatus.CONFIRMED],
} satisfies Record<string, readonly number[]>;

export interface AppointmentChanged {
  detail: AppointmentDetail;
  /** Staff whose calendar showed it before the change (told as well when it moved away from them). */
  formerStaffId: number | null;
}

/** PUT appointment/update-status: confirm (1) from NEW, cancel (4, with a reason) from NEW or CONFIRMED. */
export async function updateStatus(
  db: Executor,
  caller: Caller,
  input: UpdateStatusRequest,
  now: Date,
): Promise<AppointmentChanged> {
  const cancel = input.status === AppointmentStatus.CANCELED;
  const reason = input.reason?.trim() ?? '';
  if (cancel && reason === '') throw invalid('Enter the reason for the cancellation.');
  return db.transaction(async (tx) => {
    const row = await loadAppointment(tx, caller, input.appointmentId, true);
    const action = cancel ? 'cancel' : 'confirm';
    if (!(ALLOWED_FROM[action] as readonly number[]).includes(row.status)) {
      throw conflict(refusalOfStatus(row.status, action));
    }
    await tx
      .update(appointments)
      .set(
        cancel
          ? { status: input.status, cancelReason: reason, updatedAt: now }
          : { status: input.status, updatedAt: now },
      )
      .where(eq(appointments.id, row.id));
    return { detail: await appointmentDetail(tx, caller, row.id), formerStaffId: row.staffId };
  });
}

/** DELETE appointment/deleteAppointment/{id}: marks it DELETED (5) from NEW, CONFIRMED or CANCELED. */
export async function deleteAppointment(
  db: Executor,
  caller: Caller,
  id: number,
  now: Date,
): Promise<AppointmentChanged> {
  return db.transaction(async (tx) => {
    const row = await loadAppointment(tx, caller, id, true);
    if (!(ALLOWED_FROM.delete as readonly number[]).includes(row.status)) {
      throw conflict(refusalOfStatus(row.status, 'delete'));
    }
    await tx
      .update(appointments)
      .set({ status: AppointmentStatus.DELETED, updatedAt: now })
      .where(eq(appointments.id, row.id));
    return { detail: await appointmentDetail(tx, caller, row.id), formerStaffId: row.staffId };
  });
}

/**
 * POST appointment/updateAppointmentV3: the appointment's staff, services, time and note. Its time runs
 * from the earliest item start to the latest item end and its staff member is the first item's (none
 * for anybody); each service line keeps its item's staff and the catalogue's name, price and duration.
 * Refused: another salon's apiKey (404, as another salon's appointment), a closed appointment (409), a
 * staff member or service not of the salon or no longer active (400), a start moved into the past (400),
 * times past an appointment's bounds (400: assertAppointmentTimes),
 * a block hour of the staff member in the way (409), and, by the database, a double booking (409).
 */
export async function updateAppointment(
  db: Executor,
  caller: Caller,
  input: UpdateAppointmentRequest,
  now: Date,
): Promise<AppointmentChanged> {
  if (input.apiKey !== caller.apiKey) throw notFound('This appointment does not exist.');
  const tz = caller.timezone;
  const windows = input.items.map((item) => bookingWindow(item.startTime, item.endTime, tz));
  const start = Math.min(...windows.map((w) => w.start));
  const end = Math.max(...windows.map((w) => w.end));
  const anybody = input.isAnybody === 1;
  const [first] = input.items;
  const staffId = first?.staffId ?? null;
  if (!anybody && input.items.some((item) => item.staffId === null)) {
    throw invalid('Choose a staff member for every service, or Anyone.');
  }
  return db.transaction(async (tx) => {
    const row = await loadAppointment(tx, caller, input.id, true);
    if (!(ALLOWED_FROM.change as readonly number[]).includes(row.status)) {
      throw conflict(refusalOfStatus(row.status, 'change'));
    }
    const moved = row.startAt.getTime() !== start || row.endAt.getTime() !== end || row.staffId !== staffId;
    const startMoves = row.startAt.getTime() !== start;
    if (startMoves && start < now.getTime()) {
      throw invalid('The new time has already passed. Choose a later time.');
    }
    if (startMoves || row.endAt.getTime() !== end) {
      assertAppointmentTimes(new Date(start), new Date(end), tz, startMoves ? now : undefined);
    }
    const staffIds = [
      ...new Set(input.items.flatMap((item) => (item.staffId === null ? [] : [item.staffId]))),
    ];
    if (staffIds.length > 0) {
      const found = await tx
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.shopId, caller.shopId), eq(staff.active, true), inArray(staff.id, staffIds)));
      if (found.length !== staffIds.length) throw invalid('Choose staff members of this salon.');
    }
    const serviceIds = [...new Set(input.items.flatMap((item) => item.serviceIds))];
    const catalogue = await activeServices(tx, caller.shopId, serviceIds);
    const byId = new Map(catalogue.map((s) => [s.id, s]));
    if (byId.size !== serviceIds.length) throw invalid('Choose services of this salon.');
    if (moved && staffId !== null) {
      const held = { start, end: Math.max(end, start + 15 * 60_000) };
      const [block] = await tx
        .select({ startAt: blockHours.startAt, endAt: blockHours.endAt, reason: blockHours.reason })
        .from(blockHours)
        .where(
          and(
            eq(blockHours.staffId, staffId),
            lt(blockHours.startAt, new Date(held.end)),
            gt(blockHours.endAt, new Date(held.start)),
          ),
        )
        .limit(1);
      if (block) {
        const from = formatIn(block.startAt, tz, 'h:mm a');
        const to = formatIn(block.endAt, tz, 'h:mm a');
        throw conflict(
          `The staff member is not taking appointments from ${from} to ${to}${block.reason ? ` (${block.reason})` : ''}. Choose another time or staff member.`,
        );
      }
    }
    await tx
      .update(appointments)
      .set({
        staffId,
        isAnybody: anybody,
        startAt: new Date(start),
        endAt: new Date(end),
        note: input.note.trim(),
        updatedAt: now,
      })
      .where(eq(appointments.id, row.id));
    await tx.delete(appointmentServices).where(eq(appointmentServices.appointmentId, row.id));
    await tx.insert(appointmentServices).values(
      input.items.flatMap((item) =>
        item.serviceIds.map((serviceId) => {
          const service = byId.get(serviceId);
          if (!service) throw invalid('Choose services of this salon.');
          return {
            appointmentId: row.id,
            serviceId,
            staffId: item.staffId,
            serviceName: service.name,
            priceCents: service.priceCents,
            durationMin: service.durationMin,
          };
        }),
      ),
    );
    return { detail: await appointmentDetail(tx, caller, row.id), formerStaffId: row.staffId };
  });
}
