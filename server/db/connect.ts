import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;

export interface Database {
  db: Db;
  /** Applies the checked-in migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL when `databaseUrl` is given; otherwise embedded PGlite stored in `dataDir`
 * (or in memory when `dataDir` is `memory://`).
 */
export async function connect(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    return {
      // Both drivers expose the same query builder; the PGlite type stands for both.
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
