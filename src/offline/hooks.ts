import { type QueryKey, useQuery } from '@tanstack/react-query';
import { type DependencyList, useMemo } from 'react';
import { useStartupSettled } from '../lib/idle.ts';
import { readSession } from '../lib/session.ts';
import type { OutboxEntry, ScopeDb } from './db.ts';
import { readSnapshot, storeSnapshot } from './stores.ts';
import { type SyncEngine, syncEngineFor } from './sync-engine.ts';
import { useLiveQuery } from './use-live-query.ts';

/** The offline engine of the signed-in staff member in their salon, or null when signed out. */
export function useSyncEngine(): SyncEngine | null {
  const session = readSession();
  const shopId = session?.shopId;
  const staffId = session?.staffId;
  return useMemo(
    () => (shopId !== undefined && staffId !== undefined ? syncEngineFor({ shopId, staffId }) : null),
    [shopId, staffId],
  );
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
    queryKey: [...opts.queryKey, db?.name],
    queryFn: async ({ signal }) => {
      if (!db) return 0;
      await opts.refresh(db, signal);
      return Date.now();
    },
    enabled: db !== undefined && settled,
    staleTime: 30_000,
    retry: 1,
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

/** A small answer kept whole on the device (schedule, staff list), refreshed from `fetch`. */
export function useCachedSnapshot<T>(
  key: string,
  queryKey: QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
  initial?: T,
) {
  return useCacheFirst<T | undefined>({
    queryKey,
    read: async (db) => (await readSnapshot<T>(db, key))?.value,
    syncedAt: async (db) => (await readSnapshot(db, key))?.syncedAt,
    refresh: async (db, signal) => storeSnapshot(db, key, await fetch(signal)),
    deps: [key],
    ...(initial === undefined ? {} : { initial: { data: initial, syncedAt: undefined } }),
  });
}
