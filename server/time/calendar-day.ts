import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/**
 * Calendar days as day numbers (days since 1970-01-01, proleptic Gregorian, no time zone) and the
 * instants they start at in a salon's zone. Shared by the reports and the appointment calendar.
 */
const MS_PER_DAY = 86_400_000;

export function dayNumber(year: number, month: number, day: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return Math.round(d.getTime() / MS_PER_DAY);
}

export function fromDayNumber(n: number): { year: number; month: number; day: number } {
  const d = new Date(n * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** The day number of a date, or null when the date is not on the calendar (02-30). */
export function calendarDay(year: number, month: number, day: number): number | null {
  const n = dayNumber(year, month, day);
  const back = fromDayNumber(n);
  return back.year === year && back.month === month && back.day === day ? n : null;
}

export function isoDayOf(n: number): string {
  const { year, month, day } = fromDayNumber(n);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * First instant of a calendar day in a zone. When local midnight does not exist (a DST jump at 00:00,
 * as in Asia/Beirut) it is the first local time that does.
 */
export function startOfDayIn(dayNum: number, timeZone: string): Date {
  const { year, month, day } = fromDayNumber(dayNum);
  return new Date(new TZDate(year, month - 1, day, timeZone).getTime());
}

/** An instant as wall-clock time in a zone, in a date-fns pattern. */
export const formatIn = (instant: Date, timeZone: string, pattern: string): string =>
  format(new TZDate(instant.getTime(), timeZone), pattern);

/**
 * The instant of a wall-clock time (minutes since midnight) on a calendar day in a zone. A time that
 * does not exist (skipped by a daylight-saving change) is read as the first one that does.
 */
export function wallClockInstant(dayNum: number, minutes: number, timeZone: string): Date {
  const { year, month, day } = fromDayNumber(dayNum);
  const t = new TZDate(year, month - 1, day, Math.floor(minutes / 60), minutes % 60, 0, timeZone);
  return new Date(t.getTime());
}

/** "08:30" (a salon's opening or closing) → minutes since midnight. */
export function wallMinutes(hm: string): number {
  const [h, m] = hm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
