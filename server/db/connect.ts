import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { keepFileSizes } from './pglite-file-sizes.ts';
import { keepStatements } from './pglite-statements.ts';
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
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel`; resolves to a function that stops listening.
   * On PostgreSQL a lost listening connection is opened again (after 0.1 s, doubling up to 5 s) and
   * `onReconnect` is called once it listens again: notifications sent in between were missed.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /** Sends `payload` (at most 7999 bytes) on `channel` to every listener of this database. */
  notify(channel: string, payload: string): Promise<void>;
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
    const listeners = new Set<() => Promise<void>>();
    return {
      // Both drivers expose the same query builder; the PGlite type stands for both.
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: async (channel, onMessage, onReconnect) => {
        const stop = await listenOn(opts.databaseUrl ?? '', channel, onMessage, onReconnect ?? (() => {}));
        const once = async () => {
          listeners.delete(once);
          await stop();
        };
        listeners.add(once);
        return once;
      },
      notify: async (channel, payload) => {
        await pool.query('select pg_notify($1, $2)', [channel, payload]);
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop().catch(() => undefined)));
        await pool.end();
      },
    };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir, opts.template ? { loadDataDir: opts.template } : {});
  keepFileSizes(client.Module);
  keepStatements(client);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: async (channel, onMessage) => client.listen(channel, onMessage),
    notify: async (channel, payload) => {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
    dump: async () => {
      const archive = await client.dumpDataDir('none');
      return archive;
    },
  };
}

/**
 * LISTENs on `channel` over a dedicated connection (pooled connections come and go, a LISTEN must
 * stay). When that connection is lost (the server restarted, a network cut) it is opened again, after
 * 0.1 s and then doubling up to 5 s, and `onReconnect` is called once it listens again.
 */
async function listenOn(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    // A lost connection also ends it: 'end' opens the next one; the error itself needs no handling.
    client.on('error', () => {});
    client.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    client.on('end', () => {
      if (!stopped && current === client) again(100);
    });
  };
  const again = (delayMs: number) => {
    current = undefined;
    retry = setTimeout(() => {
      open().then(
        () => {
          if (!stopped) onReconnect();
        },
        () => {
          if (!stopped) again(Math.min(delayMs * 2, 5000));
        },
      );
    }, delayMs);
    retry.unref();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
