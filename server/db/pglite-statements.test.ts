import { PGlite, types } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_STATEMENTS, keepStatements } from './pglite-statements.ts';

const SCHEMA = `
  create table items (
    id serial primary key,
    name text not null unique,
    price integer not null check (price >= 0),
    at timestamptz,
    tags text[] not null default '{}',
    meta jsonb
  );`;

/** Kept statements must answer exactly as PGlite's own `query` does: same rows, same errors. */
describe('named prepared statements on the embedded database', () => {
  let plain: PGlite;
  let kept: PGlite;

  beforeAll(async () => {
    [plain, kept] = await Promise.all([PGlite.create(), PGlite.create()]);
    keepStatements(kept);
    for (const pg of [plain, kept]) await pg.exec(SCHEMA);
  });
  afterAll(async () => {
    await Promise.all([plain.close(), kept.close()]);
  });

  /** The same call on both clients. */
  const both = async <T>(call: (pg: PGlite) => Promise<T>): Promise<[T, T]> => [
    await call(plain),
    await call(kept),
  ];
  const comparable = (r: { rows: unknown[]; fields: unknown[]; affectedRows?: number }) => ({
    rows: r.rows,
    fields: r.fields,
    affectedRows: r.affectedRows,
  });

  it('reads and writes as PGlite does, whatever the values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 30 }),
        fc.integer({ min: -5, max: 100_000 }),
        fc.option(fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })),
        fc.array(fc.string({ maxLength: 8 }), { maxLength: 4 }),
        fc.option(fc.dictionary(fc.string({ maxLength: 5 }), fc.integer())),
        async (name, price, at, tags, meta) => {
          const insert = (pg: PGlite) =>
            pg
              .query(
                'insert into items (name, price, at, tags, meta) values ($1, $2, $3, $4, $5) returning *',
                [name, price, at, tags, meta],
              )
              .then(comparable, (e: { code?: string; message: string }) => ({
                code: e.code,
                message: e.message,
              }));
          const [a, b] = await both(insert);
          expect(b).toEqual(a);
          for (const rowMode of ['object', 'array'] as const) {
            const [x, y] = await both((pg) =>
              pg.query('select * from items where name = $1 and price = $2', [name, price], { rowMode }),
            );
            expect(comparable(y)).toEqual(comparable(x));
          }
          await both((pg) => pg.query('delete from items where name = $1', [name]));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("uses the call's own parsers before the client's", async () => {
    const options = { parsers: { [types.TIMESTAMPTZ]: (value: string) => `at ${value}` } };
    const [a, b] = await both((pg) =>
      pg.query("select '2026-11-01 10:00:00+00'::timestamptz as t, 7 as n, null::int as z", [], options),
    );
    expect(b.rows).toEqual(a.rows);
    expect(b.rows).toEqual([{ t: 'at 2026-11-01 10:00:00+00', n: 7, z: null }]);
  });

  it('gives the database error, and answers the next call', async () => {
    const failure = (pg: PGlite) =>
      pg.query('select 1 / $1::int as x', [0]).then(
        () => null,
        (e: { code?: string; message: string; query?: string }) => ({
          code: e.code,
          message: e.message,
          query: e.query,
        }),
      );
    const [a, b] = await both(failure);
    expect(b).toEqual(a);
    expect(b).toEqual({ code: '22012', message: 'division by zero', query: 'select 1 / $1::int as x' });
    expect((await kept.query('select 1 / $1::int as x', [2])).rows).toEqual([{ x: 0 }]);
    // A statement that does not parse is not kept, and does not stop the next one.
    await expect(kept.query('selec 1')).rejects.toThrow(/syntax error/);
    expect((await kept.query<{ n: number }>('select $1::int as n', [5])).rows).toEqual([{ n: 5 }]);
  });

  it('commits a transaction, and rolls one back on an error or when asked', async () => {
    await kept.transaction(async (tx) => {
      await tx.query('insert into items (name, price) values ($1, $2)', ['kept', 1]);
      await tx.query('update items set price = price + $1 where name = $2', [2, 'kept']);
    });
    await expect(
      kept.transaction(async (tx) => {
        await tx.query('insert into items (name, price) values ($1, $2)', ['lost', 1]);
        await tx.query('insert into items (name, price) values ($1, $2)', ['kept', 1]); // unique: fails
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await kept.transaction(async (tx) => {
      await tx.query('insert into items (name, price) values ($1, $2)', ['asked back', 1]);
      await tx.rollback();
    });
    const { rows } = await kept.query<{ name: string; price: number }>(
      'select name, price from items where name = any($1) order by name',
      [['kept', 'lost', 'asked back']],
    );
    expect(rows).toEqual([{ name: 'kept', price: 3 }]);
    await kept.query('delete from items');
  });

  it('keeps a call outside a transaction out of it until it ends', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = kept.transaction(async (tx) => {
      await tx.query('insert into items (name, price) values ($1, $2)', ['in flight', 1]);
      await held;
      await tx.query('update items set price = $1 where name = $2', [9, 'in flight']);
    });
    const outside = kept.query<{ price: number }>('select price from items where name = $1', ['in flight']);
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ price: 9 }]);
    await kept.query('delete from items');
  });

  it('serves drizzle, its transactions and savepoints', async () => {
    const items = pgTable('items', {
      id: integer('id'),
      name: text('name').notNull(),
      price: integer('price').notNull(),
    });
    const db = drizzle(kept);
    await db.transaction(async (tx) => {
      await tx.insert(items).values({ name: 'outer', price: 1 });
      await expect(
        tx.transaction(async (inner) => {
          await inner.insert(items).values({ name: 'inner', price: 2 });
          throw new Error('undone');
        }),
      ).rejects.toThrow('undone');
    });
    expect(await db.select({ name: items.name }).from(items)).toEqual([{ name: 'outer' }]);
    await db
      .update(items)
      .set({ price: sql`${items.price} + 10` })
      .where(eq(items.name, 'outer'));
    expect(await db.select({ price: items.price }).from(items).where(eq(items.name, 'outer'))).toEqual([
      { price: 11 },
    ]);
    await db.delete(items);
  });

  it('prepares a statement again when the schema changed its result', async () => {
    await kept.exec('create table changing (a int); insert into changing values (1)');
    expect((await kept.query('select * from changing where a = $1', [1])).rows).toEqual([{ a: 1 }]);
    await kept.exec("alter table changing add column b text default 'new'");
    expect((await kept.query('select * from changing where a = $1', [1])).rows).toEqual([{ a: 1, b: 'new' }]);
  });

  it(`keeps at most ${KEPT_STATEMENTS} statements prepared`, async () => {
    for (let i = 0; i < KEPT_STATEMENTS + 50; i++) await kept.query(`select $1::int + ${i} as n`, [1]);
    // Closing the evicted ones goes with the next statement prepared.
    await kept.query('select $1::text as last', ['x']);
    const { rows } = await kept.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
    expect(rows[0]?.n).toBeLessThanOrEqual(KEPT_STATEMENTS + 1);
    expect(rows[0]?.n).toBeGreaterThan(KEPT_STATEMENTS / 2);
    // An evicted text is prepared again when asked.
    expect((await kept.query<{ n: number }>('select $1::int + 0 as n', [1])).rows).toEqual([{ n: 1 }]);
  });
});
