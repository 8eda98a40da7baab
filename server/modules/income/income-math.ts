import { type IncomeReport, type IncomeType, MAX_INCOME_DAYS } from '../../../src/contract/income.ts';
import { fromCents } from '../../../src/contract/money.ts';
import { invalid } from '../../errors.ts';
import {
  type BusinessDays,
  businessDays,
  dayIn,
  mondayOf,
  type PeriodRule,
  parsePeriod,
} from '../../time/business-days.ts';
import { formatIn } from '../../time/calendar-day.ts';

/**
 * Pure arithmetic of a staff member's income (GET report/getBillByStaff): the period, each ticket's
 * share of the staff member, and the report. No database here: income-service.ts sums each ticket's
 * share in SQL and hands the rows to `buildIncomeReport`; `staffShare` computes the same share from a
 * whole ticket and is the reference the SQL is tested against. Rules in words: docs/reports.md.
 */

/** The days of an income request (server/time/business-days.ts). */
export type IncomePeriod = BusinessDays;

/** A RANGE: YYYY-MM-DD, at most MAX_INCOME_DAYS days. */
export const INCOME_PERIOD: PeriodRule = {
  format: 'YYYY-MM-DD',
  fields: ['startDate', 'endDate'],
  maxDays: {
    days: MAX_INCOME_DAYS,
    refusal: (days) => `A range can cover at most ${MAX_INCOME_DAYS} days; this one covers ${days}.`,
  },
};

/**
 * The period of an income request in the salon's zone: DAY is today, WEEK Monday to Sunday of this
 * week, RANGE `startDate` … `endDate` (INCOME_PERIOD). DAY and WEEK ignore the dates. A bad RANGE is
 * refused (DomainError `invalid`).
 */
export function incomePeriod(
  q: { type: IncomeType; startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
  timeZone: string,
): IncomePeriod {
  if (q.type === 'DAY') {
    const today = dayIn(now, timeZone);
    return businessDays(today, today, timeZone);
  }
  if (q.type === 'WEEK') {
    const monday = mondayOf(dayIn(now, timeZone));
    return businessDays(monday, monday + 6, timeZone);
  }
  if (q.startDate === undefined || q.endDate === undefined)
    throw invalid('A RANGE needs both startDate and endDate (YYYY-MM-DD).');
  return parsePeriod(INCOME_PERIOD, q.startDate, q.endDate, timeZone);
}

// ---- one ticket's share ----------------------------------------------------------------------

/** A whole ticket, as stored (the reference input of `staffShare`). */
export interface WholeTicket {
  id: number;
  billNumber: number;
  customerName: string;
  status: string;
  closedAt: Date | null;
  voidedAt: Date | null;
  appointmentId: number | null;
  lines: readonly { kind: string; staffId: number | null; priceCents: number; supplyCents: number }[];
  tips: readonly { staffId: number; amountCents: number }[];
  discounts: readonly { source: string; staffId: number | null; amountCents: number }[];
  /** The review's star, or null when not reviewed. */
  star: number | null;
}

/** One staff member's part of one of their closed tickets, in cents (what the SQL returns per ticket). */
export interface StaffTicket {
  id: number;
  billNumber: number;
  customerName: string;
  closedAt: Date;
  fromAppointment: boolean;
  /** 1 to 5, or 0 when not reviewed. */
  star: number;
  /** Sum of the prices of the staff member's SERVICE lines (before discounts; no express, tax or tip). */
  salesCents: number;
  /** Supply fees of those lines. */
  supplyCents: number;
  /** The staff member's tip on the ticket. */
  tipCents: number;
  /** Discounts of source STAFF attributed to the staff member. */
  discountCents: number;
}

export const CLOSED_STATUS = 'CLOSED';
export const OPEN_STATUS = 'OPEN';
export const SERVICE_KIND = 'SERVICE';
export const STAFF_DISCOUNT = 'STAFF';

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/**
 * The staff member's share of a ticket, or null when the ticket is not theirs in the period: it must be
 * CLOSED, not voided, closed within [start, end), with at least one SERVICE line of theirs.
 */
export function staffShare(
  t: WholeTicket,
  staffId: number,
  range: { start: Date; end: Date },
): StaffTicket | null {
  if (t.status !== CLOSED_STATUS || t.voidedAt !== null || t.closedAt === null) return null;
  const at = t.closedAt.getTime();
  if (at < range.start.getTime() || at >= range.end.getTime()) return null;
  const mine = t.lines.filter((l) => l.kind === SERVICE_KIND && l.staffId === staffId);
  if (mine.length === 0) return null;
  return {
    id: t.id,
    billNumber: t.billNumber,
    customerName: t.customerName,
    closedAt: t.closedAt,
    fromAppointment: t.appointmentId !== null,
    star: t.star ?? 0,
    salesCents: sum(mine.map((l) => l.priceCents)),
    supplyCents: sum(mine.map((l) => l.supplyCents)),
    tipCents: sum(t.tips.filter((x) => x.staffId === staffId).map((x) => x.amountCents)),
    discountCents: sum(
      t.discounts
        .filter((d) => d.source === STAFF_DISCOUNT && d.staffId === staffId)
        .map((d) => d.amountCents),
    ),
  };
}

// ---- the report ------------------------------------------------------------------------------

/** The total shown for a ticket in the history: the staff member's service sales plus their tip. */
export const ticketTotalCents = (t: Pick<StaffTicket, 'salesCents' | 'tipCents'>): number =>
  t.salesCents + t.tipCents;

/** Tickets whose total is 0 or less are hidden (spec §5), and left out of every figure. */
export const isListed = (t: Pick<StaffTicket, 'salesCents' | 'tipCents'>): boolean => ticketTotalCents(t) > 0;

/** round(sales × bps / 10 000), halves up (sales are never negative; exact in integers). */
export function commissionCents(salesCents: number, commissionBps: number): number {
  if (!Number.isSafeInteger(salesCents) || !Number.isSafeInteger(commissionBps))
    throw new RangeError('commission: sales and rate must be whole numbers');
  const n = BigInt(salesCents) * BigInt(commissionBps);
  const q = n / 10_000n;
  const r = n % 10_000n;
  if (n >= 0n) return Number(2n * r >= 10_000n ? q + 1n : q);
  return Number(-2n * r > 10_000n ? q - 1n : q);
}

/** MM/DD/YYYY hh:mm:ss AM/PM in a zone (the history's `create`). */
export const historyTimeIn = (instant: Date, timeZone: string): string =>
  formatIn(instant, timeZone, 'MM/dd/yyyy hh:mm:ss a');

/** MM/DD/YYYY HH:mm:ss (24-hour) in a zone (the detail's `payment.strCreateDate`). */
export const paymentTimeIn = (instant: Date, timeZone: string): string =>
  formatIn(instant, timeZone, 'MM/dd/yyyy HH:mm:ss');

/** A ticket as the income report lists it. */
export type IncomeTicket = IncomeReport['tickets'][number];

/** A staff member's ticket with its entry in the report, written once in the salon's zone. */
export interface ListedTicket {
  ticket: StaffTicket;
  entry: IncomeTicket;
}

/** A ticket's entry in the income report, its time in the salon's zone. */
export const incomeTicket = (t: StaffTicket, timeZone: string): IncomeTicket => ({
  id: t.id,
  billNumber: t.billNumber,
  customerName: t.customerName,
  star: t.star,
  tip: fromCents(t.tipCents),
  supply: fromCents(t.supplyCents),
  total: fromCents(ticketTotalCents(t)),
  create: historyTimeIn(t.closedAt, timeZone),
});

/**
 * The income report from the staff member's tickets of the period with their entries (any order,
 * hidden ones included). Commission is computed once on the period's service sales.
 */
export function incomeReportOf(
  rows: readonly ListedTicket[],
  commissionBps: number,
  period: { from: string; to: string },
): IncomeReport {
  const listed = rows
    .filter((r) => isListed(r.ticket))
    .sort((a, b) => b.ticket.closedAt.getTime() - a.ticket.closedAt.getTime() || b.ticket.id - a.ticket.id);
  const tickets = listed.map((r) => r.ticket);
  const sales = sum(tickets.map((t) => t.salesCents));
  const tip = sum(tickets.map((t) => t.tipCents));
  return {
    totalAmount: fromCents(sum(tickets.map(ticketTotalCents))),
    commission: fromCents(commissionCents(sales, commissionBps)),
    tip: fromCents(tip),
    discount: fromCents(sum(tickets.map((t) => t.discountCents))),
    supply: fromCents(sum(tickets.map((t) => t.supplyCents))),
    totalTickets: tickets.length,
    totalBooking: tickets.filter((t) => t.fromAppointment).length,
    from: period.from,
    to: period.to,
    tickets: listed.map((r) => r.entry),
  };
}

/**
 * The income report from the staff member's tickets of the period (any order, hidden ones included),
 * their times written in `timeZone`.
 */
export function buildIncomeReport(
  rows: readonly StaffTicket[],
  commissionBps: number,
  period: { from: string; to: string },
  timeZone: string,
): IncomeReport {
  return incomeReportOf(
    rows.filter(isListed).map((ticket) => ({ ticket, entry: incomeTicket(ticket, timeZone) })),
    commissionBps,
    period,
  );
}
