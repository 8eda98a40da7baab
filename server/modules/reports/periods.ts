import { TZDate } from '@date-fns/tz';

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

const MS_PER_DAY = 86_400_000;
const MDY = /^(\d{2})-(\d{2})-(\d{4})$/;

/** Days since 1970-01-01 of a calendar date (proleptic Gregorian, no time zone). */
function dayNumber(year: number, month: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return Math.round(d.getTime() / MS_PER_DAY);
}

function fromDayNumber(n: number): { year: number; month: number; day: number } {
  const d = new Date(n * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function isoDay(n: number): string {
  const { year, month, day } = fromDayNumber(n);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Parses MM-DD-YYYY into a day number; rejects dates that are not on the calendar (02-30). */
export function parseMdy(mdy: string): number {
  const m = MDY.exec(mdy);
  if (!m) throw new InvalidRangeError(`Date must be MM-DD-YYYY, got "${mdy}"`);
  const month = Number(m[1]);
  const day = Number(m[2]);
  const year = Number(m[3]);
  if (year < 1900) throw new InvalidRangeError(`Date is out of range: ${mdy}`);
  const n = dayNumber(year, month, day);
  const back = fromDayNumber(n);
  if (back.year !== year || back.month !== month || back.day !== day) {
    throw new InvalidRangeError(`Date does not exist: ${mdy}`);
  }
  return n;
}

function assertTimeZone(timeZone: string): void {
  // Throws a RangeError for an unknown zone (a server data problem, not a client one).
  new Intl.DateTimeFormat('en-US', { timeZone });
}

/**
 * First instant of a calendar day in a zone. When local midnight does not exist (a DST jump at
 * 00:00, as in Asia/Beirut or old America/Sao_Paulo) it is the first local time that does.
 */
export function startOfBusinessDay(dayNum: number, timeZone: string): Date {
  const { year, month, day } = fromDayNumber(dayNum);
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

function rangeOfDays(first: number, last: number, timeZone: string): BusinessRange {
  return {
    start: startOfBusinessDay(first, timeZone),
    end: startOfBusinessDay(last + 1, timeZone),
    days: last - first + 1,
    timeZone,
    firstDay: isoDay(first),
    lastDay: isoDay(last),
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
