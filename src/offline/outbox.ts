import type { OutboxEntry, ScopeDb } from './db.ts';

export interface Mutation {
  kind: string;
  entity: string;
  endpoint: string;
  params?: Record<string, string | number>;
  body?: unknown;
  label: string;
}

export function newMutationId(): string {
  return crypto.randomUUID();
}

/** Every table a change may touch: the optimistic change and its outbox row commit together. */
export function writeTables(db: ScopeDb) {
  return [db.calendarItems, db.appointments, db.snapshots, db.syncMarks, db.outbox];
}

/**
 * Records a change made on this device: its optimistic effect on the cached data and its outbox row,
 * in one IndexedDB transaction, so neither exists without the other.
 */
export async function enqueue(
  db: ScopeDb,
  mutation: Mutation,
  applyOptimistic: (entry: OutboxEntry) => Promise<void>,
  now: number = Date.now(),
): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    ...mutation,
    mutationId: newMutationId(),
    createdAt: now,
    attempts: 0,
    nextAttemptAt: 0,
    state: 'pending',
  };
  await db.transaction('rw', writeTables(db), async () => {
    await applyOptimistic(entry);
    entry.seq = await db.outbox.add(entry);
  });
  return entry;
}

/** Unsent and refused changes, oldest first. */
export function outboxEntries(db: ScopeDb): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}
