import type { QueryKey } from '@tanstack/react-query';
import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '../contract/endpoint.ts';
import type { ScopeDb } from './db.ts';
import type { RecordStore } from './record-store.ts';

/** A part of the input the entry takes is required; one it does not take is absent. */
type Slot<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };

/** What an offline change sends: its contract entry's params, query and body, typed from the entry. */
export type ChangeInput<E extends Endpoint> = Slot<'params', ParamsOf<E>> &
  Slot<'query', QueryOf<E>> &
  Slot<'body', BodyOf<E>>;

/**
 * How a change shows in one cached record until the server has it: a pure function of the record, the
 * call's input and the change's context (what the person saw when making it: the names the call's ids
 * stand for). The context is kept with the change, so the service worker, replaying on its own, shows
 * the same; a change queued by an older version has none (undefined).
 */
export interface RecordEffect<I, C = unknown> {
  readonly store: RecordStore<unknown>;
  id(input: I): string | number;
  apply(value: unknown, input: I, context: C | undefined): unknown;
  /**
   * The change makes the record (a booking made offline): it is written when the change is queued, and
   * again over a refresh of its range while the change waits; `apply` ignores the value it is given.
   */
  readonly creates?: boolean;
}

/**
 * How a change shows in the cached answers of queries under a key (lists and reports). `apply` gets the
 * answer's own key too (one staff member's income, one day's list) and the change's context.
 */
export interface QueryEffect<I, C = unknown> {
  readonly queryKey: QueryKey;
  apply(data: unknown, input: I, key: QueryKey, context: C | undefined): unknown;
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
  readonly records: readonly RecordEffect<ChangeInput<E>, C>[];
  readonly queries: readonly QueryEffect<ChangeInput<E>, C>[];
  reconcile?(db: ScopeDb, input: ChangeInput<E>, answer: ResponseOf<E>): Promise<void>;
}

export function defineOfflineChange<E extends Endpoint, C = void>(definition: {
  kind: string;
  endpoint: E;
  entity: (input: ChangeInput<E>) => string;
  label: (input: ChangeInput<E>, context: C) => string;
  records?: readonly RecordEffect<ChangeInput<E>, C>[];
  queries?: readonly QueryEffect<ChangeInput<E>, C>[];
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
export function onRecord<T, Id extends string | number, I, C = unknown>(
  store: RecordStore<T, Id>,
  id: (input: I) => Id,
  apply: (value: T, input: I, context: C | undefined) => T,
): RecordEffect<I, C> {
  return {
    store: store as RecordStore<unknown>,
    id,
    apply: (value, input, context) => apply(value as T, input, context),
  };
}

/**
 * The change makes a record of `store` (with the id `id(input)`, which its `make` gives it): a booking
 * made offline shows on the calendar as a record of its own until the server's replaces it (the
 * definition's `reconcile` removes it).
 */
export function onNewRecord<T, Id extends string | number, I, C = unknown>(
  store: RecordStore<T, Id>,
  id: (input: I) => Id,
  make: (input: I, context: C | undefined) => T,
): RecordEffect<I, C> {
  return {
    store: store as RecordStore<unknown>,
    id,
    apply: (_value, input, context) => make(input, context),
    creates: true,
  };
}

/** The change shows in every cached query answer whose key starts with `queryKey`. */
export function onQueries<T, I, C = unknown>(
  queryKey: QueryKey,
  apply: (data: T, input: I, key: QueryKey, context: C | undefined) => T,
): QueryEffect<I, C> {
  return { queryKey, apply: (data, input, key, context) => apply(data as T, input, key, context) };
}
