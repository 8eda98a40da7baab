import {
  keepPreviousData,
  type Query,
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import { nowMs } from '../lib/clock.ts';
import { persister } from './persister.ts';

/**
 * How a screen reads its data, whatever keeps it: what to show, when the server gave it, whether it is
 * being asked for again, and why not when there is nothing (ui/kept-view.tsx draws each case).
 */
export interface KeptRead<T> {
  /** The answer for the arguments asked; undefined while this phone has none of it. */
  data: T | undefined;
  /** The previous arguments' answer, while these are being asked for (drawn under the busy overlay). */
  standIn: T | undefined;
  /** When the server gave the answer shown (ms since epoch). */
  syncedAt: number | undefined;
  /** Asking the server now. */
  refreshing: boolean;
  /**
   * Nothing to say yet: reading this phone's copy (an instant: nothing is drawn rather than a loading
   * line), or nothing asked (a range not chosen).
   */
  reading: boolean;
  /** Why the last ask failed (an ApiError: offline, refused with the server's sentence…). */
  error: unknown;
  /** Asks the server again; answers with the ask's failure, if any. */
  refresh: () => Promise<{ error: unknown }>;
}

/** A kept screen's data, declared once: its key, its call and how long an answer stays fresh. */
export interface KeptDefinition<A, T> {
  /** The answer's query key: a root of lib/query-roots.ts first, then what tells answers apart. */
  key: (args: A) => QueryKey;
  /** The call (one contract entry through lib/http.ts's `call`). */
  fetch: (args: A, signal: AbortSignal) => Promise<T>;
  /**
   * How long an answer counts as fresh, in ms: 0 (the default) asks the server again whenever the
   * screen is shown (tickets close and appointments change at any moment).
   */
  fresh?: number;
}

export interface ReadOptions<T, S> {
  /** Keep the previous arguments' answer on screen, under the busy overlay, while these load. */
  standIn?: boolean;
  /** Narrow the kept answer to what the screen shows (a period out of a wider kept window). */
  select?: (data: T) => S;
}

/** What the route loaders wait for at most before the screen draws with its loading state. */
export const LOADER_WAIT_MS = 1000;

/**
 * An answer younger than this is not asked for again when its screen is shown or turns a page: the
 * route's loader (or the warm-up) has just fetched it, and asking again at once doubled every screen's
 * requests.
 */
export const JUST_ANSWERED_MS = 2000;

/**
 * How long a kept answer fetched at `updatedAt` counts as fresh: the definition's `fresh`, and at
 * least the moment after it came. A change made here marks it out of date whatever this says (the
 * query library's invalidation). An answer dated ahead of now (the clock was set back) is stale.
 */
export function keptStaleTime(fresh: number, updatedAt: number, now: number): number {
  return updatedAt > now ? 0 : Math.max(fresh, JUST_ANSWERED_MS);
}

const DISABLED_KEY = ['kept', 'disabled'] as const;

/** A kept read: the query options, the screen's hook, the loader's prefetch and the warm-up's fetch. */
export interface Kept<A, T> {
  /**
   * The query options (the persister keeps every answer on this phone: a screen seen once opens
   * offline with its data age). `offlineFirst`: the phone's copy is read even without a network.
   */
  options(args: A): ReturnType<typeof keptOptions<T>>;
  /**
   * For a route loader: the answer from this phone or the network before the screen draws, waiting at
   * most LOADER_WAIT_MS and never failing (offline with nothing kept, the screen says so itself).
   */
  prefetch(queryClient: QueryClient, args: A): Promise<void>;
  /** For the manager's warm-up: fetched now from the network and kept (failures are quiet). */
  warm(queryClient: QueryClient, args: A): Promise<void>;
}

function keptOptions<T>(queryKey: QueryKey, queryFn: (signal: AbortSignal) => Promise<T>, fresh: number) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    persister,
    staleTime: (query: Query<T>) => keptStaleTime(fresh, query.state.dataUpdatedAt, nowMs()),
    networkMode: 'offlineFirst',
  });
}

export function defineKept<A, T>(definition: KeptDefinition<A, T>): Kept<A, T> {
  const fresh = definition.fresh ?? 0;
  const options = (args: A) =>
    keptOptions<T>(definition.key(args), (signal) => definition.fetch(args, signal), fresh);
  return {
    options,
    async prefetch(queryClient, args) {
      const opts = options(args);
      if (queryClient.getQueryData(opts.queryKey) !== undefined) return;
      await Promise.race([
        queryClient.fetchQuery({ ...opts, retry: false }).then(
          () => undefined,
          () => undefined,
        ),
        new Promise((done) => setTimeout(done, LOADER_WAIT_MS)),
      ]);
    },
    async warm(queryClient, args) {
      await queryClient.prefetchQuery(options(args));
    },
  };
}

/**
 * A screen's read of a kept answer (`null` arguments read nothing: a range not chosen yet). The
 * phone's copy first, then the server's; with `standIn`, the previous arguments' answer stays under the
 * busy overlay while these load; `select` narrows the kept answer to what the screen shows.
 */
export function useKept<A, T, S = T>(
  kept: Kept<A, T>,
  args: A | null,
  opts: ReadOptions<T, S> = {},
): KeptRead<S> {
  const base = args === null ? undefined : kept.options(args);
  const query = useQuery<T, Error, S, QueryKey>({
    queryKey: base?.queryKey ?? DISABLED_KEY,
    queryFn: base?.queryFn ?? never,
    persister: base?.persister,
    staleTime: base?.staleTime,
    networkMode: 'offlineFirst',
    enabled: base !== undefined,
    ...(opts.standIn ? { placeholderData: keepPreviousData } : {}),
    ...(opts.select ? { select: opts.select } : {}),
  });
  return base === undefined ? { ...readOfQuery(query), reading: true } : readOfQuery(query);
}

function never(): Promise<never> {
  return Promise.reject(new Error('A disabled read is never fetched'));
}

/** A query's state in the read's shape. */
export function readOfQuery<T>(query: UseQueryResult<T>): KeptRead<T> {
  const standIn = query.isPlaceholderData;
  return {
    data: standIn ? undefined : query.data,
    standIn: standIn && query.isFetching ? query.data : undefined,
    syncedAt:
      !standIn && query.data !== undefined && query.dataUpdatedAt > 0 ? query.dataUpdatedAt : undefined,
    refreshing: query.isFetching,
    reading: false,
    error: query.error,
    refresh: () => query.refetch(),
  };
}

/**
 * Several reads a screen draws together (the calendar's appointments and block hours): data once all
 * have theirs, the oldest age, refreshing while any is, the first failure.
 */
export function joinReads<T extends readonly unknown[]>(
  reads: { [K in keyof T]: KeptRead<T[K]> },
): KeptRead<T> {
  const list = reads as readonly KeptRead<unknown>[];
  const all = <V>(pick: (r: KeptRead<unknown>) => V | undefined): V[] | undefined => {
    const out: V[] = [];
    for (const r of list) {
      const v = pick(r);
      if (v === undefined) return undefined;
      out.push(v);
    }
    return out;
  };
  const ages = all((r) => r.syncedAt);
  const data = all((r) => r.data);
  const standingIn = data === undefined && list.some((r) => r.standIn !== undefined);
  return {
    data: data as T | undefined,
    standIn: (standingIn ? all((r) => r.data ?? r.standIn) : undefined) as T | undefined,
    syncedAt: ages && ages.length > 0 ? Math.min(...ages) : undefined,
    refreshing: list.some((r) => r.refreshing),
    reading: list.some((r) => r.reading),
    error: list.find((r) => r.error)?.error ?? null,
    refresh: async () => {
      const results = await Promise.all(list.map((r) => r.refresh()));
      return { error: results.find((r) => r.error)?.error ?? null };
    },
  };
}
