import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { keyPath, type OutboxEntry, type ScopeDb } from './db.ts';
import type { AnyOfflineChange } from './define.ts';
import { contextOf, inputOf } from './effects.ts';

/** The page's query client (the service worker has none): offline changes update its answers too. */
let client: QueryClient | undefined;

export function bindQueryClient(queryClient: QueryClient): void {
  client = queryClient;
}

/**
 * Shows a new change in the query answers in memory (after its transaction committed). The answers keep
 * their time: "Updated 5 min ago" stays true, the change is this phone's, not the server's.
 */
export function showInMemory(change: AnyOfflineChange, entry: OutboxEntry): void {
  if (!client) return;
  const input = inputOf(entry);
  for (const effect of change.queries) {
    for (const query of client.getQueryCache().findAll({ queryKey: effect.queryKey })) {
      const old = query.state.data;
      if (old === undefined) continue;
      const next = effect.apply(old, input as never, query.queryKey, contextOf(entry));
      if (next !== old) client.setQueryData(query.queryKey, next, { updatedAt: query.state.dataUpdatedAt });
    }
  }
}

/**
 * After the server took or refused a change: the queries it showed in are fetched again, for the
 * server's values (with the changes still queued on top).
 */
export function refreshQueriesOf(change: AnyOfflineChange): void {
  for (const effect of change.queries) void client?.invalidateQueries({ queryKey: effect.queryKey });
}

/** Shows a new change in the persisted answers (inside its transaction). */
export async function showInPersisted(
  db: ScopeDb,
  change: AnyOfflineChange,
  entry: OutboxEntry,
): Promise<void> {
  const input = inputOf(entry);
  if (change.queries.length === 0) return;
  // Only the answers the change can touch: those whose key starts with one of its effects' keys.
  const rows = [];
  for (const prefix of new Set(change.queries.map((effect) => keyPath(effect.queryKey)))) {
    rows.push(...(await db.queries.where('path').startsWith(prefix).toArray()));
  }
  for (const row of rows) {
    const value = row.value as { queryKey?: QueryKey; state?: { data?: unknown } };
    if (!value.queryKey || value.state?.data === undefined) continue;
    let data: unknown = value.state.data;
    for (const effect of change.queries) {
      if (partialMatchKey(value.queryKey, effect.queryKey))
        data = effect.apply(data, input as never, value.queryKey, contextOf(entry));
    }
    if (data !== value.state.data)
      await db.queries.put({ ...row, value: { ...value, state: { ...value.state, data } } });
  }
}
