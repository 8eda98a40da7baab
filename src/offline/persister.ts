import { notifyManager, type Query, type QueryFunctionContext, type QueryKey } from '@tanstack/react-query';
import { experimental_createQueryPersister, type PersistedQuery } from '@tanstack/react-query-persist-client';
import { nowMs } from '../lib/clock.ts';
import { afterNextPaint, whenIdle } from '../lib/idle.ts';
import { readSession } from '../lib/session.ts';
import { keyPath, rootOf, type ScopeDb, scopeDb } from './db.ts';
import { pendingEntries, withQueryEffects } from './effects.ts';
import { scheduleBound } from './kept-bounds.ts';

/**
 * The one persister for lists and reports: TanStack Query's per-query persister over the `queries`
 * table of the signed-in scope's database (so logout, which deletes the scope, clears it, and another
 * salon never sees it). A query that uses it opens offline with its last answer and that answer's
 * time (`dataUpdatedAt`), then refreshes when the network allows. Answers expire after 7 days, are
 * bounded in number (kept-bounds.ts: least recently used out first), and all are dropped when the
 * contract's shapes change (the build's contract version). Changes queued on this device are shown on
 * top of fresh answers (their definitions' query effects).
 */

/** How long a kept answer may be shown (a phone may stay offline that long). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The contract's version: a hash of src/contract written at build time (see vite.config.ts). */
declare const __CONTRACT_VERSION__: string | undefined;
const CONTRACT_VERSION = typeof __CONTRACT_VERSION__ === 'string' ? __CONTRACT_VERSION__ : 'dev';

function sessionDb(): ScopeDb | undefined {
  const session = readSession();
  return session ? scopeDb({ shopId: session.shopId, staffId: session.staffId }) : undefined;
}

const PREFIX = 'q';

/** A persister over the `queries` table of the database `currentDb` names (the signed-in scope's). */
export function createScopePersister(
  currentDb: () => ScopeDb | undefined,
  { buster = CONTRACT_VERSION }: { buster?: string } = {},
) {
  const core = experimental_createQueryPersister<PersistedQuery>({
    storage: {
      getItem: async (key) => {
        const db = currentDb();
        const row = await db?.queries.get(key);
        // Used now: the least recently used answers are the first to go (kept-bounds.ts).
        if (row) void db?.queries.update(key, { usedAt: nowMs() }).catch(() => undefined);
        return row?.value as PersistedQuery | undefined;
      },
      setItem: async (key, value) => {
        const db = currentDb();
        if (!db) return;
        // Kept once the screen has drawn it: the write does not hold up the frame that shows the answer
        // (and is dropped if the session ended or changed meanwhile).
        await new Promise<void>((drawn) => afterNextPaint(drawn));
        if (currentDb() !== db) return;
        try {
          await db.queries.put({
            key,
            value,
            root: rootOf(value.queryKey),
            path: keyPath(value.queryKey),
            usedAt: nowMs(),
          });
        } catch (error) {
          // Closed meanwhile (the session ended, its scope deleted): there is nowhere to keep it.
          if (!db.isOpen()) return;
          throw error;
        }
        scheduleBound(db);
      },
      removeItem: async (key) => {
        await currentDb()?.queries.delete(key);
      },
      entries: async () =>
        ((await currentDb()?.queries.toArray()) ?? []).map((row) => [row.key, row.value as PersistedQuery]),
    },
    // IndexedDB keeps objects as they are.
    serialize: (persisted) => persisted,
    deserialize: (stored) => stored,
    maxAge: PERSIST_MAX_AGE_MS,
    buster,
    prefix: PREFIX,
    // The refresh after a restore is ours (below): the library's leaves its failure unhandled.
    refetchOnRestore: false,
  });

  /**
   * Set as a query's `persister` (the features' query options do): answers come from the device
   * first and are kept after each fetch, with this device's queued changes on top.
   */
  function persisterFn<T, K extends QueryKey>(
    queryFn: (context: QueryFunctionContext<K>) => T | Promise<T>,
    context: QueryFunctionContext<K>,
    query: Query,
  ): Promise<T> {
    let asked = false;
    const answer = core.persisterFn(
      async (ctx: QueryFunctionContext<K>) => {
        asked = true;
        const fresh = await queryFn(ctx);
        const db = currentDb();
        if (!db) return fresh;
        return withQueryEffects(query.queryKey, fresh, await pendingEntries(db)) as T;
      },
      context,
      query,
    );
    // A kept answer shows at once and is asked for again in the background, fresh or not: a new page
    // (a reload, an app start) is when the person expects the latest, and a session that ended meanwhile
    // is noticed (its 401 sends them to sign in). Offline, that refresh fails quietly: the query keeps
    // the kept answer and records the error for the screen.
    return answer.then((data) => {
      if (!asked) notifyManager.schedule(() => void query.fetch().catch(() => undefined));
      return data;
    });
  }

  return { persisterFn, gc: () => core.persisterGc() };
}

const scopePersister = createScopePersister(sessionDb);

/** The persister of the signed-in scope, for the features' query options. */
export const persister = scopePersister.persisterFn;

// Answers older than 7 days, or kept by an older contract, go once the page is idle after this loads.
whenIdle(() => void forgetOldAnswers().catch(() => undefined));

/** Drops answers older than 7 days or of an older contract (called once the app is idle). */
export function forgetOldAnswers(): Promise<void> {
  return scopePersister.gc();
}

/** Forgets every kept answer of a scope (a salon switch leaves the old salon's reports behind). */
export function forgetAllAnswers(db: ScopeDb): Promise<void> {
  return db.queries.clear();
}
