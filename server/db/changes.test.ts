import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/database.ts';
import { ALL_SALONS, ChangeFeed } from './changes.ts';
import type { Database } from './connect.ts';
import { customers, otpCodes, shops, staff } from './schema.ts';

let database: Database;
let feed: ChangeFeed;
let stop: () => Promise<void>;
let shopId = 0;
/** When the fixture rows were written (any instant will do). */
const AT = new Date('2026-03-10T18:00:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  ({ feed, stop } = await ChangeFeed.start(database));
  const [shop] = await database.db
    .insert(shops)
    .values({ apiKey: 'k', companyName: 'Test Salon', timezone: 'America/Chicago', createdAt: AT })
    .returning({ id: shops.id });
  shopId = shop?.id ?? 0;
});
afterAll(async () => {
  await stop?.();
  await database?.close();
});

const addCustomer = (phone: string) =>
  database.db.insert(customers).values({ shopId, fullName: 'Ann', phone, createdAt: AT });
/**
 * On the embedded database a write's notification arrives before the write returns; on PostgreSQL a
 * moment after the commit, and `settled()` waits for it (a no-op on the embedded database).
 */
const notified = () => feed.settled();

const countCustomers = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]?.n ?? 0;

describe('ChangeFeed', () => {
  it('moves a table version on every committed write to it (on the embedded database before the write returns)', async () => {
    const before = feed.stamp(['customers']);
    await addCustomer('2125550001');
    await notified();
    const afterInsert = feed.stamp(['customers']);
    expect(afterInsert).not.toBe(before);
    await database.db.update(customers).set({ points: 5 }).where(eq(customers.phone, '2125550001'));
    await notified();
    expect(feed.stamp(['customers'])).not.toBe(afterInsert);
  });

  it('leaves other tables alone', async () => {
    const before = feed.stamp(['customers', 'tickets']);
    const [member] = await database.db
      .insert(staff)
      .values({ shopId, phone: '2125550002', firstName: 'Bo', createdAt: AT })
      .returning({ id: staff.id });
    await database.db
      .insert(otpCodes)
      .values({ staffId: member?.id ?? 0, codeHash: 'x', expiresAt: AT, createdAt: AT });
    await notified();
    expect(feed.stamp(['customers', 'tickets'])).toBe(before);
  });

  it('does not move for a rolled-back write', async () => {
    const before = feed.stamp(['customers']);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(customers).values({ shopId, fullName: 'Cy', phone: '2125550003', createdAt: AT });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    await notified();
    expect(feed.stamp(['customers'])).toBe(before);
  });
});

describe('versions per salon', () => {
  it("move a salon's stamp for its own rows, not for another salon's", async () => {
    const [other] = await database.db
      .insert(shops)
      .values({ apiKey: 'k2', companyName: 'Other Salon', timezone: 'America/Chicago', createdAt: AT })
      .returning({ id: shops.id });
    const otherId = other?.id ?? 0;
    const mine = feed.stamp(['customers'], shopId);
    const all = feed.stamp(['customers'], ALL_SALONS);
    await database.db
      .insert(customers)
      .values({ shopId: otherId, fullName: 'Di', phone: '2125550004', createdAt: AT });
    await notified();
    expect(feed.stamp(['customers'], shopId)).toBe(mine);
    expect(feed.stamp(['customers'], otherId)).not.toBe(mine);
    expect(feed.stamp(['customers'], ALL_SALONS)).not.toBe(all);
    await addCustomer('2125550005');
    await notified();
    expect(feed.stamp(['customers'], shopId)).not.toBe(mine);
  });

  it("moves every salon's stamp for a change whose salon is not known", () => {
    const before = [feed.stamp(['tickets'], 1), feed.stamp(['tickets'], 2)];
    feed.changed('tickets');
    expect(feed.stamp(['tickets'], 1)).not.toBe(before[0]);
    expect(feed.stamp(['tickets'], 2)).not.toBe(before[1]);
    feed.changed('tickets:1');
    const after = feed.stamp(['tickets'], 2);
    feed.changed('tickets:1');
    expect(feed.stamp(['tickets'], 2)).toBe(after);
  });
});

describe('VersionedCache', () => {
  it('reuses a value while its tables are unchanged and recomputes after a write', async () => {
    const cache = feed.cache<number>({ name: 'count', tables: ['customers'] });
    let computed = 0;
    const get = () =>
      cache.get(ALL_SALONS, ['count'], async () => {
        computed++;
        return countCustomers();
      });
    const first = await get();
    expect(await get()).toBe(first);
    expect(computed).toBe(1);
    await addCustomer('2125550004');
    await notified();
    expect(await get()).toBe(first + 1);
    expect(computed).toBe(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = feed.cache<number>({ name: 'shared', tables: ['customers'] });
    let computed = 0;
    const values = await Promise.all(
      Array.from({ length: 5 }, () =>
        cache.get(ALL_SALONS, ['k'], async () => {
          computed++;
          return 1;
        }),
      ),
    );
    expect(values).toEqual([1, 1, 1, 1, 1]);
    expect(computed).toBe(1);
  });

  it('forgets a failed computation', async () => {
    const cache = feed.cache<number>({ name: 'flaky', tables: ['customers'] });
    let calls = 0;
    const get = () =>
      cache.get(ALL_SALONS, ['flaky'], async () => {
        calls++;
        if (calls === 1) throw new Error('boom');
        return 7;
      });
    await expect(get()).rejects.toThrow('boom');
    expect(await get()).toBe(7);
  });

  it('keeps at most its bound of entries', async () => {
    const cache = feed.cache<number>({ name: 'bounded', tables: ['customers'], maxEntries: 2 });
    let computed = 0;
    const get = (key: string) =>
      cache.get(ALL_SALONS, [key], async () => {
        computed++;
        return 1;
      });
    await get('a');
    await get('b');
    await get('c');
    await get('a');
    expect(computed).toBe(4);
  });
});
