import { TZDate } from '@date-fns/tz';
import { MAX_YEAR, MIN_YEAR } from '../../src/contract/common.ts';
import { invalid } from '../errors.ts';
import { calendarDay, isoDayOf, startOfDayIn } from './calendar-day.ts';

/**
 * Business days: the wire's dates read as whole days in a salon's zone, and turned into the half-open
 * range of instants [local midnight of the first day, local midnight after the last day). Days are
 * counted on the calendar, never as 24 h blocks, so a range across a DST change holds a 23 h or 25 h day
 * and still starts and ends at local midnight. Every call that takes a period (the overview, staff
 * income, the staff calendar) parses it here; a bad period is a DomainError of kind `invalid` (400).
 */

/** How the wire writes a day: the spec uses MM-DD-YYYY for the overview and YYYY-MM-DD elsewhere. */
export type DayFormat = 'MM-DD-YYYY' | 'YYYY-MM-DD';

/** Year, month, day positions of each format's groups. */
const FORMATS: Record<DayFormat, { pattern: RegExp; year: number; month: number; day: number }> = {
  'MM-DD-YYYY': { pattern: /^(\d{2})-(\d{2})-(\d{4})$/, year: 3, month: 1, day: 2 },
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{2})-(\d{2})$/, year: 1, month: 2, day: 3 },
};

/** The refusal of a period whose end comes before its start (the app shows the same sentence). */
export const END_BEFORE_START = 'The end date cannot be before the start date';

/**
 * Parses one day written in `format` into a day number (calendar-day.ts). `field` names it in the
 * refusal: a malformed date, a year outside the contract's MIN_YEAR … MAX_YEAR, or a day not on the
 * calendar (02-30).
 */
export function parseDay(text: string, format: DayFormat, field: string): number {
  const { pattern, year, month, day } = FORMATS[format];
  const m = pattern.exec(text);
  if (!m) throw invalid(`${field} must be a date written ${format}.`);
  const y = Number(m[year]);
  if (y < MIN_YEAR || y > MAX_YEAR) throw invalid(`${field} is out of range: ${text}.`);
  const n = calendarDay(y, Number(m[month]), Number(m[day]));
  if (n === null) throw invalid(`${field} is not a day on the calendar: ${text}.`);
  return n;
}

export interface BusinessDays {
  /** First and last business day, as day numbers (calendar-day.ts), both included. */
  first: number;
  last: number;
  /** The same days as YYYY-MM-DD. */
  from: string;
  to: string;
  /** First instant of the first day. */
  start: Date;
  /** First instant of the day after the last day (exclusive). */
  end: Date;
  /** Number of days, counted on the calendar (≥ 1). */
  days: number;
  timeZone: string;
}

/** How a call takes a period from the wire. */
export interface PeriodRule {
  format: DayFormat;
  /** The names of the start and end fields, for the refusals. */
  fields: readonly [start: string, end: string];
  /** The longest period allowed, in days, and the sentence refusing a longer one. */
  maxDays?: { days: number; refusal: (days: number) => string };
}

const knownZones = new Set<string>();

function assertTimeZone(timeZone: string): void {
  if (knownZones.has(timeZone)) return;
  // Throws a RangeError for an unknown zone: a server data problem (500), not a client one.
  new Intl.DateTimeFormat('en-US', { timeZone });
  knownZones.add(timeZone);
}

/** The inclusive business days `first` … `last` (day numbers) in `timeZone`. */
export function businessDays(first: number, last: number, timeZone: string): BusinessDays {
  assertTimeZone(timeZone);
  return {
    first,
    last,
    from: isoDayOf(first),
    to: isoDayOf(last),
    start: startOfDayIn(first, timeZone),
    end: startOfDayIn(last + 1, timeZone),
    days: last - first + 1,
    timeZone,
  };
}

/**
 * The period `start` … `end` (both included, written as `rule` says) in `timeZone`. Refuses a bad date,
 * an end before the start, and a period longer than the rule allows.
 */
export function parsePeriod(rule: PeriodRule, start: string, end: string, timeZone: string): BusinessDays {
  assertTimeZone(timeZone);
  const first = parseDay(start, rule.format, rule.fields[0]);
  const last = parseDay(end, rule.format, rule.fields[1]);
  if (last < first) throw invalid(END_BEFORE_START);
  const days = last - first + 1;
  if (rule.maxDays && days > rule.maxDays.days) throw invalid(rule.maxDays.refusal(days));
  return businessDays(first, last, timeZone);
}

/** The same number of business days just before `period` (it ends where `period` starts). */
export const previousPeriod = (period: BusinessDays): BusinessDays =>
  businessDays(period.first - period.days, period.first - 1, period.timeZone);

/** True when the period is one whole calendar month (the 1st to the month's last day). */
function isWholeMonth(period: BusinessDays): boolean {
  return period.from.endsWith('-01') && isoDayOf(period.last + 1).endsWith('-01') && period.days >= 28;
}

/**
 * What a period's sales are compared with (like with like). A calendar month is compared with the
 * calendar month before, day number for day number up to the days it has had so far: November 1–22 with
 * October 1–22, a whole March with February 1–28. Another period still running on `today` is compared
 * with the same days of the period of its length before it (Monday–Wednesday with last
 * Monday–Wednesday); one over, or not begun, with the same number of days just before it.
 */
export function comparedPeriod(period: BusinessDays, today: number): BusinessDays {
  if (today < period.first) return previousPeriod(period);
  const elapsed = Math.min(today, period.last) - period.first + 1;
  if (isWholeMonth(period)) {
    const lastOfPrevious = period.first - 1;
    const firstOfPrevious = lastOfPrevious - Number(isoDayOf(lastOfPrevious).slice(8)) + 1;
    return businessDays(
      firstOfPrevious,
      Math.min(firstOfPrevious + elapsed - 1, lastOfPrevious),
      period.timeZone,
    );
  }
  if (today > period.last) return previousPeriod(period);
  const first = period.first - period.days;
  return businessDays(first, first + elapsed - 1, period.timeZone);
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
