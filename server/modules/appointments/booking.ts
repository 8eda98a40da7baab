import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppointmentStatus } from '../../../src/contract/appointment.ts';
import { type BookingRequest, SLOT_TAKEN } from '../../../src/contract/booking.ts';
import type { ScheduleDay } from '../../../src/contract/shop.ts';
import type { Caller } from '../../auth/caller.ts';
import type { Executor } from '../../db/connect.ts';
import { appointmentServices, appointments, couponRedemptions, coupons, customers } from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound } from '../../errors.ts';
import { doubleBookingOf } from '../../http/errors.ts';
import { type EventBus, publishAppointmentChange } from '../../realtime/bus.ts';
import { dayIn } from '../../time/business-days.ts';
import { formatIn, isoDayOf } from '../../time/calendar-day.ts';
import { busyIntervals, hoursOn, readEachTime, type SalonReads } from './availability.ts';
import { assertAppointmentTimes } from './calendar.ts';
import { activeServices, bookingInstant } from './manage.ts';
import { chooseAnyone, heldMinutes, type Interval, isFree, type StaffDay } from './slots.ts';

const MINUTE = 60_000;

/** Where a booking comes from (appointments.source_type): the public page, or the app. */
export const BookingSource = { online: 1, app: 2 } as const;

export interface Booked {
  /** The booked appointments, the one asked for first, then the group's others. */
  ids: number[];
  /** Who each is with, in the same order. */
  staffIds: number[];
  /** Online bookings: each appointment's private link token, in the same order (none otherwise). */
  manageTokens: string[];
  /** The name of each one's staff member, in the same order. */
  staffNames: string[];
  /** What they all share: the times, the note and the service lines, in the order they were written. */
  start: Date;
  end: Date;
  note: string;
  services: { name: string; priceCents: number; durationMin: number }[];
}

/** An unguessable token for a booking's private link (192 random bits, URL-safe). */
const newManageToken = () => randomBytes(24).toString('base64url');

/** Once a booking has committed: each appointment is told to its staff member and the salon's managers. */
export function publishBooked(bus: EventBus, shopId: number, booked: Booked, now: Date): void {
  for (const [index, appointmentId] of booked.ids.entries()) {
    publishAppointmentChange(bus, shopId, [booked.staffIds[index] ?? null], {
      type: 'created',
      appointmentId,
      at: now.toISOString(),
    });
  }
}

/**
 * The booking request (spec part 2 §3): books the customer (found by id or phone in the salon, or
 * created) at `startTime` for the services' total duration, with the staff member asked for or, for
 * Anyone, the free one with the least booked time that day; a group of 2 to 7 adds one appointment per
 * further person with other free staff at the same time (docs/decisions.md "Booking"). Refused with a
 * sentence: another salon's apiKey (404), a technician booking for someone else or a group (403), a time
 * gone by, outside the salon's hours or past the appointment bounds (400), services, staff or a coupon
 * the salon does not have (400), an unknown customer id (404), and a staff member not free (409, also
 * when another booking takes the time first: the database's no-double-booking rule).
 */
export async function book(
  db: Executor,
  caller: Caller,
  input: BookingRequest,
  now: Date,
  source: number,
  reads: SalonReads = readEachTime,
): Promise<Booked> {
  if (input.apiKey !== caller.apiKey) throw notFound('There is no such salon.');
  const tz = caller.timezone;
  const anybody = input.isAnybody === 1;
  let staffId = input.staffId;
  let requestStaff = input.requestStaff === 1;
  if (anybody && staffId !== null) throw invalid('A booking for Anyone names no staff member.');
  if (!caller.isManager) {
    if (anybody || (staffId !== null && staffId !== caller.staffId)) {
      throw forbidden('You can book appointments only for yourself.');
    }
    if (input.totalPeople > 1) {
      throw forbidden('A group needs other staff members too: ask a manager to book it.');
    }
    // Spec §6: the booking staff is themselves and the request flag is always true.
    staffId = caller.staffId;
    requestStaff = true;
  }
  if (!anybody && staffId === null) throw invalid('Choose a staff member, or Anyone.');

  const start = bookingInstant(input.startTime, tz);
  if (start.getTime() < now.getTime()) throw invalid('That time has already passed. Choose a later time.');

  // Read before the transaction (they may be kept values: SalonReads).
  const schedule = await reads.schedule(db, caller.shopId);
  const members = await reads.staff(db, caller.shopId);
  return db.transaction(async (tx) => {
    const serviceIds = [...new Set(input.serviceIds)];
    const catalogue = await activeServices(tx, caller.shopId, serviceIds);
    if (catalogue.length !== serviceIds.length) throw invalid('Choose services this salon offers.');
    const minutes = catalogue.reduce((sum, s) => sum + s.durationMin, 0);
    const end = new Date(start.getTime() + minutes * MINUTE);
    assertAppointmentTimes(start, end, tz, now);
    const wanted = { start: start.getTime(), end: start.getTime() + heldMinutes(minutes) * MINUTE };

    const { open, close } = hoursAround(schedule, caller, start, wanted);

    const couponCode = await checkedCoupon(tx, caller.shopId, input.couponCode, isoDayOf(dayIn(now, tz)));
    const customer = await customerFor(tx, caller.shopId, input, now);

    if (staffId !== null && !members.some((m) => m.id === staffId)) {
      throw invalid('Choose a staff member of this salon.');
    }
    // A booking of one person with the staff member asked for weighs only their day; Anyone and a group
    // weigh everyone's.
    const weighed = staffId !== null && input.totalPeople === 1 ? [staffId] : members.map((m) => m.id);
    const busy = await busyIntervals(tx, caller.shopId, weighed, open, close);
    const days: StaffDay[] = weighed.map((id) => ({ staffId: id, busy: busy.get(id) ?? [] }));
    const free = days.filter((d) => isFree(d.busy, wanted)).map((d) => d.staffId);
    const chosen: number[] = [];
    if (staffId !== null) {
      if (!free.includes(staffId)) {
        const who = members.find((m) => m.id === staffId)?.name ?? 'This staff member';
        throw conflict(`Sorry, ${who} is not free at that time. Please choose another time.`);
      }
      chosen.push(staffId);
    }
    while (chosen.length < input.totalPeople) {
      const left = free.filter((id) => !chosen.includes(id));
      if (left.length === 0) {
        if (chosen.length === 0)
          throw conflict('Sorry, nobody is free at that time. Please choose another time.');
        throw conflict(
          `Only ${chosen.length} staff member${chosen.length === 1 ? ' is' : 's are'} free at that time, not enough for a group of ${input.totalPeople}. Choose another time or a smaller group.`,
        );
      }
      chosen.push(chooseAnyone({ ...wanted, free: left }, days));
    }

    const note = (input.note ?? '').trim();
    const ids: number[] = [];
    const manageTokens = source === BookingSource.online ? chosen.map(() => newManageToken()) : [];
    try {
      for (const [index, who] of chosen.entries()) {
        const first = index === 0;
        const [row] = await tx
          .insert(appointments)
          .values({
            shopId: caller.shopId,
            customerId: customer.id,
            customerName: customer.name,
            customerPhone: customer.phone,
            staffId: who,
            isAnybody: first ? anybody : true,
            requestStaff: first ? requestStaff : false,
            status: AppointmentStatus.NEW,
            sourceType: source,
            startAt: start,
            endAt: end,
            note,
            totalPeople: input.totalPeople,
            couponCode,
            manageToken: manageTokens[index] ?? null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: appointments.id });
        if (!row) throw new Error('The insert returned no appointment');
        ids.push(row.id);
        await tx.insert(appointmentServices).values(
          catalogue.map((s) => ({
            appointmentId: row.id,
            serviceId: s.id,
            staffId: who,
            serviceName: s.name,
            priceCents: s.priceCents,
            durationMin: s.durationMin,
          })),
        );
      }
    } catch (err) {
      // A booking committed between the check above and this write took the time: the customer's words.
      if (doubleBookingOf(err)) throw conflict(SLOT_TAKEN);
      throw err;
    }
    const [first] = ids;
    if (couponCode !== null && first !== undefined) {
      const perPerson = catalogue.reduce((sum, s) => sum + s.priceCents, 0);
      await redeemOnBooking(tx, caller.shopId, couponCode, {
        appointmentId: first,
        customerId: customer.id,
        amountCents: perPerson * chosen.length,
        at: now,
      });
    }
    return {
      ids,
      staffIds: chosen,
      manageTokens,
      staffNames: chosen.map((id) => members.find((m) => m.id === id)?.name ?? 'Anyone'),
      start,
      end,
      note,
      services: catalogue,
    };
  });
}

/**
 * The opening and closing of the salon day of `start` in its weekly hours; refused (400, with the hours)
 * when the salon is closed that day or `wanted` (the time the appointment holds) does not fit in them.
 */
export function hoursAround(
  schedule: readonly ScheduleDay[],
  caller: Caller,
  start: Date,
  wanted: Interval,
): { open: Date; close: Date } {
  const tz = caller.timezone;
  const dayText = formatIn(start, tz, 'MM-dd-yyyy');
  const hours = hoursOn(schedule, dayIn(start, tz), tz);
  if (!hours) throw invalid(`The salon is closed on ${dayText}. Choose another day.`);
  const { open, close } = hours;
  if (wanted.start < open.getTime() || wanted.end > close.getTime()) {
    throw invalid(
      `The salon is open from ${formatIn(open, tz, 'h:mm a')} to ${formatIn(close, tz, 'h:mm a')} on ${dayText}; the appointment must fit in those hours.`,
    );
  }
  return { open, close };
}

/** The salon's coupon of `code`, if it has one (codes match as typed). */
export async function couponOfSalon(db: Executor, shopId: number, code: string) {
  if (code === '') return undefined;
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.shopId, shopId), eq(coupons.code, code)))
    .limit(1);
  return coupon;
}

/** Whether a coupon ending on `endDate` (YYYY-MM-DD, none: never) has ended by `today` (YYYY-MM-DD). */
export const couponEnded = (endDate: string | null, today: string): boolean =>
  endDate !== null && endDate < today;

/** A coupon's YYYY-MM-DD end date as the app writes dates, MM-DD-YYYY. */
export function couponEndText(endDate: string): string {
  const [y, m, d] = endDate.split('-');
  return `${m}-${d}-${y}`;
}

/** The coupon's code as the salon keeps it, or null without one; refused when unknown or ended. */
async function checkedCoupon(
  db: Executor,
  shopId: number,
  code: string | null | undefined,
  today: string,
): Promise<string | null> {
  const wanted = (code ?? '').trim();
  if (wanted === '') return null;
  const coupon = await couponOfSalon(db, shopId, wanted);
  if (!coupon) throw invalid(`There is no coupon ${wanted} at this salon.`);
  if (coupon.endDate !== null && couponEnded(coupon.endDate, today)) {
    throw invalid(`The coupon ${wanted} ended on ${couponEndText(coupon.endDate)}.`);
  }
  return coupon.code;
}

/**
 * What a coupon takes off a bill of `amountCents`: its percent (halves up) or its dollar amount, never
 * more than the bill.
 */
export const couponDiscountCents = (
  coupon: { discountType: number; discountValue: number },
  amountCents: number,
): number =>
  Math.min(
    amountCents,
    coupon.discountType === 1 ? Math.round((amountCents * coupon.discountValue) / 100) : coupon.discountValue,
  );

/**
 * A booking made with a coupon is its redemption (source APPOINTMENT; the coupon report): on the
 * booking's first appointment, for the services booked for every person.
 */
async function redeemOnBooking(
  tx: Executor,
  shopId: number,
  code: string,
  booking: { appointmentId: number; customerId: number; amountCents: number; at: Date },
): Promise<void> {
  const coupon = await couponOfSalon(tx, shopId, code);
  if (!coupon) return;
  await tx.insert(couponRedemptions).values({
    shopId,
    couponId: coupon.id,
    customerId: booking.customerId,
    appointmentId: booking.appointmentId,
    source: 'APPOINTMENT',
    amountCents: booking.amountCents,
    discountCents: couponDiscountCents(coupon, booking.amountCents),
    createdAt: booking.at,
  });
}

const customerColumns = { id: customers.id, name: customers.fullName, phone: customers.phone };

/** The salon's customer of a phone (digits as stored), if any. */
export async function customerOfPhone(
  db: Executor,
  shopId: number,
  phone: string,
): Promise<{ id: number; name: string; phone: string } | undefined> {
  const [found] = await db
    .select(customerColumns)
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.phone, phone)))
    .limit(1);
  return found;
}

/**
 * The booking's customer: the salon's customer of `customerId` (404 when it has none), else the one
 * with the phone, else a new customer with the name typed (required then). A found customer keeps the
 * name the salon has for them.
 */
async function customerFor(
  db: Executor,
  shopId: number,
  input: BookingRequest,
  now: Date,
): Promise<{ id: number; name: string; phone: string }> {
  if (input.customerId !== undefined && input.customerId !== null) {
    const [found] = await db
      .select(customerColumns)
      .from(customers)
      .where(and(eq(customers.shopId, shopId), eq(customers.id, input.customerId)))
      .limit(1);
    if (!found) throw notFound('There is no such customer in this salon.');
    return found;
  }
  const known = await customerOfPhone(db, shopId, input.phone);
  if (known) return known;
  const name = input.customerName.trim();
  if (name === '') throw invalid("Enter the customer's name.");
  const [created] = await db
    .insert(customers)
    .values({ shopId, fullName: name, phone: input.phone, createdAt: now })
    .onConflictDoNothing()
    .returning(customerColumns);
  if (created) return created;
  // Another booking made the customer of that phone meanwhile.
  const raced = await customerOfPhone(db, shopId, input.phone);
  if (!raced) throw new Error('The customer was neither found nor created');
  return raced;
}
