/**
 * The wall clock of a time zone (the salon's), without paying for Intl on every start.
 *
 * The browser's first date format costs a great deal (it loads its locale and time-zone data), and a
 * cold start needs the salon's "today" before it can draw anything. So the zone's offsets from UTC are
 * worked out with Intl once the app is idle, kept on the device as spans of constant offset for the
 * weeks ahead (src/lib/zone-spans-kept.ts), and a later start reads the wall clock from them. A first
 * visit's page carries the salon's, worked out by the server. Outside the kept spans (another zone, a
 * span run out), Intl answers as before.
 */

import { DAY, intlOffset, intlWallMs, type OffsetSpan, spansAround } from '../contract/zone-spans.ts';
import { nowMs } from './clock.ts';
import { whenIdle } from './idle.ts';
import { keepZoneSpans, keptZoneSpans } from './zone-spans-kept.ts';

/** A moment on a wall clock: the day (YYYY-MM-DD) and the minutes since its midnight (seconds as a fraction). */
export interface ZoneWallClock {
  day: string;
  minutes: number;
}

const MINUTE = 60_000;
/** Spans are worked out again once fewer than this many days of them are left. */
const RENEW_DAYS = 14;

/**
 * The instant of a wall-clock time of `zone`, given as ms on a UTC scale (`Date.UTC` of its fields). Twice:
 * the offset at the first guess may differ from the offset at the instant (a change that day); a time that
 * happens twice (clocks going back) is its first.
 */
export function zoneInstant(wallMs: number, zone: string): number {
  const guess = wallMs - intlOffset(zone, wallMs) * MINUTE;
  return wallMs - intlOffset(zone, guess) * MINUTE;
}

const CALENDAR_TIME = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The instant (epoch ms) of a salon wall-clock time (MM-DD-YYYY HH:mm[:ss]) in its zone, or NaN. */
export function instantOfWallClock(calendarTime: string, zone: string): number {
  const m = CALENDAR_TIME.exec(calendarTime);
  if (!m) return Number.NaN;
  return zoneInstant(
    Date.UTC(Number(m[3]), Number(m[1]) - 1, Number(m[2]), Number(m[4]), Number(m[5])),
    zone,
  );
}

/** The wall clock `offset` minutes ahead of UTC at `instant`. */
export function wallClockAt(instant: number, offset: number): ZoneWallClock {
  const wall = new Date(instant + offset * MINUTE);
  return {
    day: wall.toISOString().slice(0, 10),
    minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() + wall.getUTCSeconds() / 60,
  };
}

export function spanAt(spans: readonly OffsetSpan[] | undefined, instant: number): OffsetSpan | undefined {
  return spans?.find((s) => s.from <= instant && instant < s.to);
}

const renewing = new Set<string>();

/** Works the zone's spans out again once the app is idle, when they are missing or running out. */
function renewSoon(zone: string, now: number): void {
  const spans = keptZoneSpans()[zone];
  const first = spans?.[0];
  const last = spans?.[spans.length - 1];
  const fresh =
    first !== undefined && last !== undefined && first.from <= now && last.to - now > RENEW_DAYS * DAY;
  if (fresh || renewing.has(zone)) return;
  renewing.add(zone);
  whenIdle(() => {
    renewing.delete(zone);
    keepZoneSpans(zone, spansAround(zone, nowMs()));
  });
}

/** The zone's wall clock at `instant` as Intl reads it (to the second). */
export function intlWallClock(instant: number, zone: string): ZoneWallClock {
  const whole = Math.floor(instant / 1000) * 1000;
  return wallClockAt(whole, (intlWallMs(zone, whole) - whole) / MINUTE);
}

/** The zone's wall clock at `instant`: from the kept spans when they cover it, else from Intl. */
export function zoneWallClock(instant: Date, zone: string): ZoneWallClock {
  const ms = instant.getTime();
  renewSoon(zone, ms);
  const span = spanAt(keptZoneSpans()[zone], ms);
  return span ? wallClockAt(ms, span.offset) : intlWallClock(ms, zone);
}
