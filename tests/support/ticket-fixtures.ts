import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/connect.ts';
import {
  shops,
  staff,
  ticketDiscounts,
  ticketLines,
  ticketPayments,
  ticketRefunds,
  tickets,
  ticketTips,
} from '../../server/db/schema.ts';

/**
 * Rows that API tests about tickets make by construction on pinned days (docs/decisions.md, "Fixtures by
 * construction"): the demo salons and staff they hang on, and a ticket's lines and tips.
 */

/** The demo salon in a time zone (Luxe: America/Los_Angeles, Polished Studio: America/Chicago). */
export async function salonIn(db: Db, timezone: string): Promise<number> {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.timezone, timezone));
  if (!row) throw new Error(`no salon in ${timezone}`);
  return row.id;
}

/** The staff id of a phone in a salon. */
export async function staffIdOf(db: Db, shopId: number, phone: string): Promise<number> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.shopId, shopId), eq(staff.phone, phone)));
  if (!row) throw new Error(`no staff ${phone}`);
  return row.id;
}

export interface FixtureLine {
  /** SERVICE unless said. */
  kind?: string;
  staff: number | null;
  name: string;
  /** Cents, as are `supply` and `express`. */
  price: number;
  supply?: number;
  express?: number;
}

/** Writes a ticket's lines (in the order given) and its tips (cents). */
export async function addLinesAndTips(
  db: Db,
  ticketId: number,
  lines: readonly FixtureLine[],
  tips: readonly { staff: number; amount: number }[] = [],
): Promise<void> {
  await db.insert(ticketLines).values(
    lines.map((l) => ({
      ticketId,
      kind: l.kind ?? 'SERVICE',
      staffId: l.staff,
      name: l.name,
      priceCents: l.price,
      supplyCents: l.supply ?? 0,
      expressCents: l.express ?? 0,
    })),
  );
  if (tips.length > 0) {
    await db
      .insert(ticketTips)
      .values(tips.map((x) => ({ ticketId, staffId: x.staff, amountCents: x.amount })));
  }
}

/** A ticket made by construction, as checkout (and later the ticket tools) would have left it (cents). */
export interface FixtureTicket {
  shopId: number;
  billNumber: number;
  /** The closing time; null for a ticket still open. */
  closedAt: Date | null;
  /** The check-in time (an hour before the closing unless said). */
  checkinAt?: Date;
  lines: readonly FixtureLine[];
  tips?: readonly { staff: number; amount: number }[];
  discounts?: readonly { source: 'OWNER' | 'STAFF'; staff: number | null; amount: number }[];
  tax?: number;
  /** Payments by method (CREDIT_CARD, CASH, GIFT_CARD, CHECK_OTHER, POINT); all by card unless said. */
  payments?: readonly { method: string; amount: number }[];
  /** Card fee rate in basis points (300 unless said): fee = round(card payments × rate). */
  cardFeeBps?: number;
  /** What was refunded so far (one refund row). */
  refunded?: number;
  voided?: boolean;
  customerName?: string;
  customerPhone?: string;
  appointmentId?: number | null;
}

/** The amounts a fixture ticket stores: total = lines − discounts + tax + tips; the card fee on card payments. */
export function fixtureAmounts(t: FixtureTicket): {
  subTotal: number;
  discount: number;
  tip: number;
  total: number;
  supply: number;
  express: number;
  cardFee: number;
  payments: { method: string; amount: number }[];
} {
  const subTotal = t.lines.reduce((sum, l) => sum + l.price, 0);
  const discount = (t.discounts ?? []).reduce((sum, d) => sum + d.amount, 0);
  const tip = (t.tips ?? []).reduce((sum, x) => sum + x.amount, 0);
  const express = t.lines.reduce((sum, l) => sum + (l.express ?? 0), 0);
  const total = subTotal + express - discount + (t.tax ?? 0) + tip;
  const payments = t.closedAt === null ? [] : [...(t.payments ?? [{ method: 'CREDIT_CARD', amount: total }])];
  const card = payments.filter((p) => p.method === 'CREDIT_CARD').reduce((sum, p) => sum + p.amount, 0);
  const cardFee = Math.round((card * (t.cardFeeBps ?? 300)) / 10_000);
  const supply = t.lines.reduce(
    (sum, l) => sum + (l.kind === undefined || l.kind === 'SERVICE' ? (l.supply ?? 0) : 0),
    0,
  );
  return { subTotal, discount, tip, total, supply, express, cardFee, payments };
}

/** Writes a fixture ticket with its lines, tips, discounts, payments and refund; returns its id. */
export async function addFixtureTicket(db: Db, t: FixtureTicket): Promise<number> {
  const a = fixtureAmounts(t);
  const checkinAt = t.checkinAt ?? new Date((t.closedAt ?? new Date(0)).getTime() - 3_600_000);
  const [row] = await db
    .insert(tickets)
    .values({
      shopId: t.shopId,
      billNumber: t.billNumber,
      customerName: t.customerName ?? 'WALL-IN',
      customerPhone: t.customerPhone ?? '',
      appointmentId: t.appointmentId ?? null,
      status: t.closedAt === null ? 'OPEN' : 'CLOSED',
      checkinAt,
      createdAt: checkinAt,
      closedAt: t.closedAt,
      voidedAt: t.voided ? t.closedAt : null,
      voidReason: t.voided ? 'Entered twice' : null,
      subTotalCents: a.subTotal,
      discountCents: a.discount,
      expressCents: a.express,
      taxCents: t.tax ?? 0,
      tipCents: a.tip,
      totalCents: a.total,
      supplyCents: a.supply,
      cardFeeBps: t.cardFeeBps ?? 300,
      cardFeeCents: a.cardFee,
      refundedCents: t.refunded ?? 0,
    })
    .returning({ id: tickets.id });
  if (!row) throw new Error('the fixture ticket was not written');
  await addLinesAndTips(db, row.id, t.lines, t.tips ?? []);
  if (t.discounts?.length) {
    await db.insert(ticketDiscounts).values(
      t.discounts.map((d) => ({
        ticketId: row.id,
        source: d.source,
        staffId: d.staff,
        amountCents: d.amount,
      })),
    );
  }
  if (a.payments.length > 0) {
    await db
      .insert(ticketPayments)
      .values(a.payments.map((p) => ({ ticketId: row.id, method: p.method, amountCents: p.amount })));
  }
  if (t.refunded) {
    await db.insert(ticketRefunds).values({
      ticketId: row.id,
      amountCents: t.refunded,
      reason: 'Fixture refund',
      createdAt: t.closedAt ?? checkinAt,
    });
  }
  return row.id;
}
