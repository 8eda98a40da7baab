import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDemo } from '../../server/db/seed/index.ts';
import { openTestDatabase, TEST_DATABASE_URL } from './database.ts';
import { testStart } from './server.ts';

/** Where the embedded test databases made once for the whole run are (tests/support/server.ts). */
export interface DatabaseTemplates {
  /** Migrated only. */
  empty: string;
  /** Migrated and seeded with the demo data at `seededAt` (ISO 8601). */
  seeded: string;
  seededAt: string;
}

declare module 'vitest' {
  interface ProvidedContext {
    databaseTemplates: DatabaseTemplates | null;
  }
}

/**
 * Migrates and seeds one embedded database before the test files run and keeps its files twice (before
 * and after the seed): each test server opens a copy in about a second, where migrating and seeding
 * took several seconds per server. On PostgreSQL (TEST_DATABASE_URL) each server still makes its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (TEST_DATABASE_URL) {
    project.provide('databaseTemplates', null);
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), 'chairside-test-databases-'));
  const database = await openTestDatabase();
  try {
    if (!database.dump) throw new Error('An embedded database can be dumped');
    await database.migrate();
    const empty = join(dir, 'empty.tar');
    await writeFile(empty, Buffer.from(await (await database.dump()).arrayBuffer()));
    const seededAt = testStart();
    await seedDemo(database.db, { now: seededAt });
    const seeded = join(dir, 'seeded.tar');
    await writeFile(seeded, Buffer.from(await (await database.dump()).arrayBuffer()));
    project.provide('databaseTemplates', { empty, seeded, seededAt: seededAt.toISOString() });
  } finally {
    await database.close();
  }
  return () => rm(dir, { recursive: true, force: true });
}
