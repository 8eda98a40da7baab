/**
 * The server's one clock. Everything that asks "what time is it" (sessions, one-time codes, rate
 * limits, idempotency records, reports, the calendar, the demo seed, the live broker) reads `now()`
 * of the clock it was given; nothing else reads the system time (a lint rule holds the rest of the
 * server to it, see biome.json).
 *
 * `CHAIRSIDE_NOW` pins the instant the clock starts from; time then moves on from there at the
 * normal pace, so a server started at a pinned Sunday 23:40 reaches Monday twenty minutes later.
 */
export interface Clock {
  now(): Date;
}

const EXAMPLE = '2027-03-14T10:30:00-07:00';

/** An ISO 8601 instant with a date, a time and a zone (`Z` or `±hh:mm`), e.g. 2027-03-14T10:30:00-07:00. */
const INSTANT =
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/**
 * Reads a pinned instant. Refuses what is not a full instant: a date alone or a time without a zone
 * would be read in the machine's zone, and the whole point of the setting is to be the same everywhere.
 */
export function parseInstant(value: string): Date | null {
  if (!INSTANT.test(value)) return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  // Date.parse rolls 2027-02-30 over to March; a pinned day that does not exist is a typo.
  const [y, mo, d] = value.slice(0, 10).split('-').map(Number);
  const check = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() + 1 !== mo || check.getUTCDate() !== d) return null;
  return new Date(ms);
}

/** The system's clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that starts at `start` and moves on with the machine's monotonic clock (so a change of the
 * system time while the server runs does not make it jump).
 */
export function clockFrom(start: Date, elapsed: () => number = () => performance.now()): Clock {
  const origin = elapsed();
  const startMs = start.getTime();
  return { now: () => new Date(startMs + Math.round(elapsed() - origin)) };
}

/** The clock for a `CHAIRSIDE_NOW` value: pinned when set, the system's otherwise. */
export function clockFor(pinned: Date | undefined): Clock {
  return pinned ? clockFrom(pinned) : systemClock;
}

/**
 * The clock of a process that reads its settings from the environment (tests, benchmarks, scripts):
 * pinned to `CHAIRSIDE_NOW` when it is set. A bad value stops the process with a message naming it.
 */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): Clock {
  return clockFor(pinnedNowFromEnv(env));
}

/** The instant `CHAIRSIDE_NOW` pins, or undefined when it is not set. */
export function pinnedNowFromEnv(env: NodeJS.ProcessEnv = process.env): Date | undefined {
  const value = env.CHAIRSIDE_NOW;
  if (value === undefined || value === '') return undefined;
  const pinned = parseInstant(value);
  if (!pinned)
    throw new Error(`CHAIRSIDE_NOW must be an ISO 8601 instant with a zone, e.g. ${EXAMPLE}; got "${value}"`);
  return pinned;
}
