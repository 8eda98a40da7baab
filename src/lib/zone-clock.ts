/**
 * The wall clock of a time zone (the salon's), without paying for Intl on every start.
 *
 * The browser's first date format costs a great deal (it loads its locale and time-zone data), and a
 * cold start needs the salon's "today" before it can draw anything. So the zone's offsets from UTC are
 * worked out with Intl once the app is idle, kept on the device as spans of constant offset for the
 * weeks ahead, and a later start reads the wall clock from them. Outside the kept spans (first start,
 * another zone, a span run out), Intl answers as before.
 */

import { nowMs } from './clock.ts';
import { whenIdle } from './idle.ts';
import { readJson, writeJson } from './storage.ts';

/** From `from` (inclusive) to `to` (exclusive), ms since the epoch, the zone is `offset` minutes ahead of UTC. */
export interface OffsetSpan {
  from: number;
  to: number;
  offset: number;
}

/** A moment on a wall clock: the day (YYYY-MM-DD) and the minutes since its midnight (seconds as a fraction). */
export interface ZoneWallClock {
  day: string;
  minutes: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** How far ahead the kept spans reach, and how often the offset is sampled to find its changes. */
const SPAN_DAYS = 45;
const SAMPLE_MS = 6 * HOUR;
/** Spans are worked out again once fewer than this many days of them are left. */
const RENEW_DAYS = 14;
const STORAGE_KEY = 'zoneOffsets';

const formats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', options); // unknown zone: the device's own
    }
    formats.set(zone, format);
  }
  return format;
}

/** The zone's wall clock at `instant` as Intl reads it, in ms on a UTC scale. */
function intlWallMs(zone: string, instant: number): number {
  const parts: Record<string, string> = {};
  for (const p of wallFormat(zone).formatToParts(instant)) parts[p.type] = p.value;
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour) % 24,
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The zone's offset from UTC at `instant`, in whole minutes, as Intl reads it. */
export function intlOffset(zone: string, instant: number): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((intlWallMs(zone, whole) - whole) / MINUTE);
}

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

/**
 * The spans of constant offset covering [start, start + days): the offset is sampled every few hours
 * and each change is narrowed down to its minute (zones change offset on whole minutes).
 */
export function offsetSpans(zone: string, start: number, days: number = SPAN_DAYS): OffsetSpan[] {
  const from = Math.floor(start / MINUTE) * MINUTE;
  const end = from + days * DAY;
  const spans: OffsetSpan[] = [];
  let spanFrom = from;
  let offset = intlOffset(zone, from);
  for (let t = from + SAMPLE_MS; t < end + SAMPLE_MS; t += SAMPLE_MS) {
    const sample = Math.min(t, end);
    const next = intlOffset(zone, sample);
    if (next !== offset) {
      // The change lies in (sample - SAMPLE_MS, sample]: find its first minute.
      let lo = sample - SAMPLE_MS;
      let hi = sample;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (intlOffset(zone, mid) === offset) lo = mid;
        else hi = mid;
      }
      spans.push({ from: spanFrom, to: hi, offset });
      spanFrom = hi;
      offset = intlOffset(zone, hi);
    }
    if (sample === end) break;
  }
  spans.push({ from: spanFrom, to: end, offset });
  return spans;
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

const isSpans = (v: unknown): v is Record<string, OffsetSpan[]> =>
  typeof v === 'object' &&
  v !== null &&
  Object.values(v).every(
    (spans) =>
      Array.isArray(spans) &&
      spans.every(
        (s: Partial<OffsetSpan>) =>
          typeof s.from === 'number' && typeof s.to === 'number' && typeof s.offset === 'number',
      ),
  );

let kept: Record<string, OffsetSpan[]> | undefined;
const renewing = new Set<string>();

function keptSpans(): Record<string, OffsetSpan[]> {
  kept ??= readJson(STORAGE_KEY, isSpans) ?? {};
  return kept;
}

/** Works the zone's spans out again once the app is idle, when they are missing or running out. */
function renewSoon(zone: string, now: number): void {
  const spans = keptSpans()[zone];
  const first = spans?.[0];
  const last = spans?.[spans.length - 1];
  const fresh =
    first !== undefined && last !== undefined && first.from <= now && last.to - now > RENEW_DAYS * DAY;
  if (fresh || renewing.has(zone)) return;
  renewing.add(zone);
  whenIdle(() => {
    renewing.delete(zone);
    // From a day back as well, so that a clock set a little behind still finds its span.
    kept = { ...keptSpans(), [zone]: offsetSpans(zone, nowMs() - DAY, SPAN_DAYS + 1) };
    writeJson(STORAGE_KEY, kept);
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
  const span = spanAt(keptSpans()[zone], ms);
  return span ? wallClockAt(ms, span.offset) : intlWallClock(ms, zone);
}
