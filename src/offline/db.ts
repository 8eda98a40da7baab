import Dexie, { type EntityTable } from 'dexie';
import { nowMs } from '../lib/clock.ts';

/** The background sync tag the service worker replays the outbox on. */
export const SYNC_TAG = 'chairside-outbox';

/** Whose cached data a database holds: one staff member in one salon. */
export interface Scope {
  shopId: number;
  staffId: number;
}

export const scopeName = (s: Scope) => `chairside-shop${s.shopId}-staff${s.staffId}`;

/**
 * One cached entity that works offline and that offline changes act on (a calendar item, an
 * appointment, the salon's hours). Features declare their kinds of record with `defineRecordStore`
 * (records.ts); the table itself knows none of them.
 */
export interface CachedRecord {
  /** `${type}|${id}` */
  key: string;
  type: string;
  /** What range reads are grouped by (e.g. the staff member), '' when none. */
  group: string;
  /** The order within a group (e.g. the business day), '' when none. */
  sort: string;
  data: unknown;
  /** When the server last confirmed this record (ms since epoch). */
  syncedAt: number;
}

/** When a cached piece of data (a calendar day, say) was last confirmed by the server. */
export interface SyncMark {
  key: string;
  syncedAt: number;
}

/** A query answer kept by the persister (persister.ts): lists and reports. */
export interface PersistedQueryRow {
  key: string;
  value: unknown;
  /** The first part of the answer's query key (lib/query-roots.ts): the answers are bounded per root. */
  root?: string;
  /** The query key as text (`keyPath`): a queued change reads the answers under its effects' keys. */
  path?: string;
  /** When the answer was last written or read (ms): the least recently used go first (kept-bounds.ts). */
  usedAt?: number;
}

export type OutboxState = 'pending' | 'attention';

/** One change made on this device, waiting for the server's acknowledgement. */
export interface OutboxEntry {
  seq?: number;
  /** Sent as the Idempotency-Key: the server applies a change once, however often it is sent. */
  mutationId: string;
  /** The offline change definition (define.ts) this entry is one of: its call, effects and answer. */
  kind: string;
  /** The entity the change is about (`appointment:12`): changes of one entity are sent in order. */
  entity: string;
  /** The call's input, as its contract entry takes it. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** A sentence for the Needs attention list ("+15 min on Anna's 10:00 AM appointment"). */
  label: string;
  /**
   * What the person saw when making the change, kept for its effects (the names the call's ids stand
   * for): the service worker shows the change exactly as the page did. Absent on older entries.
   */
  context?: unknown;
  createdAt: number;
  attempts: number;
  /** Tries the server failed on (5xx): past MAX_SERVER_FAILURES the change needs a person (replayer.ts). */
  serverFailures?: number;
  nextAttemptAt: number;
  state: OutboxState;
  error?: { status: number; message: string };
}

/** The root of a kept answer's query key: its first part when it is text, else ''. */
export function rootOf(queryKey: readonly unknown[] | undefined): string {
  const first = queryKey?.[0];
  return typeof first === 'string' ? first : '';
}

/**
 * A query key as text whose prefixes are its keys' prefixes: each part written as JSON and closed by a
 * separator, so ['tickets', 'detail'] is a prefix of ['tickets', 'detail', 9] and not of
 * ['tickets', 'details'].
 */
export function keyPath(queryKey: readonly unknown[]): string {
  return queryKey.map((part) => `${JSON.stringify(part) ?? 'null'}\u0001`).join('');
}

/** The IndexedDB database of one scope. Only `src/offline/` opens it. */
export class ScopeDb extends Dexie {
  records!: EntityTable<CachedRecord, 'key'>;
  syncMarks!: EntityTable<SyncMark, 'key'>;
  queries!: EntityTable<PersistedQueryRow, 'key'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  readonly scope: Scope;

  constructor(scope: Scope) {
    super(scopeName(scope));
    this.scope = scope;
    this.version(1).stores({
      calendarItems: 'key, day, [staffId+day]',
      appointments: 'id',
      syncMarks: 'key',
      snapshots: 'key',
      outbox: '++seq, &mutationId, state, entity',
    });
    // Feature-neutral tables: new kinds of record or change need no new version.
    this.version(2)
      .stores({
        calendarItems: null,
        appointments: null,
        snapshots: null,
        records: 'key, type, [type+group+sort]',
        queries: 'key',
      })
      .upgrade(async (tx) => {
        // The day on the phone survives the update (the outbox is kept as it is).
        const now = nowMs();
        const items = (await tx.table('calendarItems').toArray()) as {
          key: string;
          staffId: number;
          day: string;
        }[];
        const appointments = (await tx.table('appointments').toArray()) as { id: number; syncedAt: number }[];
        const snapshots = (await tx.table('snapshots').toArray()) as {
          key: string;
          value: unknown;
          syncedAt: number;
        }[];
        const records: CachedRecord[] = [
          ...items.map(({ key, day, ...item }) => ({
            key: `calendar-item|${key}`,
            type: 'calendar-item',
            group: String(item.staffId),
            sort: day,
            data: item,
            syncedAt: now,
          })),
          ...appointments.map(({ syncedAt, ...detail }) => ({
            key: `appointment|${detail.id}`,
            type: 'appointment',
            group: '',
            sort: '',
            data: detail,
            syncedAt,
          })),
          ...snapshots
            .filter((s) => s.key === 'schedule' || s.key === 'staffList')
            .map((s) => {
              const type = s.key === 'schedule' ? 'shop-schedule' : 'staff-list';
              return {
                key: `${type}|current`,
                type,
                group: '',
                sort: '',
                data: s.value,
                syncedAt: s.syncedAt,
              };
            }),
        ];
        await tx.table('records').bulkPut(records);
      });
    // Kept answers by root and last use, so they are bounded and a queued change reads only its root's.
    this.version(3)
      .stores({ queries: 'key, root, usedAt, [root+usedAt], path' })
      .upgrade(async (tx) => {
        await tx
          .table('queries')
          .toCollection()
          .modify((row: PersistedQueryRow) => {
            const value = row.value as
              | { queryKey?: unknown[]; state?: { dataUpdatedAt?: number } }
              | undefined;
            row.root = rootOf(value?.queryKey);
            row.path = keyPath(value?.queryKey ?? []);
            row.usedAt = value?.state?.dataUpdatedAt ?? 0;
          });
      });
  }
}

/** Remembers which scope is signed in, for the service worker's background sync. */
class RegistryDb extends Dexie {
  active!: EntityTable<{ id: 'current'; scope: Scope }, 'id'>;
  constructor() {
    super('chairside-registry');
    this.version(1).stores({ active: 'id' });
  }
}

let registry: RegistryDb | undefined;
const registryDb = () => {
  registry ??= new RegistryDb();
  return registry;
};

const open = new Map<string, ScopeDb>();

/** The database of a scope, opened once per page. */
export function scopeDb(scope: Scope): ScopeDb {
  const name = scopeName(scope);
  let db = open.get(name);
  if (!db) {
    db = new ScopeDb(scope);
    open.set(name, db);
  }
  return db;
}

export async function setActiveScope(scope: Scope | null): Promise<void> {
  const r = registryDb();
  if (scope) await r.active.put({ id: 'current', scope });
  else await r.active.delete('current');
}

export async function activeScope(): Promise<Scope | null> {
  return (await registryDb().active.get('current'))?.scope ?? null;
}

/** Deletes everything cached for a scope (logout). */
export async function deleteScope(scope: Scope): Promise<void> {
  const name = scopeName(scope);
  const db = open.get(name);
  open.delete(name);
  db?.close();
  await Dexie.delete(name);
}
