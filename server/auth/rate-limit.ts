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

/** A fixed-size sliding-window counter kept in memory (one server process; see docs/decisions.md). */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;

  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }

  /** Records a hit for `key`; returns the milliseconds to wait when over the limit, else 0. */
  hit(key: string, now: number): number {
    const wait = this.wait(key, now);
    if (wait === 0) this.record(key, now);
    return wait;
  }

  /** The milliseconds to wait before `key` may hit again (0: now), recording nothing. */
  wait(key: string, now: number): number {
    const times = this.hits.get(key);
    if (!times) return 0;
    const recent = times.filter((t) => t > now - this.windowMs);
    if (recent.length === 0) this.hits.delete(key);
    else this.hits.set(key, recent);
    return recent.length >= this.limit ? (recent[0] ?? now) + this.windowMs - now : 0;
  }

  /** Counts a hit for `key`. */
  record(key: string, now: number): void {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(since);
  }

  private sweep(since: number): void {
    for (const [key, times] of this.hits) {
      if (!times.some((t) => t > since)) this.hits.delete(key);
    }
  }
}

/**
 * Lets a request through only when every limiter has room for its key, and then counts it in all of
 * them; a refused request counts nowhere (so refusals by one limiter never spend another's budget).
 * Returns the milliseconds to wait (the longest of the full ones), or 0 when let through.
 */
export function admit(now: number, checks: readonly (readonly [RateLimiter, string])[]): number {
  const wait = Math.max(0, ...checks.map(([limiter, key]) => limiter.wait(key, now)));
  if (wait === 0) for (const [limiter, key] of checks) limiter.record(key, now);
  return wait;
}
