/**
 * Salon wall-clock times as the spec writes them ('MM-DD-YYYY HH:mm:ss'), with no time zone: the
 * server already converted them to the salon's local time.
 */
const PATTERN = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

/** Minutes since 1970-01-01 00:00 on the wall clock, or NaN for a malformed string. */
export function wallClockMinutes(value: string): number {
  const m = PATTERN.exec(value);
  if (!m) return Number.NaN;
  const [, mo, d, y, h, mi] = m;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)) / 60_000;
}

export function formatWallClock(minutes: number): string {
  const d = new Date(minutes * 60_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}-${d.getUTCFullYear()} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:00`;
}

export function addWallClockMinutes(value: string, minutes: number): string {
  const base = wallClockMinutes(value);
  return Number.isNaN(base) ? value : formatWallClock(base + minutes);
}

/** The business day (YYYY-MM-DD) of a wall-clock time. */
export function wallClockDay(value: string): string {
  const m = PATTERN.exec(value);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : '';
}
