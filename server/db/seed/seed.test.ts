import { createHash } from 'node:crypto';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/support/database.ts';
import type { Database, Db } from '../connect.ts';
import * as schema from '../schema.ts';
import { isEmpty, type SeedSummary, seedDemo } from './index.ts';

const NOW = new Date('2026-03-10T18:00:00Z');
/** Late on a Sunday in San Jose, the small hours of a (closed) Monday in Austin, just after DST ended. */
const ODD_NOW = new Date('2026-11-02T07:30:00Z');
const TIMEOUT = 120_000;

const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

/** Every table's rows ordered by primary key, as a sha256 of their JSON (dates as ISO strings). */
async function dump(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of tables) {
    const cfg = getTableConfig(table);
    let key = cfg.columns.filter((c) => c.primary).map((c) => c.name);
    if (!key.length) key = cfg.primaryKeys[0]?.columns.map((c) => c.name) ?? cfg.columns.map((c) => c.name);
    const result = await db.execute(
      sql`select * from ${table} order by ${sql.join(
        key.map((k) => sql.identifier(k)),
        sql`, `,
      )}`,
    );
    const json = JSON.stringify(result.rows);
    out[cfg.name] = `${result.rows.length}:${createHash('sha256').update(json).digest('hex')}`;
  }
  return out;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return result.rows as T[];
}

/** Invariants that hold for any `now`. */
async function checkInvariants(db: Db, summary: SeedSummary, now: Date): Promise<void> {
  const iso = now.toISOString();
  expect(summary.shops).toBeGreaterThanOrEqual(2);

  const perShop = await rows<{
    shop_id: number;
    staff: number;
    categories: number;
    services: number;
    customers: number;
  }>(
    db,
    sql`select s.id as shop_id,
      (select count(*)::int from staff where shop_id = s.id) as staff,
      (select count(*)::int from service_categories where shop_id = s.id) as categories,
      (select count(*)::int from services where shop_id = s.id) as services,
      (select count(*)::int from customers where shop_id = s.id) as customers
      from shops s order by s.id`,
  );
  expect(perShop.length).toBeGreaterThanOrEqual(2);
  for (const s of perShop) {
    expect(s.staff).toBeGreaterThanOrEqual(8);
    expect(s.categories).toBeGreaterThanOrEqual(5);
    expect(s.services).toBeGreaterThanOrEqual(25);
    expect(s.customers).toBeGreaterThanOrEqual(300);
  }

  // The two-salon phone: Admin in one salon, not Admin in the other.
  const kim = await rows<{ shop_id: number; position_name: string }>(
    db,
    sql`select shop_id, position_name from staff where phone = '5550100001' order by shop_id`,
  );
  expect(kim.map((k) => k.position_name === 'Admin').sort()).toEqual([false, true]);
  for (const [phone, position, salons] of [
    ['5550100002', 'Technician', 1],
    ['5550100003', 'Admin', 1],
    ['5550100004', 'Technician', 1],
  ] as const) {
    const found = await rows<{ position_name: string }>(
      db,
      sql`select position_name from staff where phone = ${phone}`,
    );
    expect(found.map((f) => f.position_name)).toEqual(Array(salons).fill(position));
  }
  expect(summary.demoPhones.map((p) => p.phone)).toEqual([
    '5550100001',
    '5550100002',
    '5550100003',
    '5550100004',
  ]);

  // Tickets cover at least 120 days back from each salon's today.
  const span = await rows<{ days: number }>(
    db,
    sql`select ((${iso}::timestamptz at time zone s.timezone)::date
        - min((t.checkin_at at time zone s.timezone)::date)) as days
      from tickets t join shops s on s.id = t.shop_id group by s.id, s.timezone`,
  );
  expect(span.length).toBeGreaterThanOrEqual(2);
  for (const s of span) expect(s.days).toBeGreaterThanOrEqual(120);

  // Money: payments sum to the total, and the total follows its formula.
  const badPayments = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from tickets t
      where t.status = 'CLOSED' and t.voided_at is null
        and t.total_cents <> (select coalesce(sum(p.amount_cents), 0) from ticket_payments p where p.ticket_id = t.id)`,
  );
  expect(badPayments[0]?.n).toBe(0);
  const badTotals = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from tickets
      where total_cents <> sub_total_cents + express_cents - discount_cents + tax_cents + tip_cents`,
  );
  expect(badTotals[0]?.n).toBe(0);
  const badParts = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from tickets t where
      t.sub_total_cents <> (select coalesce(sum(price_cents), 0) from ticket_lines l where l.ticket_id = t.id)
      or t.express_cents <> (select coalesce(sum(express_cents), 0) from ticket_lines l where l.ticket_id = t.id)
      or t.supply_cents <> (select coalesce(sum(supply_cents), 0) from ticket_lines l where l.ticket_id = t.id)
      or t.tip_cents <> (select coalesce(sum(amount_cents), 0) from ticket_tips x where x.ticket_id = t.id)
      or t.discount_cents <> (select coalesce(sum(amount_cents), 0) from ticket_discounts x where x.ticket_id = t.id)
      or t.card_fee_cents <> round((select coalesce(sum(amount_cents), 0) from ticket_payments p
          where p.ticket_id = t.id and p.method = 'CREDIT_CARD') * t.card_fee_bps / 10000.0)`,
  );
  expect(badParts[0]?.n).toBe(0);
  const openWithPayments = await rows<{ open: number; paid: number }>(
    db,
    sql`select count(*)::int as open,
      count(*) filter (where exists (select 1 from ticket_payments p where p.ticket_id = t.id))::int as paid
      from tickets t where t.status = 'OPEN'`,
  );
  expect(openWithPayments[0]?.open).toBeGreaterThan(0);
  expect(openWithPayments[0]?.paid).toBe(0);

  // About 40 % of closed tickets are reviewed.
  const share = await rows<{ share: number }>(
    db,
    sql`select (select count(*) from reviews)::float8 / (select count(*) from tickets where status = 'CLOSED') as share`,
  );
  expect(share[0]?.share).toBeGreaterThan(0.3);
  expect(share[0]?.share).toBeLessThan(0.5);

  // Appointments in all six statuses.
  const statuses = await rows<{ status: number }>(
    db,
    sql`select distinct status from appointments order by status`,
  );
  expect(statuses.map((s) => s.status)).toEqual([0, 1, 2, 3, 4, 5]);

  // Nothing happens after `now`.
  const future = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select created_at as t from tickets union all select checkin_at from tickets
      union all select closed_at from tickets union all select created_at from reviews
      union all select created_at from customers union all select created_at from appointments
      union all select updated_at from appointments union all select created_at from gallery_items
      union all select created_at from reassignment_requests union all select clock_in_at from staff_days
      union all select created_at from ticket_refunds) x where x.t > ${iso}::timestamptz`,
  );
  expect(future[0]?.n).toBe(0);
}

describe('demo seed', () => {
  let a: Database;
  let b: Database;
  let summary: SeedSummary;
  let seedMs = 0;

  beforeAll(async () => {
    [a, b] = await Promise.all([openTestDatabase(), openTestDatabase()]);
    await a.migrate();
    await b.migrate();
    expect(await isEmpty(a.db)).toBe(true);
    const started = performance.now();
    summary = await seedDemo(a.db, { now: NOW });
    seedMs = performance.now() - started;
    await seedDemo(b.db, { now: NOW });
  }, TIMEOUT);

  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  it('is deterministic: every table holds identical rows in both databases', async () => {
    const [da, db] = await Promise.all([dump(a.db), dump(b.db)]);
    expect(Object.keys(da).length).toBe(tables.length);
    expect(da).toEqual(db);
    expect(await isEmpty(a.db)).toBe(false);
  });

  it('meets the requirement list', async () => {
    await checkInvariants(a.db, summary, NOW);
    expect(summary.tickets).toBeGreaterThan(5000);
    expect(summary.customers).toBeGreaterThanOrEqual(600);
    expect(seedMs).toBeLessThan(30_000);
  });

  it('gives the technician demo phone a full day today', async () => {
    const today = await rows<{ status: number; start: string; end: string }>(
      a.db,
      sql`select a.status, to_char(a.start_at at time zone s.timezone, 'HH24:MI') as start,
          to_char(a.end_at at time zone s.timezone, 'HH24:MI') as end
        from appointments a join staff st on st.id = a.staff_id join shops s on s.id = a.shop_id
        where st.phone = '5550100002'
          and (a.start_at at time zone s.timezone)::date = (${NOW.toISOString()}::timestamptz at time zone s.timezone)::date
        order by a.start_at`,
    );
    expect(today.length).toBeGreaterThanOrEqual(3);
    expect(today.some((x) => x.start === x.end)).toBe(true);
    const overlapping = today.some((x, i) =>
      today.some((y, j) => i !== j && x.start < y.start && y.start < x.end),
    );
    expect(overlapping).toBe(true);
    const lunch = await rows<{ reason: string }>(
      a.db,
      sql`select b.reason from block_hours b join staff st on st.id = b.staff_id join shops s on s.id = b.shop_id
        where st.phone = '5550100002'
          and (b.start_at at time zone s.timezone)::date = (${NOW.toISOString()}::timestamptz at time zone s.timezone)::date`,
    );
    expect(lunch.map((l) => l.reason)).toContain('Lunch break');
  });

  it('every staff member has appointments today', async () => {
    const missing = await rows<{ id: number }>(
      a.db,
      sql`select st.id from staff st join shops s on s.id = st.shop_id where not exists (
        select 1 from appointments a where a.staff_id = st.id
          and (a.start_at at time zone s.timezone)::date = (${NOW.toISOString()}::timestamptz at time zone s.timezone)::date)`,
    );
    expect(missing).toEqual([]);
  });

  it(
    'holds its invariants for an awkward now (after hours, closed weekday, just after a DST change)',
    async () => {
      const c = await openTestDatabase();
      try {
        await c.migrate();
        const odd = await seedDemo(c.db, { now: ODD_NOW });
        await checkInvariants(c.db, odd, ODD_NOW);
      } finally {
        await c.close();
      }
    },
    TIMEOUT,
  );
});
