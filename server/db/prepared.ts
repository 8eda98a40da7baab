import type { Db } from './connect.ts';

const cache = new WeakMap<Db, Map<string, unknown>>();

/**
 * A prepared statement built once per database and reused: on the embedded database, building and
 * planning a query costs as much as running it, so hot queries (session lookup, sign-in lookup) use this.
 */
export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    statements.set(name, statement);
  }
  return statement;
}
