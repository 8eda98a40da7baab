/**
 * The sync engine's working parts, loaded when first needed (a replay at start-up, once the page is
 * idle, or a change): the replayer, the transport, every feature's change definitions and the query
 * cache glue. The first screen never waits for them.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../contract/endpoint.ts';
import type { ScopeDb } from './db.ts';
import type { AnyOfflineChange, ChangeInput, OfflineChange } from './define.ts';
import { changeOfKind } from './effects.ts';
import { httpTransport, reconcileChange } from './http-transport.ts';
import { enqueueChange } from './outbox.ts';
import { bindQueryClient, refreshQueriesOf, showInMemory } from './query-cache.ts';
// Every feature's offline change definitions, before anything is replayed.
import './registry.ts';
import { Replayer } from './replayer.ts';

export function createReplayer(db: ScopeDb): Replayer {
  return new Replayer(db, {
    transport: httpTransport,
    reconcile: async (tx, entry, payload) => {
      await reconcileChange(tx, entry, payload);
      const change = changeOfKind(entry.kind);
      if (change) refreshQueriesOf(change);
    },
    refused: (entry) => {
      const change = changeOfKind(entry.kind);
      if (change) refreshQueriesOf(change);
    },
  });
}

/** Fetches again the queries that changes of these kinds show in (the service worker settled them). */
export function refreshKinds(kinds: readonly string[]): void {
  for (const kind of kinds) {
    const change = changeOfKind(kind);
    if (change) refreshQueriesOf(change);
  }
}

/** Queues a change and shows it in the cached records, the kept answers and the answers in memory. */
export async function recordChange<E extends Endpoint, C>(
  db: ScopeDb,
  queryClient: QueryClient | undefined,
  change: OfflineChange<E, C>,
  input: ChangeInput<E>,
  context: C,
): Promise<string> {
  if (queryClient) bindQueryClient(queryClient);
  const entry = await enqueueChange(db, change, input, context);
  showInMemory(change as unknown as AnyOfflineChange, entry);
  return entry.mutationId;
}

export { bindQueryClient };
