import { type BusinessDays, type PeriodRule, parsePeriod } from '../../time/business-days.ts';
import { formatIn } from '../../time/calendar-day.ts';

/** The longest staff calendar one request may ask for, in business days. */
export const MAX_CALENDAR_DAYS = 62;

/** The staff calendar's days: `start_time` … `end_time`, YYYY-MM-DD, at most MAX_CALENDAR_DAYS. */
export const CALENDAR_PERIOD: PeriodRule = {
  format: 'YYYY-MM-DD',
  fields: ['start_time', 'end_time'],
  maxDays: {
    days: MAX_CALENDAR_DAYS,
    refusal: (days) =>
      `The calendar can show at most ${MAX_CALENDAR_DAYS} days at a time; this range has ${days}.`,
  },
};

/**
 * The half-open range of instants of the inclusive business days `first` … `last` (YYYY-MM-DD) in the
 * salon's zone (server/time/business-days.ts). Refused (400): a malformed or impossible date, an end
 * before the start, or more than MAX_CALENDAR_DAYS days.
 */
export const calendarRange = (first: string, last: string, timeZone: string): BusinessDays =>
  parsePeriod(CALENDAR_PERIOD, first, last, timeZone);

/** The spec's calendar time: MM-DD-YYYY HH:mm:ss in the salon's zone. */
export const calendarTimeIn = (instant: Date, timeZone: string): string =>
  formatIn(instant, timeZone, 'MM-dd-yyyy HH:mm:ss');

/** The spec's appointment date: MM-DD-YYYY hh:mm A (12-hour clock) in the salon's zone. */
export const displayStartIn = (instant: Date, timeZone: string): string =>
  formatIn(instant, timeZone, 'MM-dd-yyyy hh:mm a');

/** Whole minutes from `start` to `end`. */
export const minutesBetween = (start: Date, end: Date): number =>
  Math.round((end.getTime() - start.getTime()) / 60_000);
