import { calendarDay, dayNumber, isoDayOf, startOfDayIn } from '../../time/calendar-day.ts';

/**
 * Report periods: inclusive business days (MM-DD-YYYY) in the salon's time zone, turned into a
 * half-open range of instants [first instant of the first day, first instant of the day after the
 * last day). Days are counted on the calendar, never as 24 h blocks, so a range across a DST change
 * holds 23 h or 25 h days and still starts and ends at local midnight.
 */

/** A report period the client asked for is not valid (answered with 400). */
export class InvalidRangeError extends RangeError {
  override name = 'InvalidRangeError';
}

export interface BusinessRange {
  /** First instant of the first business day. */
  start: Date;
  /** First instant of the day after the last business day (exclusive). */
  end: Date;
  /** Number of business days, counted on the calendar (≥ 1). */
  days: number;
  timeZone: string;
  /** First and last business day, YYYY-MM-DD. */
  firstDay: string;
  lastDay: string;
}

const MDY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Parses MM-DD-YYYY into a day number; rejects dates that are not on the calendar (02-30). */
export function parseMdy(mdy: string): number {
  const m = MDY.exec(mdy);
  if (!m) throw new InvalidRangeError(`Date must be MM-DD-YYYY, got "${mdy}"`);
  const month = Number(m[1]);
  const day = Number(m[2]);
  const year = Number(m[3]);
  if (year < 1900) throw new InvalidRangeError(`Date is out of range: ${mdy}`);
  const n = calendarDay(year, month, day);
  if (n === null) throw new InvalidRangeError(`Date does not exist: ${mdy}`);
  return n;
}

function assertTimeZone(timeZone: string): void {
  // Throws a RangeError for an unknown zone (a server data problem, not a client one).
  new Intl.DateTimeFormat('en-US', { timeZone });
}

function rangeOfDays(first: number, last: number, timeZone: string): BusinessRange {
  return {
    start: startOfDayIn(first, timeZone),
    end: startOfDayIn(last + 1, timeZone),
    days: last - first + 1,
    timeZone,
    firstDay: isoDayOf(first),
    lastDay: isoDayOf(last),
  };
}

/**
 * The instants of the inclusive business days `startMdy` … `endMdy` (MM-DD-YYYY) in `timeZone`.
 * Throws InvalidRangeError for a malformed or impossible date, or an end before the start.
 */
export function businessRange(startMdy: string, endMdy: string, timeZone: string): BusinessRange {
  assertTimeZone(timeZone);
  const first = parseMdy(startMdy);
  const last = parseMdy(endMdy);
  if (last < first) throw new InvalidRangeError('The end date cannot be before the start date');
  return rangeOfDays(first, last, timeZone);
}

/** The same number of business days just before `range` (it ends where `range` starts). */
export function previousRange(range: BusinessRange): BusinessRange {
  const first = parseIso(range.firstDay);
  return rangeOfDays(first - range.days, first - 1, range.timeZone);
}

function parseIso(iso: string): number {
  const [y = '', m = '', d = ''] = iso.split('-');
  return dayNumber(Number(y), Number(m), Number(d));
}
