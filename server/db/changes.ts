import { sql } from 'drizzle-orm';
import { type BusinessDays, businessDays } from '../time/business-days.ts';
import { startOfDayIn } from '../time/calendar-day.ts';
import type { Database } from './connect.ts';

/**
 * Tables whose writes are announced on the `table_changes` channel, per salon (migration 0004:
 * `<table>:<salon id>`, or the bare table name when the salon is not known; migration 0005 adds the
 * ticket tools' tables, migration 0008 the staff's working days and the reassignment requests, migration
 * 0015 the coupons and their redemptions).
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
  'staff_days',
  'reassignment_requests',
  'coupons',
  'coupon_redemptions',
] as const;
export type WatchedTable = (typeof WATCHED_TABLES)[number];

/**
 * Tables whose writes are also announced per day (migration 0007: `<table>:<salon id>@<UTC day>`, or
 * `@*` for every day of the salon), by the instant that puts a row in a day's figures: a ticket's (or
 * its child row's ticket's) closing, an appointment's start, a customer record's making; migration 0008
 * adds a ticket's payments (its closing) and a staff member's working day (its business date); migration
 * 0015 a coupon redemption (when it was made).
 */
export const DAY_WATCHED_TABLES = [
  'tickets',
  'ticket_lines',
  'ticket_tips',
  'ticket_discounts',
  'ticket_payments',
  'reviews',
  'appointments',
  'customers',
  'staff_days',
  'coupon_redemptions',
] as const;
export type DayWatchedTable = (typeof DAY_WATCHED_TABLES)[number];

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

/** A day cache's declaration: every table its days are read from, each announced per day. */
export interface DayCacheDeclaration {
  name: string;
  tables: readonly DayWatchedTable[];
  /** The most days kept (least recently used out first); 20 000 unless said. */
  maxEntries?: number;
}

/** What every cache made on a feed shows (the registry's tests hold each to its declaration). */
export interface KeptValues {
  readonly name: string;
  readonly tables: readonly WatchedTable[];
  /** How many computations ran (misses), for tests and figures. */
  readonly computations: number;
  /** Drops every entry (tests use it to make the next request compute). */
  clear(): void;
}

const MS_PER_DAY = 86_400_000;

/**
 * In-process versions of the watched tables, moved by the database's change notifications. A cache
 * keyed by the versions of the tables it read from is exact without asking the database anything.
 * On the embedded database a notification arrives before the writing call returns; on PostgreSQL with
 * several server instances, another instance's write is seen a few milliseconds after its commit.
 * Every cache is made here (`cache`), so the feed also lists them all with what they depend on.
 */
export class ChangeFeed {
  private readonly versions = new Map<string, number>();
  /** Per table and salon (`<table>|<salon>`), the version of each UTC day announced. */
  private readonly dayVersions = new Map<string, Map<number, number>>();
  private readonly declared: KeptValues[] = [];
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
    const at = colon < 0 ? -1 : name.indexOf('@', colon);
    if (at >= 0) {
      // A day of a salon (`tickets:3@20500`) or all of its days (`tickets:3@*`); the salon's own
      // notification comes beside it.
      const day = name.slice(at + 1);
      if (day === '*') {
        this.bump(`${table}|${name.slice(colon + 1)}`);
        return;
      }
      const key = `${table}|${name.slice(colon + 1, at)}`;
      let days = this.dayVersions.get(key);
      if (!days) {
        days = new Map();
        this.dayVersions.set(key, days);
      }
      const utcDay = Number(day);
      days.set(utcDay, (days.get(utcDay) ?? 0) + 1);
      return;
    }
    this.bump(table);
    this.bump(colon < 0 ? `${table}|${ALL_SALONS}` : `${table}|${name.slice(colon + 1)}`);
    for (const listener of this.listeners) listener(table);
  }

  /**
   * Notifications may have been missed (the listening connection was lost and is back): every kept
   * value is computed again, and the change listeners hear of every table.
   */
  missed(): void {
    // As if every table had changed in every salon: every stamp and day stamp moves with it.
    for (const table of WATCHED_TABLES) this.changed(table);
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

  /**
   * A stamp that differs whenever any of `tables` changed on one of `utcDays` (days since 1970-01-01,
   * UTC) in salon `salon`: that day's changes, changes of all the salon's days, and changes of unknown
   * salons. Another day's changes leave it as it is.
   */
  dayStamp(tables: readonly DayWatchedTable[], salon: number, utcDays: readonly number[]): number {
    return this.dayStamper(tables, salon)(utcDays);
  }

  /**
   * `dayStamp` of `tables` and `salon` for any days (a report stamps each day of its period with it).
   * The stamp is the sum of the versions it depends on: versions only ever grow, so the sum grows with
   * any of them, and two stamps of the same days are equal only when none of them moved.
   */
  dayStamper(tables: readonly DayWatchedTable[], salon: number): (utcDays: readonly number[]) => number {
    const v = (key: string) => this.versions.get(key) ?? 0;
    let base = 0;
    const days: Map<number, number>[] = [];
    for (const t of tables) {
      base += v(`${t}|${ALL_SALONS}`) + v(`${t}|${salon}@*`);
      const ofTable = this.dayVersions.get(`${t}|${salon}`);
      if (ofTable) days.push(ofTable);
    }
    return (utcDays) => {
      let stamp = base;
      for (const ofTable of days) for (const d of utcDays) stamp += ofTable.get(d) ?? 0;
      return stamp;
    };
  }

  /** A new cache of values read from `declaration.tables`, listed in `caches()`. */
  cache<T>(declaration: CacheDeclaration): VersionedCache<T> {
    const cache = new VersionedCache<T>(this, declaration);
    this.declared.push(cache);
    return cache;
  }

  /** A new cache of one salon's figures per business day, listed in `caches()`. */
  dayCache<T>(declaration: DayCacheDeclaration): DayCache<T> {
    const cache = new DayCache<T>(this, declaration);
    this.declared.push(cache);
    return cache;
  }

  /** Every cache made on this feed, in the order they were made. */
  caches(): readonly KeptValues[] {
    return this.declared;
  }

  static async start(database: Database): Promise<{ feed: ChangeFeed; stop: () => Promise<void> }> {
    const feed = new ChangeFeed();
    const stop = await database.listen(
      'table_changes',
      (table) => feed.changed(table),
      () => feed.missed(),
    );
    if (database.kind === 'postgres') {
      feed.notify = (marker) => database.db.execute(sql`select pg_notify('table_changes', ${marker})`);
    }
    return { feed, stop };
  }
}

/** A computed value and the stamp of the versions it was computed at. */
interface Entry<T> {
  stamp: string | number;
  value: Promise<T>;
  /** The value once its computation has finished (read without waiting on the promise). */
  done?: { value: T };
  /** When it last moved to the recent end (the entries' count of moves). */
  moved: number;
}

/**
 * The entries of a cache, least recently used first: a value is kept at its stamp, forgotten when its
 * computation fails, and the least recently used go beyond the bound. A hit moves its entry to the recent
 * end only when a quarter of the bound has moved past it since (a year's report hits 366 days per
 * request): an entry used again before it has gone a quarter of the way to the old end stays where it is,
 * which keeps every entry used that often, as exact recency would.
 */
class Entries<T> {
  private readonly map = new Map<string | number, Entry<T>>();
  private readonly maxEntries: number;
  private moves = 0;

  constructor(maxEntries: number) {
    this.maxEntries = maxEntries;
  }

  /** The value of `key` when it was computed at `stamp` (then recently used), else undefined. */
  hit(key: string | number, stamp: string | number): Promise<T> | undefined {
    return this.hitEntry(key, stamp)?.value;
  }

  /** The entry of `key` when it was computed at `stamp` (then recently used), else undefined. */
  hitEntry(key: string | number, stamp: string | number): Entry<T> | undefined {
    const entry = this.map.get(key);
    if (!entry || entry.stamp !== stamp) return undefined;
    if (this.moves - entry.moved > this.maxEntries >> 2) {
      this.map.delete(key);
      this.map.set(key, entry);
      entry.moved = ++this.moves;
    }
    return entry;
  }

  keep(key: string | number, stamp: string | number, value: Promise<T>): void {
    const entry: Entry<T> = { stamp, value, moved: ++this.moves };
    this.map.delete(key);
    this.map.set(key, entry);
    value.then(
      (done) => {
        entry.done = { value: done };
      },
      () => {
        if (this.map.get(key)?.value === value) this.map.delete(key);
      },
    );
    while (this.map.size > this.maxEntries) {
      const oldest = this.map.keys().next().value;
      if (oldest === undefined) break;
      this.map.delete(oldest);
    }
  }

  clear(): void {
    this.map.clear();
  }
}

/**
 * Values computed from the database, kept while none of the tables they depend on has changed.
 * Concurrent misses for the same key share one computation; failures are not kept; bounded, least
 * recently used out first. Callers must not mutate what they get back. Made by `ChangeFeed.cache`.
 */
export class VersionedCache<T> implements KeptValues {
  readonly name: string;
  readonly tables: readonly WatchedTable[];
  private readonly entries: Entries<T>;
  private readonly feed: ChangeFeed;
  private computed = 0;

  constructor(feed: ChangeFeed, declaration: CacheDeclaration) {
    this.feed = feed;
    this.name = declaration.name;
    this.tables = declaration.tables;
    this.entries = new Entries(declaration.maxEntries ?? 1000);
  }

  /** How many values were computed (misses), for tests and figures. */
  get computations(): number {
    return this.computed;
  }

  /** The value of `parts` in `scope`: kept while the tables are unchanged, else computed again. */
  get(scope: CacheScope, parts: readonly (string | number)[], compute: () => Promise<T>): Promise<T> {
    const key = `${scope}|${parts.join('|')}`;
    const stamp = this.feed.stamp(this.tables, scope);
    const hit = this.entries.hit(key, stamp);
    if (hit) return hit;
    this.computed++;
    const value = compute();
    this.entries.keep(key, stamp, value);
    return value;
  }

  /** Drops every entry (tests use it to make the next request compute). */
  clear(): void {
    this.entries.clear();
  }
}

/**
 * Computes one salon's figures for business days that are missing: `span`'s days, first to last, one
 * value each (a day without data too).
 */
export type ComputeDays<T> = (span: BusinessDays) => Promise<readonly T[]>;

/**
 * Where a report takes the days of a period from: computed by `load` every time (`computeEveryDay`),
 * or kept (`DayCache.source`).
 */
export type DaySource<T> = (period: BusinessDays, load: ComputeDays<T>) => Promise<readonly T[]>;

/** Every day of the period computed, none kept. */
export const computeEveryDay = <T>(period: BusinessDays, load: ComputeDays<T>): Promise<readonly T[]> =>
  load(period);

const DAY_KEY_SPAN = 2 ** 20;

/**
 * The key of business day `day` of a salon, zone and parts numbered `prefix`: a number (cheaper to look
 * up than a string built per day; a year's report looks up 366 days per request) while the day number
 * is within 0 … 2^20 (the years 1970 to 4840), else a string (never equal to a number).
 */
const dayKey = (prefix: number, day: number): string | number =>
  day >= 0 && day < DAY_KEY_SPAN ? prefix * DAY_KEY_SPAN + day : `${prefix}|${day}`;

/**
 * One salon's figures per business day (a report's days: sales, a staff member's tickets), kept while
 * none of the tables they are read from changed on that day. A report of any period is then put
 * together from its days: a ticket closed today computes today's figures again, not the whole period's.
 * A business day in a zone spans one or two UTC days; its stamp is theirs (`ChangeFeed.dayStamp`).
 * Missing days are computed together, one call per run of consecutive days; concurrent misses of a day
 * share one computation; failures are not kept; bounded, least recently used out first. Callers must not
 * mutate what they get back. Made by `ChangeFeed.dayCache`.
 */
export class DayCache<T> implements KeptValues {
  readonly name: string;
  readonly tables: readonly DayWatchedTable[];
  private readonly entries: Entries<T>;
  private readonly feed: ChangeFeed;
  /** The UTC days of each business day, per zone (they never change). */
  private readonly utcDaysOf = new Map<string, Map<number, readonly number[]>>();
  /** A number per salon, zone and parts, never reused: a day's key is a number built from it. */
  private readonly prefixIds = new Map<string, number>();
  private nextPrefixId = 0;
  private computed = 0;
  private computedDays = 0;

  constructor(feed: ChangeFeed, declaration: DayCacheDeclaration) {
    this.feed = feed;
    this.name = declaration.name;
    this.tables = declaration.tables;
    this.entries = new Entries(declaration.maxEntries ?? 20_000);
  }

  get computations(): number {
    return this.computed;
  }

  /** How many days were computed, in all. */
  get daysComputed(): number {
    return this.computedDays;
  }

  /** The days of salon `salon` in `timeZone` (and `parts`), kept here: a report's `DaySource`. */
  source(salon: number, timeZone: string, parts: readonly (string | number)[]): DaySource<T> {
    return (period, load) => this.get(salon, timeZone, parts, period.first, period.last, load);
  }

  /**
   * The figures of the business days `first` … `last` of salon `salon` in `timeZone` (in day order),
   * each kept or computed by `compute`. `parts` tell apart what else the figures depend on (a staff
   * member).
   */
  async get(
    salon: number,
    timeZone: string,
    parts: readonly (string | number)[],
    first: number,
    last: number,
    compute: ComputeDays<T>,
  ): Promise<T[]> {
    const prefix = this.prefixIdOf(`${salon}|${timeZone}|${parts.join('|')}`);
    const values: Promise<T>[] = [];
    // While every day is kept and computed, the days are read as they are (a year's report would
    // otherwise wait on 366 promises).
    const ready: T[] = [];
    let allReady = true;
    let missing: { first: number; stamps: number[] } | undefined;
    const stampOf = this.feed.dayStamper(this.tables, salon);
    const ofZone = this.utcDaysOfZone(timeZone);
    const flush = () => {
      if (!missing) return;
      const run = missing;
      missing = undefined;
      const span = businessDays(run.first, run.first + run.stamps.length - 1, timeZone);
      this.computed++;
      this.computedDays += run.stamps.length;
      const computing = compute(span).then((days) => {
        if (days.length !== span.days) throw new Error(`${this.name}: ${days.length} days for ${span.days}`);
        return days;
      });
      run.stamps.forEach((stamp, i) => {
        const key = dayKey(prefix, run.first + i);
        const value = computing.then((days) => days[i] as T);
        this.entries.keep(key, stamp, value);
        values[run.first + i - first] = value;
      });
    };
    for (let day = first; day <= last; day++) {
      const key = dayKey(prefix, day);
      const stamp = stampOf(this.utcDays(ofZone, day, timeZone));
      const hit = this.entries.hitEntry(key, stamp);
      if (hit) {
        flush();
        values[day - first] = hit.value;
        if (hit.done && allReady) ready.push(hit.done.value);
        else allReady = false;
      } else if (missing) {
        missing.stamps.push(stamp);
      } else {
        allReady = false;
        missing = { first: day, stamps: [stamp] };
      }
    }
    flush();
    return allReady ? ready : Promise.all(values);
  }

  /** The number of a salon, zone and parts (in the keys of their days). */
  private prefixIdOf(prefix: string): number {
    let id = this.prefixIds.get(prefix);
    if (id === undefined) {
      // Bounded like the zones' days; ids are never reused, so a kept day's key never names another.
      if (this.prefixIds.size >= 100_000) this.prefixIds.clear();
      id = this.nextPrefixId++;
      this.prefixIds.set(prefix, id);
    }
    return id;
  }

  /** The UTC days of each business day of `timeZone` (filled as asked by `utcDays`). */
  private utcDaysOfZone(timeZone: string): Map<number, readonly number[]> {
    let ofZone = this.utcDaysOf.get(timeZone);
    if (!ofZone) {
      ofZone = new Map();
      this.utcDaysOf.set(timeZone, ofZone);
    }
    return ofZone;
  }

  /** The UTC days business day `day` of `timeZone` overlaps (one or two), `ofZone` its zone's. */
  private utcDays(ofZone: Map<number, readonly number[]>, day: number, timeZone: string): readonly number[] {
    let days = ofZone.get(day);
    if (!days) {
      if (ofZone.size >= 100_000) ofZone.clear();
      const start = Math.floor(startOfDayIn(day, timeZone).getTime() / MS_PER_DAY);
      const last = Math.floor((startOfDayIn(day + 1, timeZone).getTime() - 1) / MS_PER_DAY);
      days = Array.from({ length: last - start + 1 }, (_, i) => start + i);
      ofZone.set(day, days);
    }
    return days;
  }

  clear(): void {
    this.entries.clear();
  }
}
