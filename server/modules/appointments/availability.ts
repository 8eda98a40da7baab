import { and, asc, eq, gt, gte, inArray, lt, ne, notInArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  AppointmentStatus,
  type AvailableSlotsQuery,
  SLOT_DEFAULT_MINUTES,
} from '../../../src/contract/appointment.ts';
import type { ScheduleDay, StaffListItem } from '../../../src/contract/shop.ts';
import { assertStaffOfSalon, type Caller } from '../../auth/caller.ts';
import type { Executor } from '../../db/connect.ts';
import { appointments, blockHours, staff } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { formatIn, wallClockInstant, wallMinutes } from '../../time/calendar-day.ts';
import { shopSchedule, staffList } from '../shop/index.ts';
import { calendarRange } from './calendar.ts';
import { availableSlots, type Interval } from './slots.ts';

/** What a day's free starts are read from (the route keeps them until one of these changes). */
export const AVAILABILITY_TABLES = ['appointments', 'block_hours', 'shop_schedules', 'staff'] as const;

/** Canceled and deleted appointments hold no time (the calendar's rule). */
const FREED = [AppointmentStatus.CANCELED, AppointmentStatus.DELETED];

/**
 * How a salon's weekly hours and active staff are read: from the database each time (`readEachTime`), or
 * kept between requests (the public page's calls: server/modules/appointments/public.ts). A kept value
 * must be read outside any transaction: on the embedded database a computation waiting for the database
 * would never get it while an awaiting transaction holds it.
 */
export interface SalonReads {
  schedule: (db: Executor, shopId: number) => Promise<readonly ScheduleDay[]>;
  staff: (db: Executor, shopId: number) => Promise<readonly StaffListItem[]>;
}
export const readEachTime: SalonReads = { schedule: shopSchedule, staff: staffList };

/** The salon's opening and closing on business day `day` (its weekly hours), or null when it is closed. */
export async function salonHoursOn(
  db: Executor,
  shopId: number,
  day: number,
  zone: string,
  reads: SalonReads = readEachTime,
): Promise<{ open: Date; close: Date } | null> {
  return hoursOn(await reads.schedule(db, shopId), day, zone);
}

/** The opening and closing on business day `day` of a salon's weekly hours, or null when it is closed. */
export function hoursOn(
  schedule: readonly ScheduleDay[],
  day: number,
  zone: string,
): { open: Date; close: Date } | null {
  // Day 0 (1970-01-01) was a Thursday; the schedule starts on Sunday.
  const hours = schedule[(day + 4) % 7];
  if (!hours?.enable) return null;
  return {
    open: wallClockInstant(day, wallMinutes(hours.startTime), zone),
    close: wallClockInstant(day, wallMinutes(hours.endTime), zone),
  };
}

/**
 * GET appointment/getAvailableTimeSlotByStaff: the start times of the salon day at which the staff
 * member (or, without one, at least one active staff member of the salon) is free for `duration`
 * minutes, by the slot engine; "h:mm AM" in the salon's zone. A closed day, or a day gone by, has none.
 */
export async function availableTimeSlots(
  db: Executor,
  caller: Caller,
  query: AvailableSlotsQuery,
  now: Date,
  reads: SalonReads = readEachTime,
): Promise<{ timeSlots: string[] }> {
  const zone = caller.timezone;
  // Checks the date (400 for an impossible one) and gives its day number.
  const day = calendarRange(query.currentDate, query.currentDate, zone).first;
  query = ownSlotsOf(caller, query);
  await assertStaffOfSalon(db, caller, query.staffId);
  const hours = await salonHoursOn(db, caller.shopId, day, zone, reads);
  if (!hours) return { timeSlots: [] };
  const { open, close } = hours;
  if (close.getTime() <= now.getTime()) return { timeSlots: [] };

  const staffIds =
    query.staffId !== undefined
      ? [query.staffId]
      : (
          await db
            .select({ id: staff.id })
            .from(staff)
            .where(and(eq(staff.shopId, caller.shopId), eq(staff.active, true)))
            .orderBy(asc(staff.id))
        ).map((s) => s.id);
  if (staffIds.length === 0) return { timeSlots: [] };
  const busy = await busyIntervals(db, caller.shopId, staffIds, open, close, query.appointmentId);
  const slots = availableSlots({
    hours: { start: open.getTime(), end: close.getTime() },
    durationMinutes: query.duration ?? SLOT_DEFAULT_MINUTES,
    now: now.getTime(),
    staff: staffIds.map((staffId) => ({ staffId, busy: busy.get(staffId) ?? [] })),
  });
  return { timeSlots: slots.map((s) => formatIn(new Date(s.start), zone, 'h:mm a')) };
}

/**
 * The slots a caller may ask for: a manager anyone's, or anybody's; a technician (booking for themselves,
 * spec part 2 §6) only their own, which is also what they get without naming a staff member. 403 for a
 * technician naming someone else.
 */
export function ownSlotsOf(caller: Caller, query: AvailableSlotsQuery): AvailableSlotsQuery {
  if (caller.isManager) return query;
  if (query.staffId !== undefined && query.staffId !== caller.staffId) {
    throw forbidden('You can see only your own free times.');
  }
  return { ...query, staffId: caller.staffId };
}

/**
 * The busy intervals (active appointments, but `exceptAppointment`, and block hours) of the staff
 * members that touch [from, to): starting before `to` and ending after `from`, or, zero-length, starting
 * inside it. Every staff member asked for has an entry.
 */
export async function busyIntervals(
  db: Executor,
  shopId: number,
  staffIds: readonly number[],
  from: Date,
  to: Date,
  exceptAppointment?: number,
): Promise<Map<number, Interval[]>> {
  const within = (start: AnyPgColumn, end: AnyPgColumn) =>
    and(lt(start, to), or(gte(start, from), gt(end, from)));
  // One query for both (each query costs as much again as its work on the embedded database).
  const rows = await db
    .select({ staffId: appointments.staffId, start: appointments.startAt, end: appointments.endAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.shopId, shopId),
        inArray(appointments.staffId, [...staffIds]),
        notInArray(appointments.status, FREED),
        within(appointments.startAt, appointments.endAt),
        exceptAppointment === undefined ? undefined : ne(appointments.id, exceptAppointment),
      ),
    )
    .unionAll(
      db
        .select({ staffId: blockHours.staffId, start: blockHours.startAt, end: blockHours.endAt })
        .from(blockHours)
        .where(
          and(
            eq(blockHours.shopId, shopId),
            inArray(blockHours.staffId, [...staffIds]),
            within(blockHours.startAt, blockHours.endAt),
          ),
        ),
    );
  const busy = new Map<number, Interval[]>(staffIds.map((id) => [id, []]));
  for (const b of rows) {
    if (b.staffId === null) continue;
    busy.get(b.staffId)?.push({ start: b.start.getTime(), end: b.end.getTime() });
  }
  return busy;
}
