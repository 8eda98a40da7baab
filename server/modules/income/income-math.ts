import { TZDate } from '@date-fns/tz';
import { type IncomeReport, type IncomeType, MAX_INCOME_DAYS } from '../../../src/contract/income.ts';
import { fromCents } from '../../../src/contract/money.ts';
import { calendarDay, formatIn, isoDayOf, startOfDayIn } from '../../time/calendar-day.ts';

/**
 * Pure arithmetic of a staff member's income (GET report/getBillByStaff): the period, each ticket's
 * share of the staff member, and the report. No database here: income-service.ts sums each ticket's
 * share in SQL and hands the rows to `buildIncomeReport`; `staffShare` computes the same share from a
 * whole ticket and is the reference the SQL is tested against. Rules in words: docs/reports.md.
 */

/** A period the client asked for is not valid (answered with 400). */
export class IncomePeriodError extends RangeError {
  override name = 'IncomePeriodError';
}

export interface IncomePeriod {
  /** First and last business day, as day numbers (calendar-day.ts), both included. */
  first: number;
  last: number;
  /** The same days as YYYY-MM-DD. */
  from: string;
  to: string;
  /** Half-open instants: local midnight of `first` … local midnight after `last`. */
  start: Date;
  end: Date;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDay(iso: string, field: string): number {
  const m = ISO_DAY.exec(iso);
  if (!m) throw new IncomePeriodError(`${field} must be a date written YYYY-MM-DD.`);
  const year = Number(m[1]);
  if (year < 1900) throw new IncomePeriodError(`${field} is out of range: ${iso}.`);
  const n = calendarDay(year, Number(m[2]), Number(m[3]));
  if (n === null) throw new IncomePeriodError(`${field} is not a day on the calendar: ${iso}.`);
  return n;
}

/** The business day (day number) of an instant in a zone. */
export function dayIn(instant: Date, timeZone: string): number {
  const t = new TZDate(instant.getTime(), timeZone);
  const n = calendarDay(t.getFullYear(), t.getMonth() + 1, t.getDate());
  if (n === null) throw new Error('dayIn: not a calendar day');
  return n;
}

/** The Monday on or before a day (day 0, 1970-01-01, was a Thursday). Weeks run Monday to Sunday. */
export function mondayOf(day: number): number {
  return day - ((((day + 3) % 7) + 7) % 7);
}

/**
 * The period of an income request in the salon's zone: DAY is today, WEEK Monday to Sunday of this
 * week, RANGE `startDate` … `endDate` (at most MAX_INCOME_DAYS days, end not before start). DAY and
 * WEEK ignore the dates. Throws IncomePeriodError for a bad RANGE.
 */
export function incomePeriod(
  q: { type: IncomeType; startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
  timeZone: string,
): IncomePeriod {
  let first: number;
  let last: number;
  if (q.type === 'DAY') {
    first = dayIn(now, timeZone);
    last = first;
  } else if (q.type === 'WEEK') {
    first = mondayOf(dayIn(now, timeZone));
    last = first + 6;
  } else {
    if (q.startDate === undefined || q.endDate === undefined)
      throw new IncomePeriodError('A RANGE needs both startDate and endDate (YYYY-MM-DD).');
    first = parseDay(q.startDate, 'startDate');
    last = parseDay(q.endDate, 'endDate');
    if (last < first) throw new IncomePeriodError('The end date cannot be before the start date');
    const days = last - first + 1;
    if (days > MAX_INCOME_DAYS)
      throw new IncomePeriodError(
        `A range can cover at most ${MAX_INCOME_DAYS} days; this one covers ${days}.`,
      );
  }
  return {
    first,
    last,
    from: isoDayOf(first),
    to: isoDayOf(last),
    start: startOfDayIn(first, timeZone),
    end: startOfDayIn(last + 1, timeZone),
  };
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
export const ticketTotalCents = (t: StaffTicket): number => t.salesCents + t.tipCents;

/** Tickets whose total is 0 or less are hidden (spec §5), and left out of every figure. */
export const isListed = (t: StaffTicket): boolean => ticketTotalCents(t) > 0;

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

/**
 * The income report from the staff member's tickets of the period (any order, hidden ones included).
 * Commission is computed once on the period's service sales.
 */
export function buildIncomeReport(
  rows: readonly StaffTicket[],
  commissionBps: number,
  period: { from: string; to: string },
  timeZone: string,
): IncomeReport {
  const listed = rows
    .filter(isListed)
    .sort((a, b) => b.closedAt.getTime() - a.closedAt.getTime() || b.id - a.id);
  const sales = sum(listed.map((t) => t.salesCents));
  const tip = sum(listed.map((t) => t.tipCents));
  return {
    totalAmount: fromCents(sum(listed.map(ticketTotalCents))),
    commission: fromCents(commissionCents(sales, commissionBps)),
    tip: fromCents(tip),
    discount: fromCents(sum(listed.map((t) => t.discountCents))),
    supply: fromCents(sum(listed.map((t) => t.supplyCents))),
    totalTickets: listed.length,
    totalBooking: listed.filter((t) => t.fromAppointment).length,
    from: period.from,
    to: period.to,
    tickets: listed.map((t) => ({
      id: t.id,
      billNumber: t.billNumber,
      customerName: t.customerName,
      star: t.star,
      tip: fromCents(t.tipCents),
      supply: fromCents(t.supplyCents),
      total: fromCents(ticketTotalCents(t)),
      create: historyTimeIn(t.closedAt, timeZone),
    })),
  };
}
