import { nowMs } from '../lib/clock.ts';
import type { CachedRecord, ScopeDb } from './db.ts';
import { pendingEffectsOn } from './effects.ts';
import { type RecordStore, recordKey } from './record-store.ts';

export { defineRecordStore, type RecordStore, recordKey } from './record-store.ts';

function toRow<T>(store: RecordStore<T>, value: T, syncedAt: number): CachedRecord {
  return {
    key: recordKey(store.type, store.id(value)),
    type: store.type,
    group: store.group?.(value) ?? '',
    sort: store.sort?.(value) ?? '',
    data: value,
    syncedAt,
  };
}

/** One record and when the server last confirmed it, or undefined when this device has none. */
export async function readRecord<T, Id extends string | number>(
  db: ScopeDb,
  store: RecordStore<T, Id>,
  id: Id,
): Promise<{ data: T; syncedAt: number } | undefined> {
  const row = await db.records.get(recordKey(store.type, id));
  return row ? { data: row.data as T, syncedAt: row.syncedAt } : undefined;
}

/** The records of a group whose order key lies in `from` … `to` (both included), in that order. */
export async function readRange<T>(
  db: ScopeDb,
  store: RecordStore<T>,
  group: string,
  from: string,
  to: string,
): Promise<T[]> {
  const rows = await db.records
    .where('[type+group+sort]')
    .between([store.type, group, from], [store.type, group, to], true, true)
    .toArray();
  return rows.map((r) => r.data as T);
}

/**
 * Stores server copies of records. The changes still queued on this device are applied on top of
 * them (their definitions say how), so a refresh never makes a change the person made vanish from
 * the screen before the server has it. `replace` first deletes the group's records in that order range
 * (the server's answer for that range is complete).
 */
export async function writeRecords<T>(
  db: ScopeDb,
  store: RecordStore<T>,
  values: readonly T[],
  opts: { replace?: { group: string; from: string; to: string }; now?: number } = {},
): Promise<void> {
  const now = opts.now ?? nowMs();
  await db.transaction('rw', [db.records, db.outbox], async () => {
    if (opts.replace) {
      const { group, from, to } = opts.replace;
      await db.records
        .where('[type+group+sort]')
        .between([store.type, group, from], [store.type, group, to], true, true)
        .delete();
    }
    const effects = await pendingEffectsOn(db, store);
    const rows = values.map((value) => {
      const id = store.id(value);
      const rebased = effects.reduce((acc, e) => (e.id === id ? (e.apply(acc) as T) : acc), value);
      return toRow(store, rebased, now);
    });
    // Records that queued changes make (a booking made offline) stay until the server has them: written
    // again where the server's answer does not hold them, never confirmed by it (synced at 0).
    const answered = new Set(values.map((value) => store.id(value)));
    for (const effect of effects) {
      if (!effect.creates || answered.has(effect.id)) continue;
      const made = effect.apply(undefined) as T;
      if (store.id(made) === effect.id) rows.push(toRow(store, made, 0));
    }
    await db.records.bulkPut(rows);
  });
}

/** Deletes the records of a store that `keep` says no to. */
export async function pruneRecords<T>(
  db: ScopeDb,
  store: RecordStore<T>,
  keep: (value: T, row: CachedRecord) => boolean,
): Promise<void> {
  await db.records
    .where('type')
    .equals(store.type)
    .filter((row) => !keep(row.data as T, row))
    .delete();
}

/** Replaces one record's data in place (an optimistic change, or the server's answer to one). */
export async function updateRecord<T, Id extends string | number>(
  db: ScopeDb,
  store: RecordStore<T, Id>,
  id: Id,
  change: (value: T) => T,
  syncedAt?: number,
): Promise<void> {
  const key = recordKey(store.type, id);
  const row = await db.records.get(key);
  if (!row) return;
  await db.records.put({ ...toRow(store, change(row.data as T), syncedAt ?? row.syncedAt) });
}

/** Writes a record made on this device (a queued change's), not confirmed by the server (synced at 0). */
export async function putMadeRecord<T, Id extends string | number>(
  db: ScopeDb,
  store: RecordStore<T, Id>,
  value: T,
): Promise<void> {
  await db.records.put(toRow(store, value, 0));
}

/** Writes one record as the server gave it (a change's answer), confirmed now. */
export async function putServerRecord<T, Id extends string | number>(
  db: ScopeDb,
  store: RecordStore<T, Id>,
  value: T,
  now: number = nowMs(),
): Promise<void> {
  await db.records.put(toRow(store, value, now));
}

/** Removes one record (a record a queued change made, once the server's answer replaces it). */
export async function deleteRecord<T, Id extends string | number>(
  db: ScopeDb,
  store: RecordStore<T, Id>,
  id: Id,
): Promise<void> {
  await db.records.delete(recordKey(store.type, id));
}

/** When the server last confirmed a piece of data (a day, say), by its mark key. */
export async function syncedAtMark(db: ScopeDb, key: string): Promise<number | undefined> {
  return (await db.syncMarks.get(key))?.syncedAt;
}

export async function markSynced(db: ScopeDb, keys: readonly string[], now: number = nowMs()): Promise<void> {
  await db.syncMarks.bulkPut(keys.map((key) => ({ key, syncedAt: now })));
}

/** Forgets the marks under a prefix that `keep` says no to. */
export async function pruneMarks(db: ScopeDb, prefix: string, keep: (key: string) => boolean): Promise<void> {
  await db.syncMarks.filter((m) => m.key.startsWith(prefix) && !keep(m.key)).delete();
}
