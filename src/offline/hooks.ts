import { type QueryKey, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DependencyList, useCallback, useMemo } from 'react';
import type { Endpoint } from '../contract/endpoint.ts';
import { nowMs } from '../lib/clock.ts';
import { useStartupSettled } from '../lib/idle.ts';
import { readSession } from '../lib/session.ts';
import type { OutboxEntry, ScopeDb } from './db.ts';
import type { ChangeInput, OfflineChange } from './define.ts';
import type { KeptRead } from './kept.ts';
import { type RecordStore, readRecord, writeRecords } from './records.ts';
import { type ChangeOutcome, type SyncEngine, syncEngineFor } from './sync-engine.ts';
import { useLiveQuery } from './use-live-query.ts';

/** The offline engine of the signed-in staff member in their salon, or null when signed out. */
export function useSyncEngine(): SyncEngine | null {
  const queryClient = useQueryClient();
  const session = readSession();
  const shopId = session?.shopId;
  const staffId = session?.staffId;
  return useMemo(() => {
    // None where there is no window: the server's drawing of a screen (src/ssr/) reads no device.
    if (shopId === undefined || staffId === undefined || typeof window === 'undefined') return null;
    const engine = syncEngineFor({ shopId, staffId });
    // Offline changes show in the answers in memory too.
    engine.attachQueryClient(queryClient);
    return engine;
  }, [shopId, staffId, queryClient]);
}

/**
 * The refresh of a device-first read as a query: it fetches and stores, and answers when it did. A
 * route loader can start it early (`queryClient.prefetchQuery`) when the device has nothing yet; the
 * screen's hook then finds it under way or done instead of asking again.
 */
export function cacheRefreshQuery(
  db: ScopeDb,
  queryKey: QueryKey,
  refresh: (db: ScopeDb, signal: AbortSignal) => Promise<void>,
) {
  return queryOptions({
    queryKey: [...queryKey, db.name],
    queryFn: async ({ signal }) => {
      await refresh(db, signal);
      return nowMs();
    },
    staleTime: 30_000,
    retry: 1,
  });
}

/**
 * Renders from the device first and refreshes from the network in the background: `read` and
 * `syncedAt` run against IndexedDB and follow every write; `refresh` fetches and stores. For records
 * (records.ts) that offline changes act on and that the service worker writes (the staff calendar's
 * days, appointments): every other kept read is a `defineKept` answer (kept.ts). Same read shape.
 */
export function useCacheFirst<T>(opts: {
  queryKey: QueryKey;
  /** This device's copy; undefined when it has none. */
  read: (db: ScopeDb) => Promise<T | undefined>;
  syncedAt: (db: ScopeDb) => Promise<number | undefined>;
  refresh: (db: ScopeDb, signal: AbortSignal) => Promise<void>;
  deps: DependencyList;
  /** What was already read for these inputs (a route loader's prefetch), shown until the live read answers. */
  initial?: { data: T; syncedAt: number | undefined };
}): KeptRead<T> {
  const engine = useSyncEngine();
  const db = engine?.db;
  // The device's copy draws the first screen; asking the network waits until it is on screen.
  const settled = useStartupSettled();
  const local = useLiveQuery(
    async () => (db ? { data: await opts.read(db), syncedAt: await opts.syncedAt(db) } : undefined),
    [db, ...opts.deps],
    opts.initial as { data: Awaited<T> | undefined; syncedAt: number | undefined } | undefined,
  );
  const query = useQuery({
    ...(db
      ? cacheRefreshQuery(db, opts.queryKey, opts.refresh)
      : { queryKey: [...opts.queryKey, undefined] }),
    enabled: db !== undefined && settled,
  });
  return {
    data: local?.data,
    standIn: undefined,
    syncedAt: local?.syncedAt,
    reading: local === undefined,
    refreshing: query.isFetching,
    error: query.error,
    refresh: () => query.refetch(),
  };
}

/** Unsynced changes of the signed-in scope, oldest first. */
export function useOutbox(): OutboxEntry[] {
  const engine = useSyncEngine();
  const db = engine?.db;
  return useLiveQuery(async () => (db ? db.outbox.orderBy('seq').toArray() : []), [db]) ?? [];
}

/** Fetches one record of a store and keeps it. */
export function refreshRecord<T, Id extends string | number>(
  store: RecordStore<T, Id>,
  fetch: (signal: AbortSignal) => Promise<T>,
) {
  return async (db: ScopeDb, signal: AbortSignal) => writeRecords(db, store, [await fetch(signal)]);
}

/**
 * One record of a store from this device first, refreshed from `fetch` (the salon's hours, its staff):
 * small entities the offline screens need, under a fixed id.
 */
export function useCachedRecord<T, Id extends string | number>(
  store: RecordStore<T, Id>,
  id: Id,
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
  initial?: T,
) {
  return useCacheFirst<T>({
    queryKey,
    read: async (db) => (await readRecord(db, store, id))?.data,
    syncedAt: async (db) => (await readRecord(db, store, id))?.syncedAt,
    refresh: refreshRecord(store, fetch),
    deps: [store.type, id],
    ...(initial === undefined ? {} : { initial: { data: initial, syncedAt: undefined } }),
  });
}

/**
 * Makes changes of one defined kind: each is shown at once on this device, queued, and sent exactly
 * once when the network allows (the context fills the label: who and when).
 */
export function useOfflineChange<E extends Endpoint, C>(change: OfflineChange<E, C>) {
  const engine = useSyncEngine();
  return useCallback(
    async (input: ChangeInput<E>, context: C): Promise<ChangeOutcome | undefined> =>
      engine?.change(change, input, context),
    [engine, change],
  );
}
