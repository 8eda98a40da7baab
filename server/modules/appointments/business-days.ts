import { badRequest } from '../../http/errors.ts';
import { calendarDay, formatIn, startOfDayIn } from '../../time/calendar-day.ts';

/** The longest staff calendar one request may ask for, in business days. */
export const MAX_CALENDAR_DAYS = 62;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Parses YYYY-MM-DD into a day number; a day that is not on the calendar (2026-02-30) is a 400. */
export function parseIsoDay(iso: string, field: string): number {
  const m = ISO_DAY.exec(iso);
  if (!m) throw badRequest(`${field} must be a date written YYYY-MM-DD.`);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1900 || year > 9999) throw badRequest(`${field} is out of range: ${iso}.`);
  const n = calendarDay(year, month, day);
  if (n === null) throw badRequest(`${field} is not a day on the calendar: ${iso}.`);
  return n;
}

export interface CalendarRange {
  /** First instant of the first business day. */
  start: Date;
  /** First instant of the day after the last business day (exclusive). */
  end: Date;
  days: number;
}

/**
 * The half-open range of instants of the inclusive business days `first` … `last` (YYYY-MM-DD) in the
 * salon's zone. Days are calendar days (23 h or 25 h across a DST change). 400 for a malformed or
 * impossible date, an end before the start, or more than MAX_CALENDAR_DAYS days.
 */
export function calendarRange(first: string, last: string, timeZone: string): CalendarRange {
  const a = parseIsoDay(first, 'start_time');
  const b = parseIsoDay(last, 'end_time');
  if (b < a) throw badRequest('end_time cannot be before start_time.');
  const days = b - a + 1;
  if (days > MAX_CALENDAR_DAYS) {
    throw badRequest(
      `The calendar can show at most ${MAX_CALENDAR_DAYS} days at a time; this range has ${days}.`,
    );
  }
  return { start: startOfDayIn(a, timeZone), end: startOfDayIn(b + 1, timeZone), days };
}

/** The spec's calendar time: MM-DD-YYYY HH:mm:ss in the salon's zone. */
export const calendarTimeIn = (instant: Date, timeZone: string): string =>
  formatIn(instant, timeZone, 'MM-dd-yyyy HH:mm:ss');

/** The spec's appointment date: MM-DD-YYYY hh:mm A (12-hour clock) in the salon's zone. */
export const displayStartIn = (instant: Date, timeZone: string): string =>
  formatIn(instant, timeZone, 'MM-dd-yyyy hh:mm a');

/** Whole minutes from `start` to `end`. */
export const minutesBetween = (start: Date, end: Date): number =>
  Math.round((end.getTime() - start.getTime()) / 60_000);
