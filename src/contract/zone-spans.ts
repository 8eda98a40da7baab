/**
 * A time zone's offsets from UTC as spans of constant offset, worked out with Intl: the app keeps them
 * to read the salon's wall clock without Intl at a start (src/lib/zone-clock.ts), and the server puts
 * the salon's in a first visit's page (server/modules/first-screen/), whose browser has read no time
 * zone yet: its first reading of one loads the zone's data, a long task on a phone.
 */

/** From `from` (inclusive) to `to` (exclusive), ms since the epoch, the zone is `offset` minutes ahead of UTC. */
export interface OffsetSpan {
  from: number;
  to: number;
  offset: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
/** How far ahead kept spans reach, and how often the offset is sampled to find its changes. */
const SPAN_DAYS = 45;
const SAMPLE_MS = 6 * HOUR;

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
export function intlWallMs(zone: string, instant: number): number {
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

/** The spans kept for a zone at `now`: from a day back (a clock set a little behind still finds its span). */
export const spansAround = (zone: string, now: number): OffsetSpan[] =>
  offsetSpans(zone, now - DAY, SPAN_DAYS + 1);

export const isOffsetSpans = (v: unknown): v is OffsetSpan[] =>
  Array.isArray(v) &&
  v.every(
    (s: Partial<OffsetSpan> | null) =>
      typeof s === 'object' &&
      s !== null &&
      typeof s.from === 'number' &&
      typeof s.to === 'number' &&
      typeof s.offset === 'number',
  );
