import type { Database } from './connect.ts';

/** Tables whose writes are announced on the `table_changes` channel (migrations 0001 and 0002). */
export const WATCHED_TABLES = [
  'shops',
  'shop_schedules',
  'staff',
  'sessions',
  'customers',
  'appointments',
  'tickets',
  'ticket_lines',
  'ticket_tips',
  'ticket_discounts',
  'reviews',
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/**
 * In-process versions of the watched tables, moved by the database's change notifications. A cache
 * keyed by the versions of the tables it read from is exact without asking the database anything.
 * On the embedded database a notification arrives before the writing call returns; on PostgreSQL with
 * several server instances, another instance's write is seen a few milliseconds after its commit.
 */
export class ChangeFeed {
  private readonly versions = new Map<string, number>();

  /** Records a change of `table` (called for each notification; tests may call it too). */
  changed(table: string): void {
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }

  /** A stamp that differs whenever any of `tables` changed. */
  stamp(tables: readonly WatchedTable[]): string {
    return tables.map((t) => this.versions.get(t) ?? 0).join('.');
  }

  static async start(database: Database): Promise<{ feed: ChangeFeed; stop: () => Promise<void> }> {
    const feed = new ChangeFeed();
    const stop = await database.listen('table_changes', (table) => feed.changed(table));
    return { feed, stop };
  }
}

/**
 * Values computed from the database, kept while none of the tables they depend on has changed.
 * Concurrent misses for the same key share one computation; failures are not kept; bounded, least
 * recently used out first. Callers must not mutate what they get back.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, { stamp: string; value: Promise<T> }>();
  private readonly feed: ChangeFeed;
  private readonly dependsOn: readonly WatchedTable[];
  private readonly maxEntries: number;

  constructor(feed: ChangeFeed, dependsOn: readonly WatchedTable[], maxEntries = 1000) {
    this.feed = feed;
    this.dependsOn = dependsOn;
    this.maxEntries = maxEntries;
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const stamp = this.feed.stamp(this.dependsOn);
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    const value = compute();
    this.entries.set(key, { stamp, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Drops one key at once (for example a session that was just ended by this process). */
  forget(key: string): void {
    this.entries.delete(key);
  }
}
