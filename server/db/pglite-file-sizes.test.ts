import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepFileSizes } from './pglite-file-sizes.ts';

/** Kept sizes must always be the files' real ones: Postgres plans, scans and extends relations by them. */
describe('kept file sizes of the embedded database', () => {
  let dir: string;
  let pg: PGlite;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'chairside-sizes-'));
    pg = await PGlite.create(dir);
    keepFileSizes(pg.Module);
    keepFileSizes(pg.Module); // once per database, however often asked
  });
  afterAll(async () => {
    await pg.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** What Postgres believes (through lseek) against the file on disk. */
  const sizes = async (table: string) => {
    const { rows } = await pg.query<{ size: number; path: string }>(
      `select pg_relation_size('${table}')::int as size, pg_relation_filepath('${table}') as path`,
    );
    const [row] = rows;
    if (!row) throw new Error(`no relation ${table}`);
    return { believed: row.size, onDisk: statSync(join(dir, row.path)).size };
  };
  const count = async (table: string) =>
    (await pg.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]?.n;

  it('follows a table through growth, truncation, rewriting and deletion', async () => {
    await pg.exec('create table t (id serial primary key, note text)');
    expect(await sizes('t')).toEqual({ believed: 0, onDisk: 0 });

    for (let round = 1; round <= 3; round++) {
      await pg.exec(`insert into t (note) select repeat('x', 200) from generate_series(1, 2000)`);
      await pg.exec('checkpoint');
      const now = await sizes('t');
      expect(now.believed).toBe(now.onDisk);
      expect(now.believed).toBeGreaterThan(round * 2000 * 200);
      expect(await count('t')).toBe(round * 2000);
    }

    await pg.exec('truncate t');
    expect(await sizes('t')).toEqual({ believed: 0, onDisk: 0 });
    expect(await count('t')).toBe(0);

    await pg.exec(`insert into t (note) select repeat('y', 500) from generate_series(1, 1000)`);
    await pg.exec('delete from t where id % 2 = 0');
    await pg.exec('vacuum full t');
    const rewritten = await sizes('t');
    expect(rewritten.believed).toBe(rewritten.onDisk);
    expect(await count('t')).toBe(500);

    await pg.exec('delete from t where id > 0');
    await pg.exec('vacuum t');
    const vacuumed = await sizes('t');
    expect(vacuumed.believed).toBe(vacuumed.onDisk);
    expect(await count('t')).toBe(0);
  });

  it('keeps an index and a table in step while both grow in one transaction', async () => {
    await pg.exec('create table u (id int primary key, v int)');
    await pg.transaction(async (tx) => {
      for (let i = 0; i < 20; i++) {
        await tx.exec(`insert into u select g, g from generate_series(${i * 500 + 1}, ${(i + 1) * 500}) g`);
      }
    });
    for (const relation of ['u', 'u_pkey']) {
      const now = await sizes(relation);
      expect(now.believed).toBe(now.onDisk);
    }
    expect((await pg.query<{ v: number }>('select v from u where id = 9999')).rows[0]?.v).toBe(9999);
  });
});
