import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { Executor } from '../db/connect.ts';
import { rateLimitHits } from '../db/schema.ts';

/**
 * Defaults of the limits added to the code-request ones (README "Configuration" tells each; the
 * rule against lock-outs is in docs/decisions.md "Security").
 */
export const LIMIT_DEFAULTS = {
  /** Code requests per phone from all addresses together in `otpPhoneCapWindowMs`. */
  otpPhoneCap: 10,
  otpPhoneCapWindowMs: 60_000,
  /** verifyOtp calls per client address, and per staff member, in the code-request window. */
  verifyLimitPerIp: 30,
  verifyLimitPerStaff: 10,
  /** Sign-in lookups per client address in the code-request window. */
  lookupLimitPerIp: 60,
  /** Gallery uploads per staff member in an hour. */
  uploadLimitPerHour: 30,
} as const;

/** How many public calls a client address, and a salon's page, may make (docs/decisions.md "Booking"). */
export interface PublicLimits {
  /** Reads (menu, staff, slots, coupon and phone lookups) per client address in a minute. */
  readsPerIp: number;
  /** Reads of one salon's page from all addresses together in a minute. */
  readsPerSalon: number;
  /** Bookings per client address in an hour. */
  bookingsPerIp: number;
  /** Bookings of one salon from all addresses together in an hour. */
  bookingsPerSalon: number;
}

export const PUBLIC_LIMIT_DEFAULTS: PublicLimits = {
  readsPerIp: 120,
  readsPerSalon: 3000,
  bookingsPerIp: 10,
  bookingsPerSalon: 200,
};

/** Minutes to wait, as a sentence's end: "3 minutes". */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A sliding-window limit: at most `limit` requests per key in any `windowMs`. Counted by a
 * `RateLimitStore`: in the database (`rate_limit_hits`, migration 0009) when several server instances
 * may share it, so every instance counts together and the README's figures hold whatever their number;
 * in memory on the embedded database, which one process holds (docs/decisions.md "Several server
 * instances").
 */
export class RateLimiter {
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;

  /** `name` tells this limit's buckets from the others' (unique per limit). */
  constructor(name: string, limit: number, windowMs: number) {
    this.name = name;
    this.limit = limit;
    this.windowMs = windowMs;
  }
}

/** Limits and the keys a request is counted under in each. */
export type RateChecks = readonly (readonly [RateLimiter, string])[];

/**
 * Where requests are counted. `admit` lets a request through only when every limiter has room for its
 * key, and then counts it in all of them; a refused request counts nowhere (so refusals by one limiter
 * never spend another's budget). Resolves to the milliseconds to wait (the longest of the full ones), or
 * 0 when let through.
 */
export interface RateLimitStore {
  readonly kind: 'database' | 'memory';
  admit(db: Executor, now: number, checks: RateChecks): Promise<number>;
}

/** Advisory locks of the rate limits: (this class, hash of the bucket); 0006's bookings use 20061. */
const LOCK_CLASS = 20091;

const bucketsOf = (checks: RateChecks) =>
  checks
    .map(([limiter, key]) => ({ limiter, bucket: `${limiter.name}|${key}` }))
    .sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));

/**
 * Counts in the database, atomic across instances: one transaction takes an advisory lock per bucket (in
 * one order, so two requests never wait on each other in a circle), counts the bucket's requests in the
 * window and adds this one; a concurrent request for the same bucket waits for the lock and counts it.
 */
export const databaseRateLimits: RateLimitStore = {
  kind: 'database',
  admit: (db, now, checks) => {
    const buckets = bucketsOf(checks);
    return db.transaction(async (tx) => {
      for (const { bucket } of buckets) {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${bucket}))`);
      }
      let wait = 0;
      for (const { limiter, bucket } of buckets) {
        const since = new Date(now - limiter.windowMs);
        const [row] = await tx
          .select({ n: count(), oldest: min(rateLimitHits.at) })
          .from(rateLimitHits)
          .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.at, since)));
        if (row && row.n >= limiter.limit && row.oldest) {
          wait = Math.max(wait, row.oldest.getTime() + limiter.windowMs - now);
        }
      }
      if (wait === 0) {
        await tx.insert(rateLimitHits).values(
          buckets.map(({ limiter, bucket }) => ({
            bucket,
            at: new Date(now),
            expiresAt: new Date(now + limiter.windowMs),
          })),
        );
      }
      return wait;
    });
  },
};

/**
 * Counts in this process's memory: the times of each bucket's requests still in their window. For a
 * database one process holds (the embedded one), where a transaction per request would hold every other
 * query of the server behind it. Checked and counted in one synchronous step, so atomic.
 */
export class MemoryRateLimits implements RateLimitStore {
  readonly kind = 'memory';
  private readonly hits = new Map<string, number[]>();
  /** The longest window counted so far, and when the next sweep of idle buckets may run. */
  private longestWindow = 0;
  private nextSweep = 0;

  async admit(_db: Executor, now: number, checks: RateChecks): Promise<number> {
    const buckets = bucketsOf(checks);
    let wait = 0;
    for (const { limiter, bucket } of buckets) {
      const recent = this.recent(bucket, now - limiter.windowMs);
      if (recent.length >= limiter.limit) {
        wait = Math.max(wait, (recent[recent.length - limiter.limit] ?? now) + limiter.windowMs - now);
      }
    }
    if (wait === 0) {
      for (const { bucket } of buckets) {
        const recent = this.recent(bucket, Number.NEGATIVE_INFINITY);
        recent.push(now);
        this.hits.set(bucket, recent);
      }
      if (this.hits.size > 10_000 && now >= this.nextSweep) this.sweep(now, checks);
    }
    return wait;
  }

  /** How many buckets hold a request (for tests). */
  get size(): number {
    return this.hits.size;
  }

  /** The bucket's request times after `since`, oldest first (older ones dropped). */
  private recent(bucket: string, since: number): number[] {
    const times = this.hits.get(bucket);
    if (!times) return [];
    const first = times.findIndex((t) => t > since);
    if (first === 0) return times;
    const kept = first < 0 ? [] : times.slice(first);
    if (kept.length === 0) this.hits.delete(bucket);
    else this.hits.set(bucket, kept);
    return kept;
  }

  /** Drops the buckets whose requests all left the longest window in use; at most once a minute. */
  private sweep(now: number, checks: RateChecks): void {
    const longest = Math.max(...checks.map(([limiter]) => limiter.windowMs), this.longestWindow);
    this.longestWindow = longest;
    this.nextSweep = now + 60_000;
    for (const [bucket, times] of this.hits) {
      if ((times[times.length - 1] ?? 0) <= now - longest) this.hits.delete(bucket);
    }
  }
}

/** Deletes the counted requests that left their window before `now`; resolves to how many. */
export async function purgeRateLimitHits(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(rateLimitHits)
    .where(lte(rateLimitHits.expiresAt, now))
    .returning({ at: rateLimitHits.at });
  return gone.length;
}

/** How often the expired counts are deleted (they count for nothing once expired). */
export const RATE_LIMIT_SWEEP_MS = 10 * 60 * 1000;
