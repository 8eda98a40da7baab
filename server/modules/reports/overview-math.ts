import { fromCents } from '../../../src/contract/money.ts';
import type { Overview } from '../../../src/contract/overview.ts';

/**
 * Pure arithmetic of the manager overview (GET /admin/overview). No database here: the service
 * (overview-service.ts) aggregates in SQL and hands the sums to `buildOverview`; `computeOverview`
 * does the same from plain ticket rows and is the reference the SQL is tested against.
 * Formulas in plain words: docs/reports.md.
 */

/** The ticket line kinds the overview splits the gross sale into. */
export const LINE_KINDS = ['SERVICE', 'PRODUCT', 'GIFT_CARD'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

/** A ticket is a sale once it has this status (and is not voided). */
export const CLOSED_STATUS = 'CLOSED';

/** Appointment statuses that are not counted: 4 CANCELED, 5 DELETED. */
export const UNCOUNTED_APPOINTMENT_STATUSES = [4, 5] as const;

export function isLineKind(kind: string): kind is LineKind {
  return (LINE_KINDS as readonly string[]).includes(kind);
}

export function isCountedAppointmentStatus(status: number): boolean {
  return !(UNCOUNTED_APPOINTMENT_STATUSES as readonly number[]).includes(status);
}

function toBigInt(value: number, what: string): bigint {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
  return BigInt(value);
}

/** num / den rounded to the nearest integer, halves away from zero; den > 0. */
function divRound(num: bigint, den: bigint): bigint {
  const q = num / den; // truncates toward zero
  const r = num % den; // same sign as num
  const absR = r < 0n ? -r : r;
  if (2n * absR >= den) return num < 0n ? q - 1n : q + 1n;
  return q;
}

/** floor(num / den); den > 0. */
function floorDiv(num: bigint, den: bigint): bigint {
  const q = num / den;
  return num % den !== 0n && num < 0n ? q - 1n : q;
}

/**
 * `amount` shared out in proportion to `weights` (their sum > 0), in whole units, by the largest-remainder
 * method: every part gets the floor of its exact share, then the units still missing go one each to the
 * parts with the largest remainders (ties: the earlier part first). The parts add up to `amount` exactly
 * and each is within one unit of its exact share.
 */
function apportion(weights: readonly bigint[], amount: bigint): bigint[] {
  const total = weights.reduce((a, b) => a + b, 0n);
  const scaled = weights.map((w) => w * amount);
  const floors = scaled.map((s) => floorDiv(s, total));
  const remainders = scaled.map((s, i) => s - (floors[i] ?? 0n) * total);
  let missing = amount - floors.reduce((a, b) => a + b, 0n);
  const order = remainders
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  const parts = [...floors];
  for (const { i } of order) {
    if (missing <= 0n) break;
    parts[i] = (parts[i] ?? 0n) + 1n;
    missing -= 1n;
  }
  return parts;
}

/**
 * Share of each part in the sum, in percent with 2 decimals.
 *
 * Largest-remainder method on hundredths of a percent (`apportion` of 10,000 hundredths): every part gets
 * the floor of its exact share (in hundredths), then the hundredths still missing to reach 100.00 go one
 * each to the parts with the largest remainders (ties: the earlier part first). So the percentages always
 * add up to exactly 100.00 when the sum is non-zero, and each differs from its exact share by less than
 * 0.01. All zeros when the sum is zero. Parts are integer cents (exact arithmetic, no float drift).
 */
export function splitPercents(parts: readonly number[]): number[] {
  const cents = parts.map((p, i) => toBigInt(p, `Part ${i}`));
  const total = cents.reduce((a, b) => a + b, 0n);
  if (total === 0n) return parts.map(() => 0);
  // A negative sum: the shares are the same as for the negated parts.
  const sign = total < 0n ? -1n : 1n;
  return apportion(
    cents.map((c) => c * sign),
    10_000n,
  ).map((h) => Number(h) / 100);
}

/**
 * The part of a ticket's sale (its lines, `linesCents`) that refunds took back: the refunded share of
 * what the customer paid, round(lines × refunded ÷ total) with halves up, so a ticket refunded in full
 * is no sale at all and a refund of a tenth of the total takes a tenth of the sale (the rest of it gave
 * back a tenth of the tax and tip). 0 without refunds or without a total.
 */
export function refundedSaleCents(linesCents: number, totalCents: number, refundedCents: number): number {
  const lines = toBigInt(linesCents, 'Lines');
  const total = toBigInt(totalCents, 'Total');
  const refunded = toBigInt(refundedCents, 'Refunded');
  if (refunded <= 0n || total <= 0n || lines <= 0n) return 0;
  if (refunded >= total) return linesCents;
  return Number(divRound(lines * refunded, total));
}

/**
 * What refunds took back from each line of a ticket (`prices`, in the order entered): `refundedSaleCents`
 * shared out in proportion to the prices (largest remainder), so the kinds and services of the overview
 * still add up to its gross sale to the cent. Never more than a line's price.
 */
export function refundedLineCents(
  prices: readonly number[],
  totalCents: number,
  refundedCents: number,
): number[] {
  const lines = prices.reduce((a, b) => a + b, 0);
  const back = refundedSaleCents(lines, totalCents, refundedCents);
  if (back === 0) return prices.map(() => 0);
  return apportion(
    prices.map((p, i) => toBigInt(p, `Price ${i}`)),
    BigInt(back),
  ).map(Number);
}

/**
 * Percent change from `previous` to `current` (integer cents), rounded to 2 decimals, halves away
 * from zero: (current − previous) / |previous| × 100.
 *
 * When `previous` is 0 there is no base to compare with: the result is 0 when `current` is 0 too
 * (nothing changed), 100 when `current` > 0 (shown as "+100 %", growth from nothing) and −100 when
 * `current` < 0.
 */
export function growthPercent(current: number, previous: number): number {
  const cur = toBigInt(current, 'Current');
  const prev = toBigInt(previous, 'Previous');
  if (prev === 0n) return cur === 0n ? 0 : cur > 0n ? 100 : -100;
  const absPrev = prev < 0n ? -prev : prev;
  return Number(divRound((cur - prev) * 10_000n, absPrev)) / 100;
}

/** Sold amount: one ticket line, or the sum of several lines sharing kind, name and origin. */
export interface SaleRow {
  kind: LineKind;
  /** The line's name; only SERVICE names are used (service details). */
  name: string;
  /** The line's ticket came from an appointment (tickets.appointment_id is set). */
  fromAppointment: boolean;
  amountCents: number;
}

/** Everything the overview needs, already restricted to the salon and the period. */
export interface OverviewFigures {
  /** Lines of the tickets in scope (see `ticketInScope`), one row per line or pre-summed. */
  sales: readonly SaleRow[];
  /** Customers served: distinct customers of the tickets in scope + tickets without a customer. */
  totalCustomer: number;
  /** Appointments starting in the period, not CANCELED (4) nor DELETED (5). */
  totalAppointment: number;
  /** Customer records created in the period. */
  totalNewCustomer: number;
  /** Gross sale of the previous period of the same number of days, in cents. */
  previousGrossCents: number;
}

function byAmountThenName(a: { name: string; cents: number }, b: { name: string; cents: number }): number {
  if (a.cents !== b.cents) return b.cents - a.cents;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Turns the period's sums into the contract's `Overview` (money in dollars, percentages split to 100). */
export function buildOverview(figures: OverviewFigures): Overview {
  let appointmentCents = 0;
  let walkInCents = 0;
  const byKind: Record<LineKind, number> = { SERVICE: 0, PRODUCT: 0, GIFT_CARD: 0 };
  const byService = new Map<string, number>();
  for (const row of figures.sales) {
    toBigInt(row.amountCents, 'Amount');
    if (row.fromAppointment) appointmentCents += row.amountCents;
    else walkInCents += row.amountCents;
    byKind[row.kind] += row.amountCents;
    if (row.kind === 'SERVICE') byService.set(row.name, (byService.get(row.name) ?? 0) + row.amountCents);
  }
  const grossCents = appointmentCents + walkInCents;

  const [percentAppointment = 0, percentWalkIn = 0] = splitPercents([appointmentCents, walkInCents]);
  const [percentServices = 0, percentGiftCard = 0, percentProducts = 0] = splitPercents([
    byKind.SERVICE,
    byKind.GIFT_CARD,
    byKind.PRODUCT,
  ]);

  const services = [...byService].map(([name, cents]) => ({ name, cents })).sort(byAmountThenName);
  const servicePercents = splitPercents(services.map((s) => s.cents));

  return {
    totalCustomer: figures.totalCustomer,
    totalAppointment: figures.totalAppointment,
    totalNewCustomer: figures.totalNewCustomer,
    grossSale: fromCents(grossCents),
    percent: growthPercent(grossCents, figures.previousGrossCents),
    appointment: fromCents(appointmentCents),
    percentAppointment,
    walkIn: fromCents(walkInCents),
    percentWalkIn,
    services: fromCents(byKind.SERVICE),
    percentServices,
    giftCard: fromCents(byKind.GIFT_CARD),
    percentGiftCard,
    products: fromCents(byKind.PRODUCT),
    percentProducts,
    serviceDetails: services.map((s, i) => ({
      serviceName: s.name,
      totalAmount: fromCents(s.cents),
      percent: servicePercents[i] ?? 0,
    })),
  };
}

/** A half-open instant range [start, end). */
export interface InstantRange {
  start: Date;
  end: Date;
}

export interface OverviewTicketLine {
  kind: string;
  name: string;
  priceCents: number;
}

export interface OverviewTicket {
  status: string;
  closedAt: Date | null;
  voidedAt: Date | null;
  customerId: number | null;
  appointmentId: number | null;
  /** What the customer paid (lines, express, tax and tip, less discounts) and what was refunded of it. */
  totalCents: number;
  refundedCents: number;
  /** In the order entered. */
  lines: readonly OverviewTicketLine[];
}

/** A refunded ticket's sold lines, as the overview statement reads them. */
export interface RefundedTicket {
  fromAppointment: boolean;
  totalCents: number;
  refundedCents: number;
  /** The SERVICE, PRODUCT and GIFT_CARD lines, in the order entered. */
  lines: readonly { kind: LineKind; name: string; priceCents: number }[];
}

/**
 * What refunds took back from a ticket's lines, as sale rows of negative amounts (one per line with
 * something taken back): added to the ticket's own rows, they leave each line's price less its part of
 * `refundedSaleCents`.
 */
export function refundRows(t: RefundedTicket): SaleRow[] {
  const back = refundedLineCents(
    t.lines.map((l) => l.priceCents),
    t.totalCents,
    t.refundedCents,
  );
  return t.lines.flatMap((l, i) => {
    const cents = back[i] ?? 0;
    return cents === 0
      ? []
      : [{ kind: l.kind, name: l.name, fromAppointment: t.fromAppointment, amountCents: -cents }];
  });
}

/** A ticket's sale rows net of its refunds: each sold line's price less what refunds took back from it. */
export function ticketSales(t: OverviewTicket): SaleRow[] {
  const lines = t.lines.flatMap((l) => (isLineKind(l.kind) ? [{ ...l, kind: l.kind }] : []));
  const fromAppointment = t.appointmentId !== null;
  const rows: SaleRow[] = lines.map((l) => ({
    kind: l.kind,
    name: l.name,
    fromAppointment,
    amountCents: l.priceCents,
  }));
  return [...rows, ...refundRows({ ...t, fromAppointment, lines })];
}

/** A ticket counts in a period when it is CLOSED, not voided, and closed within [start, end). */
export function ticketInScope(ticket: OverviewTicket, range: InstantRange): boolean {
  if (ticket.status !== CLOSED_STATUS || ticket.voidedAt !== null || ticket.closedAt === null) return false;
  const t = ticket.closedAt.getTime();
  return t >= range.start.getTime() && t < range.end.getTime();
}

/**
 * Gross sale of tickets (all in scope): sum of SERVICE, PRODUCT and GIFT_CARD line prices less what
 * refunds took back from them, in cents.
 */
export function grossCents(tickets: readonly OverviewTicket[]): number {
  let sum = 0;
  for (const t of tickets) for (const row of ticketSales(t)) sum += row.amountCents;
  return sum;
}

/**
 * Customers served by tickets (all in scope): each customer record once, however many tickets;
 * each ticket without a customer record is one walk-in customer.
 */
export function countCustomers(customerIds: readonly (number | null)[]): number {
  const known = new Set<number>();
  let anonymous = 0;
  for (const id of customerIds) {
    if (id === null) anonymous += 1;
    else known.add(id);
  }
  return known.size + anonymous;
}

export interface OverviewInput {
  /** The period, as instants (server/time/business-days.ts). */
  range: InstantRange;
  /** The salon's tickets; those out of scope (see `ticketInScope`) are left out here. */
  tickets: readonly OverviewTicket[];
  /** Appointments starting in the period, not CANCELED (4) nor DELETED (5). */
  appointmentCount: number;
  /** Customer records created in the period. */
  newCustomerCount: number;
  /** Gross sale of the previous period of the same number of days, in cents. */
  previousGrossCents: number;
}

/** The overview from plain rows: scope filter, then `buildOverview`. */
export function computeOverview(input: OverviewInput): Overview {
  const inScope = input.tickets.filter((t) => ticketInScope(t, input.range));
  return buildOverview({
    sales: inScope.flatMap(ticketSales),
    totalCustomer: countCustomers(inScope.map((t) => t.customerId)),
    totalAppointment: input.appointmentCount,
    totalNewCustomer: input.newCustomerCount,
    previousGrossCents: input.previousGrossCents,
  });
}
