import type { QueryKey } from '@tanstack/react-query';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../contract/endpoint.ts';
import type { ScopeDb } from './db.ts';
import type { RecordStore } from './records.ts';

/** A part of the input the entry takes is required; one it does not take is absent. */
type Slot<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What an offline change sends: its contract entry's params, query and body, typed from the entry. */
export type ChangeInput<E extends Endpoint> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>>;

/** How a change shows in one cached record until the server has it (a pure function of the record). */
export interface RecordEffect<I> {
  readonly store: RecordStore<unknown>;
  id(input: I): string | number;
  apply(value: unknown, input: I): unknown;
}

/**
 * How a change shows in the cached answers of queries under a key (lists and reports). `apply` gets the
 * answer's own key too: one staff member's income, one day's list.
 */
export interface QueryEffect<I> {
  readonly queryKey: QueryKey;
  apply(data: unknown, input: I, key: QueryKey): unknown;
}

const BRAND = Symbol.for('chairside.offline-change');

/**
 * One kind of change a person can make offline, defined once beside its feature: the call it is, the
 * entity it is about (changes of one entity are sent in order), the sentence that names it in the sync
 * drawer, how it shows in the cached data at once, and how the server's answer is written back.
 * The service worker replays with the same definitions (registry.ts).
 */
export interface OfflineChange<E extends Endpoint = Endpoint, C = never> {
  readonly [BRAND]: true;
  readonly kind: string;
  readonly endpoint: E;
  entity(input: ChangeInput<E>): string;
  label(input: ChangeInput<E>, context: C): string;
  readonly records: readonly RecordEffect<ChangeInput<E>>[];
  readonly queries: readonly QueryEffect<ChangeInput<E>>[];
  reconcile?(db: ScopeDb, input: ChangeInput<E>, answer: ResponseOf<E>): Promise<void>;
}

export function defineOfflineChange<E extends Endpoint, C = void>(definition: {
  kind: string;
  endpoint: E;
  entity: (input: ChangeInput<E>) => string;
  label: (input: ChangeInput<E>, context: C) => string;
  records?: readonly RecordEffect<ChangeInput<E>>[];
  queries?: readonly QueryEffect<ChangeInput<E>>[];
  reconcile?: (db: ScopeDb, input: ChangeInput<E>, answer: ResponseOf<E>) => Promise<void>;
}): OfflineChange<E, C> {
  return { records: [], queries: [], ...definition, [BRAND]: true };
}

/** Any definition, whatever its call and context (each is typed where it is defined). */
export type AnyOfflineChange = OfflineChange<Endpoint, never>;

export function isOfflineChange(value: unknown): value is AnyOfflineChange {
  return typeof value === 'object' && value !== null && (value as { [BRAND]?: unknown })[BRAND] === true;
}

/** The change shows in the record of `store` with the id `id(input)`. */
export function onRecord<T, Id extends string | number, I>(
  store: RecordStore<T, Id>,
  id: (input: I) => Id,
  apply: (value: T, input: I) => T,
): RecordEffect<I> {
  return {
    store: store as RecordStore<unknown>,
    id,
    apply: (value, input) => apply(value as T, input),
  };
}

/** The change shows in every cached query answer whose key starts with `queryKey`. */
export function onQueries<T, I>(
  queryKey: QueryKey,
  apply: (data: T, input: I, key: QueryKey) => T,
): QueryEffect<I> {
  return { queryKey, apply: (data, input, key) => apply(data as T, input, key) };
}
