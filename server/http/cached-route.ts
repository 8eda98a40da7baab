import type { FastifyInstance } from 'fastify';
import type * as z from 'zod/mini';
import { BASE_PATH, type Endpoint } from '../../src/contract/endpoints.ts';
import type { CacheDeclaration, CacheScope } from '../db/changes.ts';
import { type Handled, type RouteDeps, route, type SessionFor } from './route.ts';

/** Answers from the route's cache: the kept value of `parts` in `scope`, or `compute`'s. */
export type Cached<T> = (
  scope: CacheScope,
  parts: readonly (string | number)[],
  compute: () => Promise<T>,
) => Promise<T>;

/** The name of an endpoint's cache in the registry: its method and path. */
export const cacheName = (e: Endpoint): string => `${e.method} ${BASE_PATH[e.base]}${e.path}`;

/**
 * Registers a read-only endpoint whose answers are kept while the tables they are read from are
 * unchanged (server/db/changes.ts). The declaration names every such table; `cached` keys a value by the
 * salon it was read from and the request's parts. What must hold for every request (access rules) runs
 * in the handler before `cached`, so a kept answer is never handed to someone it was not for.
 * server/http/cached-route.test.ts writes to each declared table and checks that the answer is
 * recomputed, and that a computation reads no table left out of the declaration.
 */
export function cachedRoute<E extends Endpoint>(
  app: FastifyInstance,
  deps: RouteDeps,
  e: E,
  declaration: Omit<CacheDeclaration, 'name'>,
  handler: (
    input: Handled<E>,
    session: SessionFor<E>,
    cached: Cached<z.output<E['response']>>,
  ) => Promise<z.output<E['response']>>,
): void {
  if (e.method !== 'GET') throw new Error(`Only reads are cached: ${e.method} ${e.path}`);
  const cache = deps.changes.cache<z.output<E['response']>>({
    ...declaration,
    name: cacheName(e),
  });
  const cached: Cached<z.output<E['response']>> = (scope, parts, compute) => cache.get(scope, parts, compute);
  route(app, deps, e, (input, session) => handler(input, session, cached));
}
