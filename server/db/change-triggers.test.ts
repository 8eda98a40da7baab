import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/database.ts';
import type { Database } from './connect.ts';

/**
 * Migration 0016 compiles each change trigger into a function of its own table. Its announcements must
 * be those of the generic functions (migrations 0004 and 0007) word for word: two tables are watched
 * with the generic functions, as the migrations watch theirs, a series of writes is made and what is
 * announced recorded; then `compile_change_triggers()` compiles them and the same writes must announce
 * the same.
 */
let database: Database;
let heard: string[] = [];
let stop: () => Promise<void>;

const SALON_OF_CHILD = '(SELECT p.shop_id FROM trig_parents p WHERE p.id = r.parent_id)';
const DAY_OF_CHILD = '(SELECT p.closed_at FROM trig_parents p WHERE p.id = r.parent_id)';

const WATCH = [
  'CREATE TABLE trig_parents (id serial PRIMARY KEY, shop_id integer, closed_at timestamptz)',
  'CREATE TABLE trig_children (id serial PRIMARY KEY, parent_id integer, note text)',
  ...(
    [
      ['trig_parents', "'r.shop_id'", "'r.shop_id', 'r.closed_at'"],
      ['trig_children', `'${SALON_OF_CHILD}'`, `'${SALON_OF_CHILD}', '${DAY_OF_CHILD}'`],
    ] as const
  ).flatMap(([table, salonArgs, dayArgs]) =>
    (['notify_salon_change', 'notify_day_change'] as const).flatMap((fn) => {
      const args = fn === 'notify_salon_change' ? salonArgs : dayArgs;
      const prefix = `${table}_${fn === 'notify_salon_change' ? '' : 'day_'}`;
      return [
        `CREATE TRIGGER ${prefix}inserts AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}(${args})`,
        `CREATE TRIGGER ${prefix}updates AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}(${args})`,
        `CREATE TRIGGER ${prefix}deletes AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}(${args})`,
      ];
    }),
  ),
];

/** Writes of every shape the triggers tell apart, one statement each. */
const WRITES = [
  // two salons, two days, and a row of no day (not closed)
  `INSERT INTO trig_parents (shop_id, closed_at) VALUES (1, '2026-03-10 18:00Z'), (2, '2026-03-11 01:00Z'), (1, NULL)`,
  // more than 31 days of one salon in one statement: every day of that salon
  `INSERT INTO trig_parents (shop_id, closed_at) SELECT 3, '2026-05-01 12:00Z'::timestamptz + n * interval '1 day' FROM generate_series(0, 39) n`,
  // a row of no salon
  `INSERT INTO trig_parents (shop_id, closed_at) VALUES (NULL, '2026-03-10 18:00Z')`,
  // children find their salon and day through their parent
  'INSERT INTO trig_children (parent_id, note) VALUES (1, $$a$$), (2, $$b$$), (3, $$c$$), (999, $$orphan$$)',
  // moving a row to another day and salon announces both days of both salons
  `UPDATE trig_parents SET closed_at = '2026-04-01 10:00Z', shop_id = 2 WHERE id = 1`,
  "UPDATE trig_children SET note = note || '!'",
  'DELETE FROM trig_children WHERE parent_id = 2',
  // a parent gone: its children's salon is no longer known
  'DELETE FROM trig_parents WHERE id = 3',
  'DELETE FROM trig_children',
  'UPDATE trig_parents SET shop_id = shop_id WHERE false',
  'DELETE FROM trig_parents',
];

let sentinel = 0;
/** What each write announced (sorted), waiting for a sentinel notice sent after it to be heard. */
async function announcements(): Promise<string[][]> {
  const all: string[][] = [];
  for (const write of WRITES) {
    heard = [];
    await database.db.execute(sql.raw(write));
    const mark = `sentinel:${++sentinel}`;
    await database.notify('table_changes', mark);
    for (let i = 0; i < 200 && !heard.includes(mark); i++) await new Promise((r) => setTimeout(r, 10));
    expect(heard).toContain(mark);
    all.push(heard.filter((h) => h !== mark).sort());
  }
  return all;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  stop = await database.listen('table_changes', (payload) => {
    heard.push(payload);
  });
});
afterAll(async () => {
  await stop?.();
  await database?.close();
});

describe('change triggers compiled per table (migration 0016)', () => {
  it('leaves no trigger of the migrations calling a generic function', async () => {
    const { rows } = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pg_trigger tg join pg_proc p on p.oid = tg.tgfoid
       where not tg.tgisinternal and p.proname in ('notify_salon_change', 'notify_day_change')`);
    expect(rows[0]?.n).toBe(0);
  });

  it('announces what the generic functions announce, for every shape of write', async () => {
    for (const statement of WATCH) await database.db.execute(sql.raw(statement));
    const generic = await announcements();
    // The writes announce something in every shape they are meant to cover.
    expect(generic[0]).toEqual([
      'trig_parents:1',
      'trig_parents:1@20522',
      'trig_parents:2',
      'trig_parents:2@20523',
    ]);
    expect(generic[1]).toContain('trig_parents:3@*');
    expect(generic[2]).toEqual(['trig_parents']);
    expect(generic[3]).toContain('trig_children'); // the orphan's salon is not known
    expect(generic[8]).toContain('trig_children'); // nor, once its parent is gone, a child's

    await database.db.execute(sql`select compile_change_triggers()`);
    await database.db.execute(sql.raw('TRUNCATE trig_parents, trig_children RESTART IDENTITY'));
    const { rows } = await database.db.execute<{ proname: string }>(sql`
      select distinct p.proname from pg_trigger tg join pg_proc p on p.oid = tg.tgfoid
       join pg_class c on c.oid = tg.tgrelid where c.relname in ('trig_parents', 'trig_children') order by 1`);
    expect(rows.map((r) => r.proname)).toEqual([
      'notify_day_change_of_trig_children',
      'notify_day_change_of_trig_parents',
      'notify_salon_change_of_trig_children',
      'notify_salon_change_of_trig_parents',
    ]);
    expect(await announcements()).toEqual(generic);
  });
});
