import Dexie, { type EntityTable } from 'dexie';
import type { AppointmentDetail, CalendarItem } from '../contract/appointment.ts';

/** The background sync tag the service worker replays the outbox on. */
export const SYNC_TAG = 'chairside-outbox';

/** Whose cached data a database holds: one staff member in one salon. */
export interface Scope {
  shopId: number;
  staffId: number;
}

export const scopeName = (s: Scope) => `chairside-shop${s.shopId}-staff${s.staffId}`;

/** A calendar entry as cached: the contract item plus its business day, for range reads. */
export interface CachedCalendarItem extends CalendarItem {
  /** `${type}:${id}` (appointments and block hours share id spaces). */
  key: string;
  /** YYYY-MM-DD of its start (salon wall clock). */
  day: string;
}

export interface CachedAppointment extends AppointmentDetail {
  syncedAt: number;
}

/** When a cached piece of data was last confirmed by the server. */
export interface SyncMark {
  key: string;
  syncedAt: number;
}

/** Small cached answers stored whole (schedule, staff list). */
export interface Snapshot {
  key: string;
  value: unknown;
  syncedAt: number;
}

export type OutboxState = 'pending' | 'attention';

/** One change made on this device, waiting for the server's acknowledgement. */
export interface OutboxEntry {
  seq?: number;
  /** Sent as the Idempotency-Key: the server applies a change once, however often it is sent. */
  mutationId: string;
  kind: string;
  /** The entity the change is about (`appointment:12`): changes of one entity are sent in order. */
  entity: string;
  /** The contract endpoint name and its input. */
  endpoint: string;
  params?: Record<string, string | number>;
  body?: unknown;
  /** A sentence for the Needs attention list ("+15 min on Anna's 10:00 AM appointment"). */
  label: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  state: OutboxState;
  error?: { status: number; message: string };
}

/** The IndexedDB database of one scope. Only `src/offline/` opens it. */
export class ScopeDb extends Dexie {
  calendarItems!: EntityTable<CachedCalendarItem, 'key'>;
  appointments!: EntityTable<CachedAppointment, 'id'>;
  syncMarks!: EntityTable<SyncMark, 'key'>;
  snapshots!: EntityTable<Snapshot, 'key'>;
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
