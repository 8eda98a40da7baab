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

/** Minutes to wait, as a sentence's end: "3 minutes". */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * A sliding-window limit: at most `limit` requests per key in any `windowMs`. The counts are kept in the
 * database (`rate_limit_hits`, migration 0009), so every server instance on it counts together and the
 * README's figures hold whatever the number of instances (docs/decisions.md "Several server instances").
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

  /** Counts a request for `key` when there is room; resolves to the milliseconds to wait, or 0. */
  hit(db: Executor, key: string, now: number): Promise<number> {
    return admit(db, now, [[this, key]]);
  }
}

/** Advisory locks of the rate limits: (this class, hash of the bucket); 0006's bookings use 20061. */
const LOCK_CLASS = 20091;

/**
 * Lets a request through only when every limiter has room for its key, and then counts it in all of
 * them; a refused request counts nowhere (so refusals by one limiter never spend another's budget).
 * Resolves to the milliseconds to wait (the longest of the full ones), or 0 when let through.
 *
 * Atomic across instances: one transaction takes an advisory lock per bucket (in one order, so two
 * requests never wait on each other in a circle), counts the bucket's requests in the window and adds
 * this one; a concurrent request for the same bucket waits for the lock and counts it.
 */
export async function admit(
  db: Executor,
  now: number,
  checks: readonly (readonly [RateLimiter, string])[],
): Promise<number> {
  const buckets = checks
    .map(([limiter, key]) => ({ limiter, bucket: `${limiter.name}|${key}` }))
    .sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
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
