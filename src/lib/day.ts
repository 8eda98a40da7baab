/**
 * Calendar days as YYYY-MM-DD, free of time zones, with small helpers (no date library on the
 * screens that must load fast).
 */
import { zoneWallClock } from './zone-clock.ts';

const toUtc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function shiftDay(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * 86_400_000);
}

// English names, written out: the first Intl date format a page builds is costly, and these run on
// the first screen.
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Today, Sat, Nov 21" / "Tue, Nov 24". */
export function dayTitle(day: string, today: string): string {
  const names: Record<string, string> = {
    [today]: 'Today',
    [shiftDay(today, -1)]: 'Yesterday',
    [shiftDay(today, 1)]: 'Tomorrow',
  };
  const d = new Date(toUtc(day));
  const date = `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
  return names[day] ? `${names[day]}, ${date}` : date;
}

/** "10:42 AM" today, "Nov 21, 10:42 AM" otherwise (the device's clock). */
export function formatMoment(ms: number, now: number = Date.now()): string {
  const a = new Date(ms);
  const b = new Date(now);
  const sameDay =
    a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
  const hour = a.getHours();
  const time = `${hour % 12 === 0 ? 12 : hour % 12}:${String(a.getMinutes()).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return sameDay ? time : `${MONTHS[a.getMonth()]} ${a.getDate()}, ${time}`;
}

/** Today's day (YYYY-MM-DD) in a time zone; the device's zone when the name is unknown. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return zoneWallClock(now, timeZone).day;
}
