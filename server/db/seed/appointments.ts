import { APPOINTMENT_DAYS_AHEAD, at, sum } from './base.ts';
import type { SeedContext } from './context.ts';
import { couponDiscount } from './coupons.ts';
import { pickCustomer } from './customers.ts';
import type { Day } from './days.ts';
import type { ApptM, ApptServiceM, CustomerM, ServiceM, StaffM } from './model.ts';
import { APPOINTMENT_NOTES, CANCEL_REASONS } from './names.ts';
import { addMinutes, minDate } from './time.ts';
import { type Plan, planVisit } from './visits.ts';

/** 0 phone call (55 %), 1 online booking page, 2 in-app booking. */
function sourceType(ctx: SeedContext): number {
  const r = ctx.rng.next();
  return r < 0.55 ? 0 : r < 0.95 ? 1 : 2;
}

/** A new appointment of `customer`, added to the salon. */
export function newAppointment(
  ctx: SeedContext,
  customer: CustomerM,
  member: StaffM | null,
  services: ApptServiceM[],
  startAt: Date,
  endAt: Date,
  status: number,
  createdAt: Date,
): ApptM {
  const { rng } = ctx;
  const isAnybody = rng.chance(0.05);
  const appt: ApptM = {
    id: 0,
    customer,
    customerName: customer.fullName,
    customerPhone: customer.phone,
    staff: member,
    isAnybody,
    requestStaff: !isAnybody && rng.chance(0.35),
    status,
    sourceType: sourceType(ctx),
    startAt,
    endAt,
    note: rng.chance(0.15) ? rng.pick(APPOINTMENT_NOTES) : '',
    cancelReason: null,
    couponCode: null,
    createdAt,
    updatedAt: createdAt,
    services,
  };
  ctx.shop.appointments.push(appt);
  return appt;
}

/**
 * An appointment of one technician doing `services` from `start` to `end`, booked 1–20 days before it
 * starts (the booking time is drawn before the appointment's own details).
 */
export function oneTechnicianAppointment(
  ctx: SeedContext,
  customer: CustomerM,
  member: StaffM,
  services: readonly ServiceM[],
  start: Date,
  end: Date,
  status: number,
): ApptM {
  const lines = services.map((service) => ({ service, staff: member }));
  return newAppointment(ctx, customer, member, lines, start, end, status, bookedBefore(ctx, start));
}

/** Every service of a plan with the technician doing it. */
const servicesOf = (groups: Plan['groups']): ApptServiceM[] =>
  groups.flatMap((g) => g.services.map((service) => ({ service, staff: g.staff })));

/** When an appointment starting at `start` was booked: 1–20 days before it. */
export const bookedBefore = (ctx: SeedContext, start: Date): Date =>
  minDate(ctx.now, addMinutes(start, -(ctx.rng.int(1, 20) * 1440 + ctx.rng.int(0, 600))));

const between = (ctx: SeedContext, a: Date, b: Date): Date =>
  new Date(a.getTime() + Math.floor(ctx.rng.next() * Math.max(0, b.getTime() - a.getTime())));

/** Cancels (4, with a reason) or deletes (5) an appointment, some time after it was booked. */
export function cancel(ctx: SeedContext, appt: ApptM, status: 4 | 5): void {
  appt.status = status;
  if (status === 4) appt.cancelReason = ctx.rng.pick(CANCEL_REASONS);
  appt.updatedAt = between(ctx, appt.createdAt, minDate(ctx.now, appt.startAt));
}

/** The appointment a planned visit was booked as (with its first technician). */
export function planToAppointment(
  ctx: SeedContext,
  d: Day,
  plan: Plan,
  customer: CustomerM,
  status: number,
  createdAt: Date,
): ApptM {
  const start = d.at(plan.slot);
  return newAppointment(
    ctx,
    customer,
    at(plan.groups, 0).staff,
    servicesOf(plan.groups),
    start,
    addMinutes(start, plan.sumDur),
    status,
    createdAt,
  );
}

/** Blocked time of `member` on a day, from `start` to `end` minutes; it holds their cells too. */
function blockHours(
  ctx: SeedContext,
  d: Day,
  member: StaffM,
  start: number,
  end: number,
  reason: string,
): void {
  ctx.shop.blocks.push({ staff: member, startAt: d.at(start), endAt: d.at(end), reason });
  ctx.days.reserve(d, member, start, end - start);
}

/** Today's lunch of the demo technician, and a few blocks on the coming open days. */
export function addBlockHours(ctx: SeedContext): void {
  const today = ctx.days.day(0);
  if (ctx.index === 0) blockHours(ctx, today, ctx.demoTech, 13 * 60, 14 * 60, 'Lunch break');
  else blockHours(ctx, today, ctx.demoTech, 12 * 60 + 30, 13 * 60 + 30, 'Lunch break');
  const openAhead: Day[] = [];
  for (let o = 1; o <= APPOINTMENT_DAYS_AHEAD; o++)
    if (ctx.days.day(o).enabled) openAhead.push(ctx.days.day(o));
  const openDay = (i: number): Day => at(openAhead, i);
  const member = (i: number): StaffM => at(ctx.shop.staff, i);
  blockHours(ctx, openDay(0), member(3), 10 * 60, 12 * 60, 'Doctor appointment');
  blockHours(ctx, openDay(1), member(2), openDay(1).open, openDay(1).open + 120, 'Training: new gel system');
  blockHours(ctx, openDay(1), member(5), openDay(1).open, openDay(1).open + 120, 'Training: new gel system');
  blockHours(ctx, openDay(2), member(6), openDay(2).open, openDay(2).close, 'Day off');
  blockHours(ctx, openDay(4), member(4), 15 * 60, 16 * 60, 'School pickup');
  blockHours(ctx, openDay(5), member(1), 11 * 60, 12 * 60, 'Personal errand');
}

/**
 * Bookings on the coming open days, fewer further out: new or confirmed (holding their technicians'
 * time), some canceled or deleted, some for anybody, a few with a coupon.
 */
export function addComingBookings(ctx: SeedContext): void {
  const { rng, now, shop } = ctx;
  for (let offset = 1; offset <= APPOINTMENT_DAYS_AHEAD; offset++) {
    const d = ctx.days.day(offset);
    if (!d.enabled) continue;
    const n = Math.max(4, 17 - offset + rng.int(0, 5));
    for (let k = 0; k < n; k++) {
      const r = rng.next();
      const status = r < 0.35 ? 0 : r < 0.85 ? 1 : r < 0.95 ? 4 : 5;
      const plan = planVisit(ctx, d, rng.chance(0.1) ? 2 : 1, status <= 1);
      const customer = pickCustomer(ctx, now);
      if (!plan || !customer) continue;
      const createdAt = addMinutes(now, -rng.int(10, 20 * 1440));
      const appt = planToAppointment(ctx, d, plan, customer, status, createdAt);
      if (status === 1) appt.updatedAt = minDate(now, addMinutes(createdAt, rng.int(5, 600)));
      if (status >= 4) cancel(ctx, appt, status === 4 ? 4 : 5);
      if (status <= 1 && rng.chance(0.12)) {
        // Booked for anybody; most have not been given to a technician yet.
        appt.isAnybody = true;
        appt.requestStaff = false;
        if (rng.chance(0.6)) {
          appt.staff = null;
          for (const sv of appt.services) sv.staff = null;
        }
      }
      if (status <= 1 && rng.chance(0.04)) {
        const coupon = rng.pick(shop.coupons);
        const amount = sum(appt.services.map((sv) => sv.service.def.priceCents));
        appt.couponCode = coupon.def.code;
        shop.redemptions.push({
          coupon,
          customer,
          ticket: null,
          appt,
          source: 'APPOINTMENT',
          amountCents: amount,
          discountCents: couponDiscount(coupon.def, amount),
          createdAt,
        });
      }
    }
  }
  // A salon always has a coming booking made with a coupon (the coupon report's Appointment source):
  // the first one kept that has a customer, when the draws above gave none (no draw, so the rest of
  // the data stays as it was).
  if (shop.redemptions.some((r) => r.source === 'APPOINTMENT')) return;
  const appt = shop.appointments.find((a) => a.status <= 1 && a.customer && a.startAt > now && !a.couponCode);
  const coupon = shop.coupons[0];
  if (!appt?.customer || !coupon) return;
  const amount = sum(appt.services.map((sv) => sv.service.def.priceCents));
  appt.couponCode = coupon.def.code;
  shop.redemptions.push({
    coupon,
    customer: appt.customer,
    ticket: null,
    appt,
    source: 'APPOINTMENT',
    amountCents: amount,
    discountCents: couponDiscount(coupon.def, amount),
    createdAt: appt.createdAt,
  });
}
