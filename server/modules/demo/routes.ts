/**
 * Demo-only routes (registered only when the server runs in demo mode). Not part of the spec's
 * contract: they let a demo (or a benchmark) make something happen that the live app then shows.
 */
import { and, eq, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { id, text } from '../../../src/contract/common.ts';
import { SUCCESS_CODE } from '../../../src/contract/envelope.ts';
import type { Executor } from '../../db/connect.ts';
import {
  couponRedemptions,
  coupons,
  customers,
  reviews,
  services,
  shops,
  staff,
  staffDays,
  ticketDiscounts,
  ticketLines,
  ticketPayments,
  tickets,
  ticketTips,
} from '../../db/schema.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { RouteDeps } from '../../http/route.ts';
import { parseOr400 } from '../../http/validate.ts';
import { type EventBus, publishAppointmentChange } from '../../realtime/bus.ts';
import { notifyTicketChanged } from '../../realtime/ticket-events.ts';
import { formatIn } from '../../time/calendar-day.ts';
import { bookDemoAppointment } from './book-appointment.ts';
import { DEMO_SALON_MAX_STAFF, makeDemoSalon } from './demo-salon.ts';

export const CLOSE_TICKET_PATH = '/api/v1/demo/close-ticket';
export const BOOK_APPOINTMENT_PATH = '/api/v1/demo/book-appointment';
export const SALON_PATH = '/api/v1/demo/salon';

const closeTicketBody = z.object({
  staffId: id,
  /** The customer's review of the ticket, when the demo (or a test) wants one. */
  review: z.optional(
    z.object({
      star: z.number().check(z.int(), z.gte(1), z.lte(5)),
      comment: text(500),
    }),
  ),
  /** Other staff members of the salon who each did one service on the ticket; the tip is shared evenly. */
  coworkers: z.optional(z.array(id).check(z.maxLength(5))),
  /** One of the salon's customers rather than maybe a walk-in. */
  customer: z.optional(z.boolean()),
  /** The salon's first coupon used on the ticket, reached the customer this way (a customer's ticket). */
  coupon: z.optional(z.enum(['TICKET', 'MARKETING', 'REVIEW'])),
});
const bookAppointmentBody = z.object({
  staffId: id,
  /** 1 = the salon's next open day after today, 2 = the one after, … */
  openDay: z._default(z.number().check(z.int(), z.gte(1), z.lte(10)), 1),
  /** 0 books a zero-length appointment (shown 15 minutes long). */
  minutes: z._default(z.number().check(z.int(), z.gte(0), z.lte(240), z.multipleOf(15)), 45),
  /** A day from today (0 = today), open or not, instead of `openDay`. */
  daysFromToday: z.optional(z.number().check(z.int(), z.gte(-14), z.lte(60))),
  status: z.optional(z.union([z.literal(0), z.literal(1), z.literal(4)])),
  requestStaff: z.optional(z.boolean()),
  customerName: z.optional(text(100)),
  /** With `daysFromToday`: the start, HH:mm, whatever else the staff member has then (an overlap). */
  at: z.optional(z.string().check(z.regex(/^(0\d|1\d|2[0-3]):[0-5]\d$/, 'at must be HH:mm'))),
});
const salonBody = z.object({
  /** How many staff members, its Admin included. */
  staff: z.number().check(z.int(), z.gte(1), z.lte(DEMO_SALON_MAX_STAFF)),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export interface ClosedTicket {
  billId: number;
  billNumber: number;
  /** Dollars, 2 decimals. */
  total: number;
  /** As stored: WALL-IN for a walk-in. */
  customerName: string;
}

/** What else a demo ticket has: one of the salon's customers, a coupon and where it came from. */
export interface DemoTicketExtras {
  customer?: boolean;
  coupon?: 'TICKET' | 'MARKETING' | 'REVIEW' | undefined;
}

export function demoRoutes(app: FastifyInstance, deps: RouteDeps & { bus: EventBus }): void {
  app.post(CLOSE_TICKET_PATH, async (req) => {
    if (!LOOPBACK.has(req.ip)) throw forbidden('Demo calls are only answered on this machine.');
    const { staffId, review, coworkers, customer, coupon } = parseOr400(
      closeTicketBody,
      req.body ?? {},
      'body',
    );
    const now = deps.now();
    const closed = await deps.db.transaction((tx) =>
      closeDemoTicket(tx, staffId, now, review, coworkers ?? [], { customer: customer ?? false, coupon }),
    );
    // After the commit: a subscriber that reloads at once sees the ticket.
    await notifyTicketChanged(deps.db, deps.bus, closed.billId, 'ticket-closed', now);
    return { code: SUCCESS_CODE, message: 'OK', payload: closed };
  });

  app.post(BOOK_APPOINTMENT_PATH, async (req) => {
    if (!LOOPBACK.has(req.ip)) throw forbidden('Demo calls are only answered on this machine.');
    const input = parseOr400(bookAppointmentBody, req.body ?? {}, 'body');
    const now = deps.now();
    const booked = await deps.db.transaction((tx) => bookDemoAppointment(tx, input, now));
    // After the commit: the staff member's calendar and the salon's managers are told.
    publishAppointmentChange(deps.bus, booked.shopId, [input.staffId], {
      type: 'created',
      appointmentId: booked.id,
      at: now.toISOString(),
    });
    return { code: SUCCESS_CODE, message: 'OK', payload: booked };
  });

  app.post(SALON_PATH, async (req) => {
    if (!LOOPBACK.has(req.ip)) throw forbidden('Demo calls are only answered on this machine.');
    const { staff: count } = parseOr400(salonBody, req.body ?? {}, 'body');
    const salon = await deps.db.transaction((tx) => makeDemoSalon(tx, count, deps.now()));
    return { code: SUCCESS_CODE, message: 'OK', payload: salon };
  });
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/**
 * Creates and closes, now, a ticket like the salon's own: one or two of its services done by the staff
 * member at their price (and one by each coworker asked for), a 15–25 % tip shared evenly between them,
 * paid in full by cash or card, numbered after the salon's last bill, for a walk-in or one of the
 * salon's customers.
 */
export async function closeDemoTicket(
  tx: Executor,
  staffId: number,
  now: Date,
  review?: { star: number; comment: string },
  coworkers: readonly number[] = [],
  extras: DemoTicketExtras = {},
): Promise<ClosedTicket> {
  const [person] = await tx
    .select({ shopId: staff.shopId, active: staff.active })
    .from(staff)
    .where(eq(staff.id, staffId))
    .limit(1);
  if (!person?.active) throw notFound(`No active staff member ${staffId}.`);
  // Locks the salon so that two demo tickets never take the same bill number.
  const [shop] = await tx
    .select({ cardFeeBps: shops.cardFeeBps, timezone: shops.timezone })
    .from(shops)
    .where(eq(shops.id, person.shopId))
    .for('update');
  if (!shop) throw notFound('No salon for this staff member.');
  const menu = await tx
    .select({
      id: services.id,
      name: services.name,
      priceCents: services.priceCents,
      supplyCents: services.supplyCents,
      durationMin: services.durationMin,
    })
    .from(services)
    .where(and(eq(services.shopId, person.shopId), eq(services.active, true)));
  if (menu.length === 0) throw notFound('This salon has no services.');
  const first = pick(menu);
  const chosen = [{ ...first, staffId }];
  if (menu.length > 1 && Math.random() < 0.4)
    chosen.push({ ...pick(menu.filter((s) => s.id !== first.id)), staffId });
  const team = [staffId, ...new Set(coworkers.filter((c) => c !== staffId))];
  for (const coworker of team.slice(1)) {
    const [other] = await tx
      .select({ shopId: staff.shopId, active: staff.active })
      .from(staff)
      .where(eq(staff.id, coworker))
      .limit(1);
    if (!other?.active || other.shopId !== person.shopId)
      throw notFound(`No active staff member ${coworker} in this salon.`);
    chosen.push({ ...pick(menu), staffId: coworker });
  }

  const subTotal = chosen.reduce((sum, s) => sum + s.priceCents, 0);
  const supply = chosen.reduce((sum, s) => sum + s.supplyCents, 0);
  const minutes = chosen.reduce((sum, s) => sum + s.durationMin, 0);
  const tip = Math.max(100, Math.round((subTotal * (15 + Math.floor(Math.random() * 11))) / 100 / 50) * 50);
  const [coupon] = extras.coupon
    ? await tx.select().from(coupons).where(eq(coupons.shopId, person.shopId)).orderBy(coupons.id).limit(1)
    : [];
  if (extras.coupon && !coupon) throw notFound('This salon has no coupon.');
  // As the seed: a percentage or a fixed amount, never more than half the services.
  const discount = coupon
    ? Math.min(
        Math.floor(subTotal / 2),
        coupon.discountType === 1
          ? Math.round((subTotal * coupon.discountValue) / 100)
          : coupon.discountValue,
      )
    : 0;
  const total = subTotal - discount + tip;
  const byCard = Math.random() < 0.6;

  const [customer] =
    extras.customer || coupon || Math.random() < 0.5
      ? await tx
          .select({ id: customers.id, fullName: customers.fullName, phone: customers.phone })
          .from(customers)
          .where(eq(customers.shopId, person.shopId))
          .orderBy(sql`random()`)
          .limit(1)
      : [];
  const [last] = await tx
    .select({ billNumber: max(tickets.billNumber) })
    .from(tickets)
    .where(eq(tickets.shopId, person.shopId));
  const billNumber = (last?.billNumber ?? 1000) + 1;

  const [ticket] = await tx
    .insert(tickets)
    .values({
      shopId: person.shopId,
      billNumber,
      customerId: customer?.id ?? null,
      customerName: customer?.fullName ?? 'WALL-IN',
      customerPhone: customer?.phone ?? '',
      status: 'CLOSED',
      checkinAt: new Date(now.getTime() - (minutes + 5) * 60_000),
      createdAt: new Date(now.getTime() - (minutes + 5) * 60_000),
      closedAt: now,
      subTotalCents: subTotal,
      discountCents: discount,
      tipCents: tip,
      totalCents: total,
      supplyCents: supply,
      cardFeeBps: shop.cardFeeBps,
      cardFeeCents: byCard ? Math.round((total * shop.cardFeeBps) / 10_000) : 0,
    })
    .returning({ id: tickets.id });
  if (!ticket) throw new Error('The ticket was not created');
  await tx.insert(ticketLines).values(
    chosen.map((s) => ({
      ticketId: ticket.id,
      kind: 'SERVICE',
      staffId: s.staffId,
      serviceId: s.id,
      name: s.name,
      priceCents: s.priceCents,
      supplyCents: s.supplyCents,
    })),
  );
  // Even shares in cents, the last one gets the remainder.
  const share = Math.floor(tip / team.length);
  await tx.insert(ticketTips).values(
    team.map((member, i) => ({
      ticketId: ticket.id,
      staffId: member,
      amountCents: i === team.length - 1 ? tip - share * (team.length - 1) : share,
    })),
  );
  await tx.insert(ticketPayments).values({
    ticketId: ticket.id,
    method: byCard ? 'CREDIT_CARD' : 'CASH',
    amountCents: total,
    last4: byCard ? String(Math.floor(Math.random() * 10_000)).padStart(4, '0') : null,
  });
  // The check-in desk's side: each of them took a turn, clocked in at the check-in if not yet that day.
  const checkinAt = new Date(now.getTime() - (minutes + 5) * 60_000);
  await tx
    .insert(staffDays)
    .values(
      team.map((member) => ({
        shopId: person.shopId,
        staffId: member,
        businessDate: formatIn(now, shop.timezone, 'yyyy-MM-dd'),
        clockInAt: checkinAt,
        turn: 1,
      })),
    )
    .onConflictDoUpdate({
      target: [staffDays.staffId, staffDays.businessDate],
      set: {
        turn: sql`${staffDays.turn} + 1`,
        clockInAt: sql`coalesce(${staffDays.clockInAt}, excluded.clock_in_at)`,
      },
    });
  if (coupon && extras.coupon) {
    await tx
      .insert(ticketDiscounts)
      .values({ ticketId: ticket.id, source: 'OWNER', amountCents: discount, couponCode: coupon.code });
    await tx.insert(couponRedemptions).values({
      shopId: person.shopId,
      couponId: coupon.id,
      customerId: customer?.id ?? null,
      ticketId: ticket.id,
      source: extras.coupon,
      amountCents: subTotal,
      discountCents: discount,
      createdAt: now,
    });
  }
  if (review) {
    await tx.insert(reviews).values({
      shopId: person.shopId,
      ticketId: ticket.id,
      customerId: customer?.id ?? null,
      ...review,
      createdAt: now,
    });
  }
  return { billId: ticket.id, billNumber, total: total / 100, customerName: customer?.fullName ?? 'WALL-IN' };
}
