import { bookedBefore, cancel, oneTechnicianAppointment, planToAppointment } from './appointments.ts';
import { APPOINTMENT_DAYS_BACK, isPast, SLOT, TICKET_DAYS_BACK } from './base.ts';
import { GIFT_CARDS, PRODUCTS } from './catalogue.ts';
import type { SeedContext } from './context.ts';
import { type Identity, identityOf, pickCustomer, ticketIdentity } from './customers.ts';
import type { Day } from './days.ts';
import { duration, visit } from './menu.ts';
import type { LineM, TicketM } from './model.ts';
import { addMinutes, maxDate, minDate } from './time.ts';
import { busyTechnician, type Plan, planVisit } from './visits.ts';

const noCosts = (priceCents: number) => ({ priceCents, supplyCents: 0, expressCents: 0 });

/**
 * A ticket for the services of `groups` (now and then a product or a gift card too), open until
 * `closedAt`. Its money is worked out later, once every ticket exists (money.ts).
 */
export function newTicket(
  ctx: SeedContext,
  d: Day,
  who: Identity,
  groups: Plan['groups'],
  checkinAt: Date,
  closedAt: Date | null,
): TicketM {
  const { rng } = ctx;
  const lines: LineM[] = [];
  for (const g of groups) {
    for (const sv of g.services) {
      lines.push({
        kind: 'SERVICE',
        staff: g.staff,
        service: sv,
        name: sv.def.name,
        priceCents: sv.def.priceCents,
        supplyCents: sv.def.supplyCents,
        expressCents: sv.def.role === 'main' && rng.chance(0.04) ? rng.pick([500, 1000]) : 0,
      });
    }
  }
  if (rng.chance(0.04)) {
    const count = rng.chance(0.25) ? 2 : 1;
    for (let k = 0; k < count; k++) {
      const p = rng.pick(PRODUCTS);
      lines.push({ kind: 'PRODUCT', staff: null, service: null, name: p.name, ...noCosts(p.priceCents) });
    }
  }
  if (rng.chance(0.015)) {
    const amount = rng.pick(GIFT_CARDS);
    lines.push({
      kind: 'GIFT_CARD',
      staff: null,
      service: null,
      name: `Gift Card $${amount / 100}`,
      ...noCosts(amount),
    });
  }
  const t: TicketM = {
    id: 0,
    businessDate: d.day.iso,
    billNumber: 0,
    customer: who.customer,
    customerName: who.name,
    customerPhone: who.phone,
    appt: null,
    status: closedAt ? 'CLOSED' : 'OPEN',
    checkinAt,
    closedAt,
    lines,
    tips: [],
    discounts: [],
    payments: [],
    refunds: [],
    review: null,
    voidedAt: null,
    voidReason: null,
    subTotalCents: 0,
    discountCents: 0,
    expressCents: 0,
    taxCents: 0,
    tipCents: 0,
    totalCents: 0,
    supplyCents: 0,
    cardFeeBps: ctx.def.cardFeeBps,
    cardFeeCents: 0,
  };
  ctx.shop.tickets.push(t);
  return t;
}

/**
 * Every open day from TICKET_DAYS_BACK days ago to today: walk-in and booked tickets (today only those
 * that have closed or are in the chair), and for the last APPOINTMENT_DAYS_BACK days the appointments
 * they came from, plus cancellations, deletions and the odd no-show.
 */
export function addPastDays(ctx: SeedContext): void {
  const { rng } = ctx;
  for (let offset = -TICKET_DAYS_BACK; offset <= 0; offset++) {
    const d = ctx.days.day(offset);
    if (!d.enabled && offset !== 0) continue;
    const wd = d.day.weekday;
    let n = wd === 0 ? rng.int(15, 26) : wd >= 5 ? rng.int(26, 35) : rng.int(22, 33);
    if (offset === 0) n = Math.round(n * 0.55);
    for (let k = 0; k < n; k++) {
      const r = rng.next();
      const plan = planVisit(ctx, d, r < 0.8 ? 1 : r < 0.97 ? 2 : 3, true);
      if (!plan) continue;
      const checkin = d.at(plan.slot + rng.int(0, 9));
      const closed = minDate(d.at(d.close), addMinutes(checkin, plan.maxDur + rng.int(3, 15)));
      const who = ticketIdentity(ctx, checkin);
      if (offset === 0 && !isPast(ctx, closed)) {
        // Still in the chair: an open ticket; not arrived yet: no ticket.
        if (isPast(ctx, checkin)) newTicket(ctx, d, who, plan.groups, checkin, null);
        continue;
      }
      const t = newTicket(ctx, d, who, plan.groups, checkin, closed);
      if (offset >= -APPOINTMENT_DAYS_BACK && offset < 0 && who.customer && rng.chance(0.6)) {
        const appt = planToAppointment(ctx, d, plan, who.customer, 3, bookedBefore(ctx, d.at(plan.slot)));
        appt.updatedAt = closed;
        t.appt = appt;
      }
    }
    if (offset >= -APPOINTMENT_DAYS_BACK && offset < 0) {
      // Cancellations, deletions and the odd no-show (left CONFIRMED or NEW).
      const extra: number[] = [];
      for (let k = rng.int(1, 3); k > 0; k--) extra.push(4);
      if (rng.chance(0.5)) extra.push(5);
      if (rng.chance(0.25)) extra.push(rng.chance(0.7) ? 1 : 0);
      for (const status of extra) {
        const plan = planVisit(ctx, d, 1, false);
        if (!plan) continue;
        const customer = pickCustomer(ctx, d.at(plan.slot));
        if (!customer) continue;
        const appt = planToAppointment(ctx, d, plan, customer, status, bookedBefore(ctx, d.at(plan.slot)));
        if (status === 4 || status === 5) cancel(ctx, appt, status);
      }
    }
  }
}

/** At least three open tickets today, one of them a client in service (appointment status 2). */
export function addOpenTicketsToday(ctx: SeedContext): void {
  const { rng, now, shop, todayStart } = ctx;
  const today = ctx.days.day(0);
  let openCount = shop.tickets.filter((t) => t.status === 'OPEN').length;
  let inService = shop.appointments.some((a) => a.status === 2);
  for (let tries = 0; tries < 4 && (openCount < 3 || !inService); tries++) {
    const member = busyTechnician(ctx);
    const services = visit(ctx);
    // Checked in a little before now (or before closing, when seeding after hours).
    const latest = minDate(now, today.at(today.close));
    const checkin = maxDate(todayStart, addMinutes(latest, -rng.int(15, 60)));
    const customer = pickCustomer(ctx, todayStart);
    const who: Identity = customer ? identityOf(customer) : { customer: null, name: 'WALL-IN', phone: '' };
    const t = newTicket(ctx, today, who, [{ staff: member, services }], checkin, null);
    openCount++;
    if (!inService && customer) {
      const start = new Date(Math.floor(checkin.getTime() / (SLOT * 60_000)) * SLOT * 60_000);
      const end = addMinutes(start, duration(services));
      t.appt = oneTechnicianAppointment(ctx, customer, member, services, start, end, 2);
      t.appt.updatedAt = checkin;
      inService = true;
    }
  }
}
