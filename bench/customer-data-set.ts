/**
 * The customer benchmark's data set: the demo data, and in Polished Studio (the demo manager 5550100003's
 * salon) 50,000 more customers and 400,000 more closed tickets over the last two years, written into an
 * embedded database folder that `node server/main.ts` then serves (DATA_DIR). Not the demo: a salon at the
 * size issue 23 budgets for. Names are drawn from first and last name lists, phones are 10 distinct digits,
 * birthdays spread over the year (a tenth without one), points 0 to 2,000; a tenth of the tickets are
 * walk-ins without a record, one in fifty from an appointment-less refund (half refunded), one in a
 * hundred voided. Each ticket has one service line of its amount.
 *
 *   node bench/customer-data-set.ts <data dir>   # prints what it wrote and how long it took
 */
import { cpSync, existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { connect } from '../server/db/connect.ts';
import { seedDemo } from '../server/db/seed/index.ts';

export const BENCH_CUSTOMERS = 50_000;
export const BENCH_TICKETS = 400_000;
export const BENCH_SALON = 'Polished Studio';

const FIRST = [
  'Anna',
  'Bao',
  'Carla',
  'Diem',
  'Elena',
  'Fiona',
  'Grace',
  'Hoa',
  'Isabel',
  'Jade',
  'Kim',
  'Linh',
  'Maria',
  'Nga',
  'Olivia',
  'Phuong',
  'Quinn',
  'Rosa',
  'Sofia',
  'Thu',
  'Uyen',
  'Vy',
  'Wendy',
  'Xuan',
  'Yen',
  'Zoe',
];
const LAST = [
  'Nguyen',
  'Tran',
  'Le',
  'Pham',
  'Huynh',
  'Garcia',
  'Smith',
  'Johnson',
  'Lopez',
  'Martinez',
  'Brown',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Hill',
  'Campbell',
];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/** Writes the data set into `dataDir` (a new folder); answers what it wrote. */
export async function writeCustomerDataSet(
  dataDir: string,
  now: Date = new Date(),
): Promise<{ customers: number; tickets: number; ms: number }> {
  const started = performance.now();
  const database = await connect({ dataDir });
  try {
    await database.migrate();
    await seedDemo(database.db, { now });
    const db = database.db;
    const shop = await db.execute(sql`select id from shops where company_name = ${BENCH_SALON}`);
    const shopId = Number(shop.rows[0]?.id);
    const staff = await db.execute(sql`select id from staff where shop_id = ${shopId} order by id`);
    const staffIds = staff.rows.map((r) => Number(r.id));
    const at = now.toISOString();
    // Customers: phones 6000000001…, created over the last three years.
    await db.execute(sql`
      insert into customers (shop_id, full_name, phone, email, dob, points, created_at)
      select ${shopId},
             (${textArray(FIRST)})[1 + (i * 7) % ${FIRST.length}] || ' ' || (${textArray(LAST)})[1 + (i * 13) % ${LAST.length}]
               || ' ' || i,
             '6' || lpad(i::text, 9, '0'),
             'customer' || i || '@example.com',
             case when i % 10 = 0 then null
                  else to_char(date '2001-01-01' + ((i * 37) % 365), 'MM/DD') end,
             (i * 53) % 2001,
             ${at}::timestamptz - ((i % 1095) || ' days')::interval
        from generate_series(1, ${BENCH_CUSTOMERS}) as i`);
    const first = await db.execute(
      sql`select min(id) as first from customers where shop_id = ${shopId} and phone like '6%'`,
    );
    const firstCustomer = Number(first.rows[0]?.first);
    const bills = await db.execute(
      sql`select coalesce(max(bill_number), 0) as last from tickets where shop_id = ${shopId}`,
    );
    const lastBill = Number(bills.rows[0]?.last);
    await db.execute(sql`
      insert into tickets (shop_id, bill_number, customer_id, customer_name, status, checkin_at, closed_at,
                           sub_total_cents, tax_cents, tip_cents, total_cents, refunded_cents, voided_at,
                           void_reason, created_at)
      select ${shopId}, ${lastBill} + i,
             case when i % 10 = 0 then null else ${firstCustomer} + ((i::bigint * 7919) % ${BENCH_CUSTOMERS})::int end,
             case when i % 10 = 0 then 'WALL-IN' else '' end,
             'CLOSED', t - interval '1 hour', t,
             amount, 0, amount / 5, amount + amount / 5,
             case when i % 50 = 0 then (amount + amount / 5) / 2 else 0 end,
             case when i % 100 = 1 then t else null end,
             case when i % 100 = 1 then 'Entered twice' else null end,
             t - interval '1 hour'
        from (select i, 2000 + (i * 31) % 15000 as amount,
                     ${at}::timestamptz - ((i % 730) || ' days')::interval - ((i % 600) || ' minutes')::interval as t
                from generate_series(1, ${BENCH_TICKETS}) as i) s`);
    await db.execute(sql`
      insert into ticket_lines (ticket_id, kind, staff_id, name, price_cents)
      select id, 'SERVICE', (${sql.raw(`array[${staffIds.join(',')}]`)})[1 + bill_number % ${staffIds.length}],
             'Gel Manicure', sub_total_cents
        from tickets where shop_id = ${shopId} and bill_number > ${lastBill}`);
    await db.execute(sql`analyze`);
    return { customers: BENCH_CUSTOMERS, tickets: BENCH_TICKETS, ms: performance.now() - started };
  } finally {
    await database.close();
  }
}

/**
 * Puts the data set into `dataDir` (a new folder) and says how: written, or with BENCH_DATA_SET=<folder>
 * written there once and copied from it on later runs of the same day (a server writes to its folder;
 * the dates are relative to the day the set was written).
 */
export async function customerDataSetIn(dataDir: string, kept = process.env.BENCH_DATA_SET): Promise<string> {
  if (kept && existsSync(kept)) {
    cpSync(kept, dataDir, { recursive: true });
    return `data set: copied from ${kept}`;
  }
  const made = await writeCustomerDataSet(dataDir);
  if (kept) cpSync(dataDir, kept, { recursive: true });
  return `data set: ${made.customers} customers, ${made.tickets} tickets written in ${(made.ms / 1000).toFixed(1)} s`;
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: node bench/customer-data-set.ts <data dir>');
    process.exit(2);
  }
  const made = await writeCustomerDataSet(dir);
  console.log(
    `${BENCH_SALON}: ${made.customers} customers and ${made.tickets} tickets more than the demo, in ${(made.ms / 1000).toFixed(1)} s (${dir})`,
  );
}
