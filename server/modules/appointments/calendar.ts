import {
  APPOINTMENT_PAST_MIDNIGHT,
  APPOINTMENT_TOO_FAR,
  APPOINTMENT_TOO_LONG,
  MAX_APPOINTMENT_MINUTES,
  MAX_BOOKING_DAYS_AHEAD,
} from '../../../src/contract/appointment.ts';
import { invalid } from '../../errors.ts';
import { type BusinessDays, dayIn, type PeriodRule, parsePeriod } from '../../time/business-days.ts';
import { formatIn, startOfDayIn } from '../../time/calendar-day.ts';

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

/**
 * Refuses (400) appointment times past the contract's bounds: longer than MAX_APPOINTMENT_MINUTES, or
 * ending after the midnight that follows its start in the salon's zone; and, with `now` (a start that
 * moves or is new), starting more than MAX_BOOKING_DAYS_AHEAD days after the salon's today. Every
 * write of an appointment's times asks it.
 */
export function assertAppointmentTimes(start: Date, end: Date, timeZone: string, now?: Date): void {
  if (end.getTime() - start.getTime() > MAX_APPOINTMENT_MINUTES * 60_000) throw invalid(APPOINTMENT_TOO_LONG);
  const day = dayIn(start, timeZone);
  if (end.getTime() > startOfDayIn(day + 1, timeZone).getTime()) throw invalid(APPOINTMENT_PAST_MIDNIGHT);
  if (now && day - dayIn(now, timeZone) > MAX_BOOKING_DAYS_AHEAD) throw invalid(APPOINTMENT_TOO_FAR);
}
