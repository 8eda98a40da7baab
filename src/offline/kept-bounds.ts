import Dexie from 'dexie';
import { whenIdle } from '../lib/idle.ts';
import type { ScopeDb } from './db.ts';

/**
 * The phone keeps a bounded number of answers (docs/decisions.md "A bounded phone"): a manager who
 * browses a year of days, page after page, must not fill the phone, nor make each queued change slower
 * (a change reads the answers of its roots). The least recently used answers go first: per root, then
 * in all. An answer dropped is only asked again when next shown (offline: "not on this phone yet").
 */
export const KEPT_LIMITS = {
  /** Answers one root may hold (tickets: days and pages; reports: periods…). */
  perRoot: 200,
  /** Answers in all. */
  total: 800,
} as const;

export type KeptLimits = { perRoot: number; total: number };

/** Drops the least recently used answers past the limits; answers how many went. */
export async function boundKeptAnswers(db: ScopeDb, limits: KeptLimits = KEPT_LIMITS): Promise<number> {
  return db.transaction('rw', db.queries, async () => {
    let dropped = 0;
    const roots = (await db.queries.orderBy('root').uniqueKeys()) as string[];
    for (const root of roots) {
      const count = await db.queries.where('root').equals(root).count();
      if (count <= limits.perRoot) continue;
      const oldest = await db.queries
        .where('[root+usedAt]')
        .between([root, Dexie.minKey], [root, Dexie.maxKey])
        .limit(count - limits.perRoot)
        .primaryKeys();
      await db.queries.bulkDelete(oldest);
      dropped += oldest.length;
    }
    const total = await db.queries.count();
    if (total > limits.total) {
      const oldest = await db.queries
        .orderBy('usedAt')
        .limit(total - limits.total)
        .primaryKeys();
      await db.queries.bulkDelete(oldest);
      dropped += oldest.length;
    }
    return dropped;
  });
}

const scheduled = new WeakSet<ScopeDb>();

/** Bounds the kept answers once the page is idle after writes (one sweep for a burst of writes). */
export function scheduleBound(db: ScopeDb): void {
  if (scheduled.has(db)) return;
  scheduled.add(db);
  whenIdle(() => {
    scheduled.delete(db);
    void boundKeptAnswers(db).catch(() => undefined);
  });
}
