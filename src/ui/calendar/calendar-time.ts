/**
 * Time arithmetic for the day calendar. Everything here is salon wall-clock time: the server sends
 * calendar times as 'MM-DD-YYYY HH:mm:ss' in the salon's zone, so no time-zone conversion happens after
 * parsing. Pure: nothing reads the clock; callers pass `now` (`salonWallClock` turns an instant into
 * the salon's wall clock through lib/zone-clock.ts).
 */
import { type ZoneWallClock, zoneWallClock } from '../../lib/zone-clock.ts';

/** The calendar shows 9:00 to 21:00 (spec part 1 §9). Minutes since midnight. */
export const DAY_START_MINUTES = 9 * 60;
export const DAY_END_MINUTES = 21 * 60;
/** One row is 15 minutes. */
export const SLOT_MINUTES = 15;
/** 48 rows. */
export const ROW_COUNT = (DAY_END_MINUTES - DAY_START_MINUTES) / SLOT_MINUTES;
/** The current-time line refreshes every 30 seconds. */
export const NOW_REFRESH_MS = 30_000;
/** An item whose start equals its end (or, defensively, ends before it starts) is drawn this long. */
export const MIN_ITEM_MINUTES = 15;
export const MINUTES_PER_DAY = 24 * 60;

/** A calendar day as YYYY-MM-DD, free of any time zone. */
export type IsoDay = string;

/** A moment on the salon's wall clock: the day and the minutes since its midnight (seconds as a fraction). */
export type WallClock = ZoneWallClock;

/** A parsed calendar time: the day it falls on and the minutes since that day's midnight. */
export interface CalendarMoment {
  day: IsoDay;
  /** Days since 1970-01-01, to compare and subtract days cheaply. */
  dayNumber: number;
  minutes: number;
}

const MS_PER_DAY = 86_400_000;

function digits(s: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return Number.NaN;
    n = n * 10 + c;
  }
  return n;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * Days since 1970-01-01 of a valid date, or NaN when the date does not exist (02-30, month 13 …).
 * Plain arithmetic (H. Hinnant's days_from_civil): no Date objects on the layout's hot path.
 */
function dayNumberOf(year: number, month: number, dayOfMonth: number): number {
  if (!(month >= 1 && month <= 12 && dayOfMonth >= 1)) return Number.NaN; // NaN fails too
  const monthDays = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (!(dayOfMonth <= monthDays && Number.isInteger(year))) return Number.NaN;
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + dayOfMonth - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Days since 1970-01-01 of a YYYY-MM-DD day, or NaN when it is not a valid day. */
export function isoDayNumber(day: IsoDay): number {
  if (day.length !== 10 || day[4] !== '-' || day[7] !== '-') return Number.NaN;
  return dayNumberOf(digits(day, 0, 4), digits(day, 5, 7), digits(day, 8, 10));
}

/** 0 = Sunday … 6 = Saturday (the contract's ScheduleDay.weekday), or NaN for an invalid day. */
export function weekdayOf(day: IsoDay): number {
  const n = isoDayNumber(day);
  // 1970-01-01 was a Thursday (4).
  return Number.isNaN(n) ? Number.NaN : (((n + 4) % 7) + 7) % 7;
}

/** Day number and minutes of 'MM-DD-YYYY HH:mm:ss', or null; shared by the parsers below. */
function readCalendarTime(text: string): { dayNumber: number; minutes: number } | null {
  if (
    text.length !== 19 ||
    text.charCodeAt(2) !== 45 || // -
    text.charCodeAt(5) !== 45 ||
    text.charCodeAt(10) !== 32 || // space
    text.charCodeAt(13) !== 58 || // :
    text.charCodeAt(16) !== 58
  ) {
    return null;
  }
  const hours = digits(text, 11, 13);
  const mins = digits(text, 14, 16);
  const secs = digits(text, 17, 19);
  if (!(hours <= 23 && mins <= 59 && secs <= 59)) return null; // NaN fails too
  const dayNumber = dayNumberOf(digits(text, 6, 10), digits(text, 0, 2), digits(text, 3, 5));
  if (Number.isNaN(dayNumber)) return null;
  return { dayNumber, minutes: hours * 60 + mins + secs / 60 };
}

/** Parses the contract's 'MM-DD-YYYY HH:mm:ss'; null when the text is not a valid time. */
export function parseCalendarTime(text: string): CalendarMoment | null {
  const read = readCalendarTime(text);
  if (!read) return null;
  return { day: `${text.slice(6, 10)}-${text.slice(0, 2)}-${text.slice(3, 5)}`, ...read };
}

/**
 * Minutes of a calendar time counted from the midnight that starts `day` (negative the day before,
 * ≥ 1440 the day after), or null when the text is not a valid time. `dayNumber` is `isoDayNumber(day)`.
 */
export function minutesOnDay(text: string, dayNumber: number): number | null {
  const m = readCalendarTime(text);
  return m ? (m.dayNumber - dayNumber) * MINUTES_PER_DAY + m.minutes : null;
}

/** Formats a day and minutes since its midnight back into 'MM-DD-YYYY HH:mm:ss' (minutes may leave the day). */
export function formatCalendarTime(day: IsoDay, minutes: number): string {
  const base = isoDayNumber(day);
  const totalSeconds = Math.round(minutes * 60);
  const dayOffset = Math.floor(totalSeconds / 86_400);
  const secondsOfDay = totalSeconds - dayOffset * 86_400;
  const d = new Date((base + dayOffset) * MS_PER_DAY);
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(secondsOfDay / 3600);
  const m = Math.floor((secondsOfDay % 3600) / 60);
  const s = secondsOfDay % 60;
  return `${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())}-${d.getUTCFullYear()} ${two(h)}:${two(m)}:${two(s)}`;
}

/** 'HH:mm' (the schedule's format) → minutes since midnight, or NaN. */
export function parseHourMinute(text: string): number {
  if (text.length !== 5 || text[2] !== ':') return Number.NaN;
  const h = digits(text, 0, 2);
  const m = digits(text, 3, 5);
  return h <= 23 && m <= 59 ? h * 60 + m : Number.NaN;
}

/** Minutes since midnight → 'h:mm A' (9:00 AM, 12:30 PM). Minutes of the next day wrap around. */
export function formatClock(minutes: number): string {
  const whole = ((Math.floor(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const h24 = Math.floor(whole / 60);
  const m = whole % 60;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${m < 10 ? '0' : ''}${m} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/**
 * `now` with its minutes floored to the quarter hour. Slot disabling only changes at quarter hours
 * (a slot ends on a multiple of 15), so a layout computed from `quantizeNow(now)` is identical to one
 * computed from `now`, and a screen can memoise on it while the now-line moves every 30 seconds.
 */
export function quantizeNow(now: WallClock): WallClock {
  return { day: now.day, minutes: Math.floor(now.minutes / SLOT_MINUTES) * SLOT_MINUTES };
}

/** The salon's wall clock at `instant`: what a screen passes as `now` (take `instant` from the caller). */
export function salonWallClock(instant: Date, timeZone: string): WallClock {
  return zoneWallClock(instant, timeZone);
}
