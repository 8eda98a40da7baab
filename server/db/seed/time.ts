import { TZDate } from '@date-fns/tz';

/** A calendar day in a salon's time zone. */
export interface LocalDay {
  y: number;
  /** 1-12 */
  m: number;
  d: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** YYYY-MM-DD */
  iso: string;
}

const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY_MS = 24 * HOUR;

const pad = (n: number): string => String(n).padStart(2, '0');

function makeDay(y: number, m: number, d: number): LocalDay {
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return { y, m, d, weekday, iso: `${y}-${pad(m)}-${pad(d)}` };
}

/** The calendar day of `now` in `tz`. */
export function localToday(now: Date, tz: string): LocalDay {
  const t = new TZDate(now.getTime(), tz);
  return makeDay(t.getFullYear(), t.getMonth() + 1, t.getDate());
}

export function addDays(day: LocalDay, n: number): LocalDay {
  const u = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return makeDay(u.getUTCFullYear(), u.getUTCMonth() + 1, u.getUTCDate());
}

/** The instant of a wall-clock time (minutes since midnight) on `day` in `tz`. */
export function wallClock(day: LocalDay, minutes: number, tz: string): Date {
  const t = new TZDate(day.y, day.m - 1, day.d, Math.floor(minutes / 60), minutes % 60, 0, tz);
  return new Date(t.getTime());
}

/**
 * A fast wall-clock converter for one day: valid for times after 03:00 (DST changes in the US
 * happen at 02:00, so every business hour of a day shares one UTC offset).
 */
export function dayClock(day: LocalDay, tz: string): (minutes: number) => Date {
  const base = wallClock(day, 12 * 60, tz).getTime() - 12 * HOUR;
  return (minutes) => new Date(base + minutes * MINUTE);
}

/** 'HH:MM' → minutes since midnight. */
export function parseHm(hm: string): number {
  const [h, m] = hm.split(':');
  return Number(h) * 60 + Number(m);
}

export const addMinutes = (d: Date, minutes: number): Date => new Date(d.getTime() + minutes * MINUTE);

export const minDate = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);
export const maxDate = (a: Date, b: Date): Date => (a.getTime() >= b.getTime() ? a : b);

/** 'MM/DD' of a day. */
export const monthDay = (day: LocalDay): string => `${pad(day.m)}/${pad(day.d)}`;
