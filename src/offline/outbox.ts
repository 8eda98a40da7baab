import type { Endpoint } from '../contract/endpoint.ts';
import { nowMs } from '../lib/clock.ts';
import { forgetKeptScreen } from '../lib/kept-screen-key.ts';
import type { OutboxEntry, ScopeDb } from './db.ts';
import type { AnyOfflineChange, ChangeInput, OfflineChange } from './define.ts';
import { inputOf } from './effects.ts';
import { showInPersisted } from './query-cache.ts';
import { putMadeRecord, updateRecord } from './records.ts';

/** A change as the outbox keeps it: its kind, the entity it is about, the call's input and its label. */
export interface Mutation {
  kind: string;
  entity: string;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  label: string;
  context?: unknown;
}

export function newMutationId(): string {
  return crypto.randomUUID();
}

/** Every table a change may touch: the optimistic change and its outbox row commit together. */
export function writeTables(db: ScopeDb) {
  return db.tables;
}

/**
 * Records a change made on this device: its optimistic effect on the cached data and its outbox row,
 * in one IndexedDB transaction, so neither exists without the other.
 */
export async function enqueue(
  db: ScopeDb,
  mutation: Mutation,
  applyOptimistic: (entry: OutboxEntry) => Promise<void>,
  now: number = nowMs(),
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
  // A screen kept from before the change would show the data without it at the next start.
  forgetKeptScreen();
  return entry;
}

/** Queues one change of a defined kind, shown at once in the cached records and persisted answers. */
export function enqueueChange<E extends Endpoint, C>(
  db: ScopeDb,
  change: OfflineChange<E, C>,
  input: ChangeInput<E>,
  context: C,
  now: number = nowMs(),
): Promise<OutboxEntry> {
  const mutation = {
    kind: change.kind,
    entity: change.entity(input),
    ...(input as Pick<Mutation, 'params' | 'query' | 'body'>),
    label: change.label(input, context),
    ...(context === undefined ? {} : { context }),
  };
  return enqueue(
    db,
    mutation,
    async (entry) => {
      const queued = inputOf(entry) as ChangeInput<E>;
      for (const effect of change.records) {
        if (effect.creates) {
          await putMadeRecord(db, effect.store, effect.apply(undefined, queued, context));
          continue;
        }
        await updateRecord(db, effect.store, effect.id(queued), (value) =>
          effect.apply(value, queued, context),
        );
      }
      await showInPersisted(db, change as unknown as AnyOfflineChange, entry);
    },
    now,
  );
}

/** Unsent and refused changes, oldest first. */
export function outboxEntries(db: ScopeDb): Promise<OutboxEntry[]> {
  return db.outbox.orderBy('seq').toArray();
}
