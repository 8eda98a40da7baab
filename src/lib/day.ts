/**
 * Calendar days as YYYY-MM-DD, free of time zones, with small helpers (no date library on the
 * screens that must load fast).
 */

import { nowDate, nowMs } from './clock.ts';
import { zoneWallClock } from './zone-clock.ts';

const toUtc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function shiftDay(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * 86_400_000);
}

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not), without a date library. */
export function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && shiftDay(value, 0) === value;
}

// English names, written out: the first Intl date format a page builds is costly, and these run on
// the first screen.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'YYYY-MM-DD' → the spec's 'MM-DD-YYYY' (part 1 §9), for people and for the calls that take it. */
export function displayDay(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${m}-${d}-${y}` : day;
}

/** "Today, Sat 11-21-2026" / "Tue 11-24-2026" (spec part 1 §9: dates MM-DD-YYYY). */
export function dayTitle(day: string, today: string): string {
  const names: Record<string, string> = {
    [today]: 'Today',
    [shiftDay(today, -1)]: 'Yesterday',
    [shiftDay(today, 1)]: 'Tomorrow',
  };
  const date = `${WEEKDAYS[new Date(toUtc(day)).getUTCDay()]} ${displayDay(day)}`;
  return names[day] ? `${names[day]}, ${date}` : date;
}

/**
 * How old an answer is, in words that need no time zone: "just now", "5 min ago", "3 h ago",
 * "2 days ago". A clock time would be the phone's, which may not be the salon's.
 */
export function ageText(ms: number, now: number = nowMs()): string {
  const minutes = Math.floor(Math.max(0, now - ms) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/** Today's day (YYYY-MM-DD) in a time zone; the device's zone when the name is unknown. */
export function todayIn(timeZone: string, now: Date = nowDate()): string {
  return zoneWallClock(now, timeZone).day;
}
