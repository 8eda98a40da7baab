/**
 * A kind of cached record, declared by the feature that owns it: its type name, how to find a
 * record's id, and optionally a group and an order for range reads (a staff member's days, say).
 */
export interface RecordStore<T, Id extends string | number = string | number> {
  readonly type: string;
  id(value: T): Id;
  group?(value: T): string;
  sort?(value: T): string;
}

export function defineRecordStore<T, Id extends string | number = string | number>(
  store: RecordStore<T, Id>,
): RecordStore<T, Id> {
  return store;
}

export const recordKey = (type: string, id: string | number) => `${type}|${id}`;
