import { cancel, oneTechnicianAppointment } from './appointments.ts';
import { isPast, SLOT } from './base.ts';
import type { SeedContext } from './context.ts';
import { identityOf, pickCustomer } from './customers.ts';
import { duration, serviceNamed, visit } from './menu.ts';
import type { ApptM, ServiceM, StaffM } from './model.ts';
import { newTicket } from './tickets.ts';
import { addMinutes, minDate } from './time.ts';

/**
 * Today's appointments: every staff member has some (finished ones with their closed ticket, one in
 * the chair with an open ticket), the technician demo phone a hand-made day, and one cancellation.
 */
export function addTodaysAppointments(ctx: SeedContext): void {
  const { rng, shop } = ctx;
  const today = ctx.days.day(0);
  for (const member of shop.staff) {
    if (ctx.index === 0 && member === ctx.demoTech) {
      // Hand-made day for the technician demo phone: an overlapping pair, a zero-length booking,
      // lunch (the block hours) and an afternoon appointment.
      todayAppointment(ctx, member, 10 * 60, [serviceNamed(ctx, 'Gel Manicure')]);
      todayAppointment(ctx, member, 10 * 60 + 30, [
        serviceNamed(ctx, 'Classic Pedicure'),
        serviceNamed(ctx, 'Paraffin Treatment'),
      ]);
      todayAppointment(ctx, member, 15 * 60, [serviceNamed(ctx, 'Polish Change (Hands)')], {
        zeroLength: true,
        status: 1,
        note: 'Quick polish change, squeeze in',
      });
      todayAppointment(ctx, member, 16 * 60, [serviceNamed(ctx, 'Dip Powder')]);
      continue;
    }
    const count = rng.int(2, 4);
    let cursor = today.open + SLOT * rng.int(0, 8);
    for (let k = 0; k < count; k++) {
      const services = visit(ctx);
      const minutes = duration(services);
      let start = cursor;
      while (start + minutes <= today.close && !ctx.days.isFree(today, member, start, minutes)) start += SLOT;
      if (start + minutes > today.close) break;
      todayAppointment(ctx, member, start, services);
      cursor = start + minutes + SLOT * rng.int(0, 6);
    }
  }
  {
    // One cancellation today.
    const customer = pickCustomer(ctx, ctx.todayStart);
    const services = visit(ctx);
    const start = today.at(today.open + SLOT * rng.int(4, 16));
    if (customer) {
      const member = rng.pick(ctx.technicians);
      const end = addMinutes(start, duration(services));
      cancel(ctx, oneTechnicianAppointment(ctx, customer, member, services, start, end, 4), 4);
    }
  }
}

/**
 * An appointment of `member` today at `startMin`, its status from the clock (finished, in the chair,
 * or still to come) unless given; finished and in-service ones get their ticket.
 */
function todayAppointment(
  ctx: SeedContext,
  member: StaffM,
  startMin: number,
  services: ServiceM[],
  opts: { zeroLength?: boolean; status?: number; note?: string } = {},
): ApptM | null {
  const { rng, now } = ctx;
  const today = ctx.days.day(0);
  const customer = pickCustomer(ctx, ctx.todayStart);
  if (!customer) return null;
  const minutes = duration(services);
  const start = today.at(startMin);
  const end = opts.zeroLength ? start : addMinutes(start, minutes);
  const status = opts.status ?? (isPast(ctx, end) ? 3 : isPast(ctx, start) ? 2 : rng.chance(0.6) ? 1 : 0);
  const appt = oneTechnicianAppointment(ctx, customer, member, services, start, end, status);
  if (opts.note !== undefined) appt.note = opts.note;
  if (!opts.zeroLength) ctx.days.reserve(today, member, startMin, minutes);
  const who = identityOf(customer);
  if (status === 3) {
    const checkin = addMinutes(start, rng.int(0, Math.min(10, minutes - 1)));
    const closed = minDate(now, minDate(today.at(today.close), addMinutes(end, rng.int(0, 10))));
    newTicket(ctx, today, who, [{ staff: member, services }], checkin, closed).appt = appt;
    appt.updatedAt = closed;
  } else if (status === 2) {
    const checkin = minDate(now, addMinutes(start, rng.int(0, 5)));
    newTicket(ctx, today, who, [{ staff: member, services }], checkin, null).appt = appt;
    appt.updatedAt = checkin;
  }
  return appt;
}
