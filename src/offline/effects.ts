import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import Dexie from 'dexie';
import type { OutboxEntry, ScopeDb } from './db.ts';
import type { AnyOfflineChange } from './define.ts';
import type { RecordStore } from './record-store.ts';

/**
 * How queued changes show in cached data: the definitions are looked up by kind through the registry
 * the page or the service worker loaded (registry.ts binds it), so this module knows no feature.
 */
let lookup: (kind: string) => AnyOfflineChange | undefined = () => undefined;

export function bindChangeLookup(find: (kind: string) => AnyOfflineChange | undefined): void {
  lookup = find;
}

export function changeOfKind(kind: string): AnyOfflineChange | undefined {
  return lookup(kind);
}

/** Loads the registry where it is not loaded up front (the page loads it with the engine's runtime). */
let loadRegistry: () => Promise<void> = async () => {};
let registryLoaded: Promise<void> | undefined;

export function setRegistryLoader(load: () => Promise<void>): void {
  loadRegistry = load;
  registryLoaded = undefined;
}

/**
 * The call input an outbox entry carries, as stored. Its definition typed it when the change was
 * made; the mechanism hands it back to the same definition's functions (hence the `never` casts).
 */
export type StoredInput = Pick<OutboxEntry, 'params' | 'query' | 'body'>;

/** The context a change was made with (define.ts), as stored: its own definition reads it. */
export const contextOf = (entry: OutboxEntry): never => entry.context as never;

export function inputOf(entry: OutboxEntry): StoredInput {
  const input: StoredInput = {};
  if (entry.params !== undefined) input.params = entry.params;
  if (entry.query !== undefined) input.query = entry.query;
  if (entry.body !== undefined) input.body = entry.body;
  return input;
}

/**
 * Each open scope's pending changes as last read, until its outbox is written: every fresh answer is
 * shown with them on top, and reading them from IndexedDB again each time put a database round trip
 * between an answer and its screen (a page turn of a list waited for it).
 */
const pendingRead = new Map<ScopeDb, Promise<OutboxEntry[]>>();

/**
 * Dexie announces every write, here and in the app's other tabs and its service worker (a broadcast
 * channel), by table; "all" when a page comes back from the back-forward cache.
 */
const OUTBOX_PART = /^idb:\/\/(.+)\/outbox\//;
Dexie.on('storagemutated', (parts) => {
  for (const part of Object.keys(parts)) {
    if (part === 'all') pendingRead.clear();
    const written = OUTBOX_PART.exec(part)?.[1];
    if (written === undefined) continue;
    for (const db of pendingRead.keys()) if (db.name === written) pendingRead.delete(db);
  }
});

/** Changes still to be sent, oldest first (refused ones no longer show: the server said no). */
export function pendingEntries(db: ScopeDb): Promise<OutboxEntry[]> {
  // Inside a transaction (records written with the changes on top), read in it: waiting there for a
  // read made outside would leave the transaction with nothing to do, and the browser would end it
  // before its writes (Dexie's PrematureCommitError).
  if (Dexie.currentTransaction) return readPending(db);
  const kept = pendingRead.get(db);
  if (kept) return kept;
  const read = readPending(db);
  pendingRead.set(db, read);
  // A failed read is not kept: the next answer reads again.
  read.catch(() => {
    if (pendingRead.get(db) === read) pendingRead.delete(db);
  });
  return read;
}

const readPending = (db: ScopeDb): Promise<OutboxEntry[]> =>
  db.outbox.where('state').equals('pending').sortBy('seq');

/** The queued changes' effects on records of `store`, in the order they were made. */
export async function pendingEffectsOn(
  db: ScopeDb,
  store: RecordStore<unknown> | RecordStore<never>,
): Promise<{ id: string | number; apply: (value: unknown) => unknown; creates: boolean }[]> {
  const out: { id: string | number; apply: (value: unknown) => unknown; creates: boolean }[] = [];
  const pending = await pendingEntries(db);
  if (pending.length === 0) return out;
  registryLoaded ??= loadRegistry();
  await registryLoaded;
  for (const entry of pending) {
    const change = changeOfKind(entry.kind);
    const input = inputOf(entry);
    for (const effect of change?.records ?? []) {
      if (effect.store.type !== store.type) continue;
      out.push({
        id: effect.id(input as never),
        apply: (value) => effect.apply(value, input as never, contextOf(entry)),
        creates: effect.creates === true,
      });
    }
  }
  return out;
}

/** A query answer with the effects of `entries` on it (those whose key matches), in order. */
export function withQueryEffects(
  queryKey: QueryKey,
  data: unknown,
  entries: readonly OutboxEntry[],
): unknown {
  let out = data;
  for (const entry of entries) {
    const input = inputOf(entry);
    for (const effect of changeOfKind(entry.kind)?.queries ?? []) {
      if (partialMatchKey(queryKey, effect.queryKey))
        out = effect.apply(out, input as never, queryKey, contextOf(entry));
    }
  }
  return out;
}
