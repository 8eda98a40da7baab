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
  let ofZone = dayStarts.get(timeZone);
  if (!ofZone) {
    ofZone = new Map();
    dayStarts.set(timeZone, ofZone);
  }
  let ms = ofZone.get(dayNum);
  if (ms === undefined) {
    const { year, month, day } = fromDayNumber(dayNum);
    ms = new TZDate(year, month - 1, day, timeZone).getTime();
    if (ofZone.size >= KEPT_PER_ZONE) ofZone.clear();
    ofZone.set(dayNum, ms);
  }
  return new Date(ms);
}

/**
 * What the two functions around it worked out, kept: a day's first instant and an instant's text depend
 * on nothing else, and the zone's rules (Intl, through @date-fns/tz) are slow to ask; the reports and the
 * calendar ask for the same days and times on every request. Bounded: emptied when full.
 */
const dayStarts = new Map<string, Map<number, number>>();
const formatted = new Map<string, string>();
const KEPT_PER_ZONE = 100_000;

/** An instant as wall-clock time in a zone, in a date-fns pattern. */
export function formatIn(instant: Date, timeZone: string, pattern: string): string {
  const ms = instant.getTime();
  const key = `${ms}|${timeZone}|${pattern}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = format(new TZDate(ms, timeZone), pattern);
    if (formatted.size >= KEPT_PER_ZONE) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

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
