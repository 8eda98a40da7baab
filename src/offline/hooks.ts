import {
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type DependencyList, useCallback, useMemo } from 'react';
import type { Endpoint } from '../contract/endpoint.ts';
import { nowMs } from '../lib/clock.ts';
import { useStartupSettled } from '../lib/idle.ts';
import { readSession } from '../lib/session.ts';
import type { OutboxEntry, ScopeDb } from './db.ts';
import type { ChangeInput, OfflineChange } from './define.ts';
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
    if (shopId === undefined || staffId === undefined) return null;
    const engine = syncEngineFor({ shopId, staffId });
    // Offline changes show in the answers in memory too.
    engine.attachQueryClient(queryClient);
    return engine;
  }, [shopId, staffId, queryClient]);
}

export interface CacheFirst<T> {
  /** What this device has, undefined until read (and while it has nothing). */
  data: T | undefined;
  /** When the server last confirmed it (ms since epoch). */
  syncedAt: number | undefined;
  /** True while reading the device's copy. */
  loadingLocal: boolean;
  refreshing: boolean;
  refreshError: unknown;
  refresh: () => void;
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
 * `syncedAt` run against IndexedDB and follow every write; `refresh` fetches and stores.
 */
export function useCacheFirst<T>(opts: {
  queryKey: QueryKey;
  read: (db: ScopeDb) => Promise<T>;
  syncedAt: (db: ScopeDb) => Promise<number | undefined>;
  refresh: (db: ScopeDb, signal: AbortSignal) => Promise<void>;
  deps: DependencyList;
  /** What was already read for these inputs (a route loader's prefetch), shown until the live read answers. */
  initial?: { data: T; syncedAt: number | undefined };
}): CacheFirst<T> {
  const engine = useSyncEngine();
  const db = engine?.db;
  // The device's copy draws the first screen; asking the network waits until it is on screen.
  const settled = useStartupSettled();
  const local = useLiveQuery(
    async () => (db ? { data: await opts.read(db), syncedAt: await opts.syncedAt(db) } : undefined),
    [db, ...opts.deps],
    opts.initial,
  );
  const query = useQuery({
    ...(db
      ? cacheRefreshQuery(db, opts.queryKey, opts.refresh)
      : { queryKey: [...opts.queryKey, undefined] }),
    enabled: db !== undefined && settled,
  });
  return {
    data: local?.data,
    syncedAt: local?.syncedAt,
    loadingLocal: local === undefined,
    refreshing: query.isFetching,
    refreshError: query.error,
    refresh: () => void query.refetch(),
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
  return useCacheFirst<T | undefined>({
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

/**
 * A kept list or report (its query options use the persister) in the same shape as the device-first
 * hooks above: the answer, when the server gave it, and whether it is being refreshed or failed.
 */
export function useCachedQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
): CacheFirst<T> {
  const query = useQuery(options);
  return {
    data: query.data,
    syncedAt: query.dataUpdatedAt > 0 ? query.dataUpdatedAt : undefined,
    loadingLocal: query.isPending && query.fetchStatus === 'fetching' && query.failureCount === 0,
    refreshing: query.isFetching,
    refreshError: query.error,
    refresh: () => void query.refetch(),
  };
}
