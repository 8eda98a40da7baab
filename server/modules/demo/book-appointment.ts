import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect.ts';
import {
  appointmentServices,
  appointments,
  blockHours,
  customers,
  services,
  shops,
  staff,
} from '../../db/schema.ts';
import { invalid, notFound } from '../../errors.ts';
import { dayIn } from '../../time/business-days.ts';
import { isoDayOf, wallClockInstant, wallMinutes } from '../../time/calendar-day.ts';
import { assertAppointmentTimes, availableSlots, calendarTimeIn } from '../appointments/index.ts';
import { shopSchedule } from '../shop/index.ts';

export interface BookedAppointment {
  id: number;
  shopId: number;
  /** The salon's business day, YYYY-MM-DD. */
  day: string;
  /** MM-DD-YYYY HH:mm:ss in the salon's zone, as the staff calendar writes it. */
  startTime: string;
  endTime: string;
}

/** How far ahead an open day is looked for (two closed weeks in a row would be a data problem). */
const LOOK_AHEAD_DAYS = 28;
/** Appointments that hold their staff member's time. */
const ACTIVE = [0, 1, 2, 3];

/** What the fixture books; see `bookDemoAppointment`. */
export interface DemoBooking {
  staffId: number;
  openDay: number;
  minutes: number;
  /**
   * A day counted from the salon's today (0 = today, −1 = yesterday), open or not, instead of
   * `openDay`: the appointment goes at the first time between 09:00 and 21:00 (the calendar's hours)
   * that the staff member has free, past or not.
   */
  daysFromToday?: number | undefined;
  /** NEW (0, the default), CONFIRMED (1) or CANCELED (4). */
  status?: number | undefined;
  requestStaff?: boolean | undefined;
  customerName?: string | undefined;
  /**
   * With `daysFromToday`: the start as HH:mm on that day, taken whatever else the staff member has then
   * (an overlap the app's own booking refuses, as in rows imported before the no-double-booking rule),
   * so that a test can make the overlapping appointments the calendar draws.
   */
  at?: string | undefined;
}

/** The calendar's hours, where a `daysFromToday` booking goes. */
/**
 * On an open day, the fixture books where an hour more is free after the appointment, so that a test's
 * or a demo's +15s fit (the server refuses an overlap) whatever else the day holds.
 */
export const ROOM_AFTER_MINUTES = 60;
const CALENDAR_OPEN = 9 * 60;
const CALENDAR_CLOSE = 21 * 60;

/**
 * Books an appointment of `minutes` (0: a zero-length one) for the staff member on the `openDay`-th
 * open day after the salon's today (1 = the next open day), at the first time of that day's opening
 * hours where neither an active appointment nor a block hour of theirs is in the way, with
 * ROOM_AFTER_MINUTES free after it (the next open day when that day is full); or on the day `daysFromToday` days from today (see DemoBooking). NEW
 * unless another status is asked. A demo and test fixture: it makes the shape a flow needs, whatever
 * day it is.
 */
export async function bookDemoAppointment(
  tx: Executor,
  input: DemoBooking,
  now: Date,
): Promise<BookedAppointment> {
  const [person] = await tx
    .select({ shopId: staff.shopId, active: staff.active, timezone: shops.timezone })
    .from(staff)
    .innerJoin(shops, eq(shops.id, staff.shopId))
    .where(eq(staff.id, input.staffId))
    .limit(1);
  if (!person?.active) throw notFound(`No active staff member ${input.staffId}.`);
  const zone = person.timezone;
  const schedule = await shopSchedule(tx, person.shopId);
  const [service] = await tx
    .select()
    .from(services)
    .where(and(eq(services.shopId, person.shopId), eq(services.active, true)))
    .orderBy(asc(services.sortOrder), asc(services.id))
    .limit(1);
  const [customer] = await tx
    .select()
    .from(customers)
    .where(eq(customers.shopId, person.shopId))
    .orderBy(asc(customers.id))
    .limit(1);

  const today = dayIn(now, zone);
  const booking: Booking = { input, shopId: person.shopId, zone, now, service, customer };
  if (input.at !== undefined) {
    if (input.daysFromToday === undefined) throw invalid('A time (at) needs a day (daysFromToday).');
    const n = today + input.daysFromToday;
    const from = wallClockInstant(n, wallMinutes(input.at), zone);
    const to = new Date(from.getTime() + input.minutes * 60_000);
    // Whatever else the staff member has then: the no-double-booking rule is set aside for this one
    // write, inside its transaction (as for the rows the seed imports).
    await tx.execute(sql`alter table "appointments" disable trigger "appointments_no_double_booking"`);
    const booked = await insertBooking(tx, booking, n, from, to);
    await tx.execute(sql`alter table "appointments" enable trigger "appointments_no_double_booking"`);
    return booked;
  }
  const chosenDay = input.daysFromToday === undefined ? undefined : today + input.daysFromToday;
  let openSeen = 0;
  const first = chosenDay ?? today + 1;
  const last = chosenDay ?? today + LOOK_AHEAD_DAYS;
  for (let n = first; n <= last; n++) {
    // Day 0 (1970-01-01) was a Thursday.
    const hours = schedule[(n + 4) % 7];
    if (chosenDay === undefined) {
      if (!hours?.enable) continue;
      openSeen++;
      if (openSeen < input.openDay) continue;
    }
    const at = (m: number) => wallClockInstant(n, m, zone);
    const open = chosenDay === undefined && hours ? wallMinutes(hours.startTime) : CALENDAR_OPEN;
    const close = chosenDay === undefined && hours ? wallMinutes(hours.endTime) : CALENDAR_CLOSE;
    const taken = [
      ...(await tx
        .select({ startAt: appointments.startAt, endAt: appointments.endAt })
        .from(appointments)
        .where(
          and(
            eq(appointments.staffId, input.staffId),
            inArray(appointments.status, ACTIVE),
            lt(appointments.startAt, at(close)),
            gt(appointments.endAt, at(open)),
          ),
        )),
      ...(await tx
        .select({ startAt: blockHours.startAt, endAt: blockHours.endAt })
        .from(blockHours)
        .where(
          and(
            eq(blockHours.staffId, input.staffId),
            lt(blockHours.startAt, at(close)),
            gt(blockHours.endAt, at(open)),
          ),
        )),
    ];
    // The first slot of the day the slot engine offers (an open day is after today: none is past; a
    // chosen day may be past, and its slots are all taken as they come).
    const [slot] = availableSlots({
      hours: { start: at(open).getTime(), end: at(close).getTime() },
      durationMinutes: input.minutes + (chosenDay === undefined ? ROOM_AFTER_MINUTES : 0),
      now: chosenDay === undefined ? now.getTime() : 0,
      staff: [
        {
          staffId: input.staffId,
          busy: taken.map((t) => ({ start: t.startAt.getTime(), end: t.endAt.getTime() })),
        },
      ],
    });
    if (slot) {
      const from = new Date(slot.start);
      return insertBooking(tx, booking, n, from, new Date(slot.start + input.minutes * 60_000));
    }
    // That day is full: the next open day will do.
  }
  throw notFound(
    chosenDay === undefined
      ? `No free time for staff member ${input.staffId} in the next ${LOOK_AHEAD_DAYS} days.`
      : `No free time for staff member ${input.staffId} on that day.`,
  );
}

interface Booking {
  input: DemoBooking;
  shopId: number;
  zone: string;
  now: Date;
  service: typeof services.$inferSelect | undefined;
  customer: typeof customers.$inferSelect | undefined;
}

/** Writes the booked appointment (with the salon's first service) on salon day `n`, from `from` to `to`. */
async function insertBooking(
  tx: Executor,
  { input, shopId, zone, now, service, customer }: Booking,
  n: number,
  from: Date,
  to: Date,
): Promise<BookedAppointment> {
  assertAppointmentTimes(from, to, zone, now);
  const [created] = await tx
    .insert(appointments)
    .values({
      shopId,
      staffId: input.staffId,
      customerId: customer?.id ?? null,
      customerName: input.customerName ?? customer?.fullName ?? 'Walk-In Guest',
      customerPhone: customer?.phone ?? '',
      status: input.status ?? 0,
      requestStaff: input.requestStaff ?? false,
      startAt: from,
      endAt: to,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: appointments.id });
  if (!created) throw new Error('The appointment was not created');
  if (service) {
    await tx.insert(appointmentServices).values({
      appointmentId: created.id,
      serviceId: service.id,
      staffId: input.staffId,
      serviceName: service.name,
      priceCents: service.priceCents,
      durationMin: input.minutes,
    });
  }
  return {
    id: created.id,
    shopId,
    day: isoDayOf(n),
    startTime: calendarTimeIn(from, zone),
    endTime: calendarTimeIn(to, zone),
  };
}
