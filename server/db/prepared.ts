import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Executor } from './connect.ts';

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

const dialect = new PgDialect();
const builtStatements = new Map<string, Query>();

/**
 * The rows of a raw statement (`sql`) that is built once: `build` is called the first time `name` is
 * asked, with `sql.placeholder`s where the values go, and later calls only fill `values` in. Building
 * a statement with many columns costs drizzle more than running it on the embedded database
 * (docs/benchmarks.md), so statements read at every request use this. Works on the database and in a
 * transaction alike.
 */
export async function preparedRows(
  db: Executor,
  name: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>[]> {
  let query = builtStatements.get(name);
  if (query === undefined) {
    query = dialect.sqlToQuery(build());
    builtStatements.set(name, query);
  }
  const result: unknown = await db._.session.prepareQuery(query, undefined, undefined, false).execute(values);
  return (result as { rows: Record<string, unknown>[] }).rows;
}
