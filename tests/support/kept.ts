import type { QueryKey } from '@tanstack/react-query';
import { keyPath, type PersistedQueryRow, rootOf } from '../../src/offline/db.ts';

/** A kept answer as the persister stores it (its root and last use included), for offline tests. */
export function keptAnswer(key: string, queryKey: QueryKey, data: unknown, at = 1): PersistedQueryRow {
  return {
    key,
    value: { queryKey, state: { data, dataUpdatedAt: at } },
    root: rootOf(queryKey),
    path: keyPath(queryKey),
    usedAt: at,
  };
}
