import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect, type Database } from '../../server/db/connect.ts';

/**
 * `TEST_DATABASE_URL`: an admin URL of a throw-away PostgreSQL server (`npm run test:postgres` starts
 * one). When it is set, every test database is a fresh database on that server; otherwise it is an
 * embedded database in memory.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

/** Which database the tests run on. */
export const testDatabaseKind: Database['kind'] = TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A new, empty database (not yet migrated; with `template`, an embedded copy of that dump): an in-memory embedded one, or with TEST_DATABASE_URL a
 * database created under a unique name on that server. `close()` also drops the created database.
 */
export async function openTestDatabase(template?: Blob): Promise<Database> {
  if (!TEST_DATABASE_URL) return connect({ dataDir: 'memory://', template });
  const admin = TEST_DATABASE_URL;
  const name = `chairside_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onAdmin(admin, `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await connect({ databaseUrl: url.toString(), dataDir: '' });
  return {
    ...database,
    close: async () => {
      await database.close();
      await onAdmin(admin, async (client) => {
        // The pool's connections are told to end when close() returns, and end a moment later: dropping
        // the database under them would make them fail. Wait for them (a few seconds at most), then drop
        // it, with FORCE for a connection that a failed test left open.
        for (let i = 0; i < 100; i++) {
          const open = await client.query('select 1 from pg_stat_activity where datname = $1', [name]);
          if (open.rowCount === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    },
  };
}

async function onAdmin(url: string, work: string | ((client: pg.Client) => Promise<void>)): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (typeof work === 'string') await client.query(work);
    else await work(client);
  } finally {
    await client.end();
  }
}
