import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { keepFileSizes } from './pglite-file-sizes.ts';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** An open transaction on `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query runs on: the database, or a transaction a caller opened (writes then commit or roll back together). */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  /** Applies the checked-in migrations. */
  migrate(): Promise<void>;
  /** Calls `onMessage` with each NOTIFY payload on `channel`; resolves to a function that stops listening. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /** The embedded database's files as one archive (PGlite only), to open copies of it (`template`). */
  dump?: () => Promise<Blob>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL when `databaseUrl` is given; otherwise embedded PGlite stored in `dataDir`
 * (or in memory when `dataDir` is `memory://`).
 */
export async function connect(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite: start from another embedded database's `dump()` instead of an empty one. */
  template?: Blob | undefined;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    const listeners: pg.Client[] = [];
    return {
      // Both drivers expose the same query builder; the PGlite type stands for both.
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: async (channel, onMessage) => {
        // A dedicated connection: pooled connections come and go, a LISTEN must stay.
        const client = new pg.Client({ connectionString: opts.databaseUrl });
        await client.connect();
        client.on('notification', (n) => {
          if (n.channel === channel) onMessage(n.payload ?? '');
        });
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
        listeners.push(client);
        return async () => {
          await client.end();
        };
      },
      close: async () => {
        await Promise.all(listeners.map((c) => c.end().catch(() => undefined)));
        await pool.end();
      },
    };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir, opts.template ? { loadDataDir: opts.template } : {});
  keepFileSizes(client.Module);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: async (channel, onMessage) => client.listen(channel, onMessage),
    close: () => client.close(),
    dump: async () => {
      const archive = await client.dumpDataDir('none');
      return archive;
    },
  };
}
