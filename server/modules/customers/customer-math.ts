import type {
  CustomerFilter,
  CustomerGroup,
  CustomerListType,
  CustomerRow,
} from '../../../src/contract/customers.ts';
import { invalid } from '../../errors.ts';
import { parseDay } from '../../time/business-days.ts';
import { fromDayNumber } from '../../time/calendar-day.ts';

/**
 * The customers' groups, filters, order and pages, from each customer's figures (service.ts reads them).
 * Pure: tested on plain records. Rules: docs/reports.md, "Customers".
 */

/** One customer with the figures of their sales (days are day numbers in the salon's zone). */
export interface CustomerFigures {
  id: number;
  fullName: string;
  phone: string;
  email: string;
  /** MM/DD or null. */
  dob: string | null;
  points: number;
  createdDay: number;
  /** Sales (closed, not voided tickets) of the customer. */
  visits: number;
  /** Of them, those that came from an appointment. */
  fromAppointment: number;
  /** The day of the last visit, and of the visit before it (another ticket, maybe the same day). */
  lastDay: number | null;
  previousDay: number | null;
  /** What the customer bought, in cents: the overview's sale of each ticket, less what refunds took back. */
  spentCents: number;
}

/** Loyal: at least LOYAL_VISITS visits, the last one within LOYAL_WITHIN_DAYS days. */
export const LOYAL_VISITS = 5;
export const LOYAL_WITHIN_DAYS = 90;
/** At risk: has visited, not in the last AT_RISK_AFTER_DAYS days. */
export const AT_RISK_AFTER_DAYS = 30;
/** Returned: at least 2 visits, the last one within RETURNED_WITHIN_DAYS days. */
export const RETURNED_WITHIN_DAYS = 30;
/** Birthday coming: the birthday falls today or in the BIRTHDAY_WITHIN_DAYS − 1 days after. */
export const BIRTHDAY_WITHIN_DAYS = 30;

const sinceLast = (c: CustomerFigures, today: number) => (c.lastDay === null ? null : today - c.lastDay);

/**
 * Days from `today` to the next birthday `dob` (MM/DD): 0 on the day. 02/29 is kept on 02/28 in a year
 * without it. Null for a missing or malformed birthday.
 */
export function daysToBirthday(dob: string | null, today: number): number | null {
  const m = dob ? /^(\d{2})\/(\d{2})$/.exec(dob) : null;
  if (!m) return null;
  const month = Number(m[1]);
  const day = Number(m[2]);
  const { year } = fromDayNumber(today);
  for (const y of [year, year + 1]) {
    const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
    const d = month === 2 && day === 29 && !leap ? 28 : day;
    const date = new Date(0);
    date.setUTCFullYear(y, month - 1, d);
    if (date.getUTCMonth() !== month - 1) return null;
    const n = Math.round(date.getTime() / 86_400_000);
    if (n >= today) return n - today;
  }
  return null;
}

export function inGroup(c: CustomerFigures, group: CustomerGroup, today: number): boolean {
  const since = sinceLast(c, today);
  switch (group) {
    case 'LOYALTY':
      return c.visits >= LOYAL_VISITS && since !== null && since <= LOYAL_WITHIN_DAYS;
    case 'NO_VISIT':
      return since !== null && since >= AT_RISK_AFTER_DAYS;
    case 'BEST_RETURN':
      return c.visits >= 2 && since !== null && since <= RETURNED_WITHIN_DAYS;
    case 'BIRTHDAY': {
      const days = daysToBirthday(c.dob, today);
      return days !== null && days < BIRTHDAY_WITHIN_DAYS;
    }
  }
}

const byName = (a: CustomerFigures, b: CustomerFigures) =>
  a.fullName.localeCompare(b.fullName, 'en', { sensitivity: 'base' }) || a.id - b.id;

/**
 * The order of a list: loyal customers by spend (most first), at risk and returned by the last visit
 * (most recent first: the easiest to win back, the latest back), birthdays by the date coming, every
 * customer by name.
 */
export function compareIn(type: CustomerListType, today: number) {
  return (a: CustomerFigures, b: CustomerFigures): number => {
    switch (type) {
      case 'LOYALTY':
        return b.spentCents - a.spentCents || byName(a, b);
      case 'NO_VISIT':
      case 'BEST_RETURN':
        return (b.lastDay ?? 0) - (a.lastDay ?? 0) || byName(a, b);
      case 'BIRTHDAY':
        return (daysToBirthday(a.dob, today) ?? 0) - (daysToBirthday(b.dob, today) ?? 0) || byName(a, b);
      case 'ALL':
        return byName(a, b);
    }
  };
}

/**
 * Whether a customer matches a search: the trimmed words all in the name (any case), or, for a search
 * of digits (a phone as typed, with its brackets and dashes), those digits in the phone.
 */
export function searchMatcher(keySearch: string | undefined): (c: CustomerFigures) => boolean {
  const term = (keySearch ?? '').trim().toLowerCase();
  if (term === '') return () => true;
  if (/^[\d\s()+.-]+$/.test(term) && /\d/.test(term)) {
    const digits = term.replace(/\D/g, '');
    return (c) => c.phone.includes(digits);
  }
  const words = term.split(/\s+/);
  return (c) => {
    const name = c.fullName.toLowerCase();
    return words.every((w) => name.includes(w));
  };
}

/** A range's check: a lower bound above 0 is exclusive, 0 includes 0; no upper bound, no limit. */
const inRange = (value: number, from: number | undefined, to: number | undefined, scale: number) =>
  (from === undefined || (from === 0 ? value >= 0 : value > from * scale)) &&
  (to === undefined || value <= to * scale);

/** The filter sheet's bounds as a test of one customer; bounds the wrong way round are a 400. */
export function filterMatcher(filter: CustomerFilter): (c: CustomerFigures) => boolean {
  const { amountFrom, amountTo, pointFrom, pointTo, lastVisitFrom, lastVisitTo } = filter;
  if (amountFrom !== undefined && amountTo !== undefined && amountFrom > amountTo)
    throw invalid('The lowest amount cannot be more than the highest.');
  if (pointFrom !== undefined && pointTo !== undefined && pointFrom > pointTo)
    throw invalid('The lowest points cannot be more than the highest.');
  const firstDay =
    lastVisitFrom === undefined ? undefined : parseDay(lastVisitFrom, 'YYYY-MM-DD', 'lastVisitFrom');
  const lastDay = lastVisitTo === undefined ? undefined : parseDay(lastVisitTo, 'YYYY-MM-DD', 'lastVisitTo');
  if (firstDay !== undefined && lastDay !== undefined && firstDay > lastDay)
    throw invalid('The end date cannot be before the start date');
  const byVisit = firstDay !== undefined || lastDay !== undefined;
  return (c) =>
    inRange(c.spentCents, amountFrom, amountTo, 100) &&
    inRange(c.points, pointFrom, pointTo, 1) &&
    (!byVisit ||
      (c.lastDay !== null &&
        (firstDay === undefined || c.lastDay >= firstDay) &&
        (lastDay === undefined || c.lastDay <= lastDay)));
}

/** MM-DD-YYYY of a day number. */
export function mdyOf(day: number): string {
  const { year, month, day: d } = fromDayNumber(day);
  return `${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}-${year}`;
}

export function rowOf(c: CustomerFigures, today: number): CustomerRow {
  return {
    customerId: c.id,
    customerName: c.fullName,
    customerPhone: c.phone,
    email: c.email,
    createdDate: mdyOf(c.createdDay),
    amountSpend: c.spentCents / 100,
    point: c.points,
    lastTimeVisit: c.lastDay === null ? null : mdyOf(c.lastDay),
    numNoReturn: sinceLast(c, today),
    numReturnDays: c.lastDay === null || c.previousDay === null ? null : c.lastDay - c.previousDay,
    dob: c.dob,
  };
}

export interface ListAsk extends CustomerFilter {
  type: CustomerListType;
  keySearch?: string | undefined;
  page: number;
  size: number;
}

/** One page of a list with the list's count and sums (all pages). */
export function listPage(book: readonly CustomerFigures[], ask: ListAsk, today: number) {
  const search = searchMatcher(ask.keySearch);
  const filter = filterMatcher(ask);
  const { type } = ask;
  const matched = book.filter((c) => (type === 'ALL' || inGroup(c, type, today)) && search(c) && filter(c));
  let spent = 0;
  let points = 0;
  for (const c of matched) {
    spent += c.spentCents;
    points += c.points;
  }
  const start = (ask.page - 1) * ask.size;
  const page = matched.sort(compareIn(type, today)).slice(start, start + ask.size);
  return {
    customers: page.map((c) => rowOf(c, today)),
    total: matched.length,
    totalSpendAmount: spent / 100,
    totalPoint: points,
  };
}
