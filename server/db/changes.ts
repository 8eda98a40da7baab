import { sql } from 'drizzle-orm';
import type { Database } from './connect.ts';

/**
 * Tables whose writes are announced on the `table_changes` channel, per salon (migration 0004:
 * `<table>:<salon id>`, or the bare table name when the salon is not known; migration 0005 adds the
 * ticket tools' tables).
 */
export const WATCHED_TABLES = [
  'shops',
  'shop_schedules',
  'staff',
  'sessions',
  'customers',
  'appointments',
  'appointment_services',
  'block_hours',
  'tickets',
  'ticket_lines',
  'ticket_tips',
  'ticket_discounts',
  'ticket_payments',
  'ticket_refunds',
  'ticket_changes',
  'reviews',
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/**
 * Which salon's rows a cached value was read from, or ALL_SALONS when it reads across salons (a phone's
 * salons, a session before its salon is known). A write in one salon leaves the other salons' entries
 * alone; an entry of ALL_SALONS goes with a write in any salon.
 */
export type CacheScope = number | typeof ALL_SALONS;
export const ALL_SALONS = 'all-salons';

/** What a cache depends on: every table its values are read from (a table left out means stale answers). */
export interface CacheDeclaration {
  /** Names the cache in the registry (a cached route: its method and path). */
  name: string;
  tables: readonly WatchedTable[];
  /** The most entries kept (least recently used out first); 1000 unless said. */
  maxEntries?: number;
}

/**
 * In-process versions of the watched tables, moved by the database's change notifications. A cache
 * keyed by the versions of the tables it read from is exact without asking the database anything.
 * On the embedded database a notification arrives before the writing call returns; on PostgreSQL with
 * several server instances, another instance's write is seen a few milliseconds after its commit.
 * Every cache is made here (`cache`), so the feed also lists them all with what they depend on.
 */
export class ChangeFeed {
  private readonly versions = new Map<string, number>();
  private readonly declared: VersionedCache<unknown>[] = [];
  /** Sends a marker notification (PostgreSQL only; see `settled`). */
  private notify: ((marker: string) => Promise<unknown>) | undefined;
  private readonly markers = new Map<string, () => void>();
  private nextMarker = 0;
  private readonly listeners = new Set<(table: string) => void>();

  /**
   * Records a change announced as `<table>:<salon id>`, or as the bare table name when every salon's
   * rows may have changed (called for each notification; tests may call it too).
   */
  changed(name: string): void {
    const marker = this.markers.get(name);
    if (marker) {
      marker();
      return;
    }
    const colon = name.indexOf(':');
    const table = colon < 0 ? name : name.slice(0, colon);
    this.bump(table);
    this.bump(colon < 0 ? `${table}|${ALL_SALONS}` : `${table}|${name.slice(colon + 1)}`);
    for (const listener of this.listeners) listener(table);
  }

  private bump(key: string): void {
    this.versions.set(key, (this.versions.get(key) ?? 0) + 1);
  }

  /**
   * Calls `listener` after each change of a watched table (the live broker closes the sockets of ended
   * sessions on it). Returns the function that stops it.
   */
  onChange(listener: (table: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Resolves once the versions have moved for every write committed before the call. On the embedded
   * database they already have. On PostgreSQL the notifications come over the listening connection a
   * moment after each commit, in commit order: a marker notification is sent and waited for (at most
   * 2 s), and the ones committed before it have then arrived. Mutating calls wait for it before they
   * answer, so the next request of this server sees their writes (a logged-out session stays out).
   */
  async settled(): Promise<void> {
    const notify = this.notify;
    if (!notify) return;
    const marker = `marker:${++this.nextMarker}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      this.markers.set(marker, resolve);
      timer = setTimeout(resolve, 2000);
    });
    try {
      await notify(marker);
      await arrived;
    } finally {
      clearTimeout(timer);
      this.markers.delete(marker);
    }
  }

  /**
   * A stamp that differs whenever any of `tables` changed in `scope`: for a salon, its own rows' changes
   * and changes of unknown salons; for ALL_SALONS, any change. The one place a cache's version is
   * worked out.
   */
  stamp(tables: readonly WatchedTable[], scope: CacheScope = ALL_SALONS): string {
    const v = (key: string) => this.versions.get(key) ?? 0;
    return tables
      .map((t) => (scope === ALL_SALONS ? `${v(t)}` : `${v(`${t}|${ALL_SALONS}`)}-${v(`${t}|${scope}`)}`))
      .join('.');
  }

  /** A new cache of values read from `declaration.tables`, listed in `caches()`. */
  cache<T>(declaration: CacheDeclaration): VersionedCache<T> {
    const cache = new VersionedCache<T>(this, declaration);
    this.declared.push(cache as VersionedCache<unknown>);
    return cache;
  }

  /** Every cache made on this feed, in the order they were made. */
  caches(): readonly VersionedCache<unknown>[] {
    return this.declared;
  }

  static async start(database: Database): Promise<{ feed: ChangeFeed; stop: () => Promise<void> }> {
    const feed = new ChangeFeed();
    const stop = await database.listen('table_changes', (table) => feed.changed(table));
    if (database.kind === 'postgres') {
      feed.notify = (marker) => database.db.execute(sql`select pg_notify('table_changes', ${marker})`);
    }
    return { feed, stop };
  }
}

/**
 * Values computed from the database, kept while none of the tables they depend on has changed.
 * Concurrent misses for the same key share one computation; failures are not kept; bounded, least
 * recently used out first. Callers must not mutate what they get back. Made by `ChangeFeed.cache`.
 */
export class VersionedCache<T> {
  readonly name: string;
  readonly tables: readonly WatchedTable[];
  private readonly entries = new Map<string, { stamp: string; value: Promise<T> }>();
  private readonly feed: ChangeFeed;
  private readonly maxEntries: number;
  private computed = 0;

  constructor(feed: ChangeFeed, declaration: CacheDeclaration) {
    this.feed = feed;
    this.name = declaration.name;
    this.tables = declaration.tables;
    this.maxEntries = declaration.maxEntries ?? 1000;
  }

  /** How many values were computed (misses), for tests and figures. */
  get computations(): number {
    return this.computed;
  }

  /** The value of `parts` in `scope`: kept while the tables are unchanged, else computed again. */
  get(scope: CacheScope, parts: readonly (string | number)[], compute: () => Promise<T>): Promise<T> {
    const key = `${scope}|${parts.join('|')}`;
    const stamp = this.feed.stamp(this.tables, scope);
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit.value;
    }
    this.computed++;
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

  /** Drops every entry (tests use it to make the next request compute). */
  clear(): void {
    this.entries.clear();
  }
}
