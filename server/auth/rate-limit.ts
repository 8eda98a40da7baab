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
  hit(key: string, now = Date.now()): number {
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return (recent[0] ?? now) + this.windowMs - now;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(since);
    return 0;
  }

  private sweep(since: number): void {
    for (const [key, times] of this.hits) {
      if (!times.some((t) => t > since)) this.hits.delete(key);
    }
  }
}
