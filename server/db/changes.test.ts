import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed, VersionedCache } from './changes.ts';
import { connect, type Database } from './connect.ts';
import { customers, otpCodes, shops, staff } from './schema.ts';

let database: Database;
let feed: ChangeFeed;
let stop: () => Promise<void>;
let shopId = 0;

beforeAll(async () => {
  database = await connect({ dataDir: 'memory://' });
  await database.migrate();
  ({ feed, stop } = await ChangeFeed.start(database));
  const [shop] = await database.db
    .insert(shops)
    .values({ apiKey: 'k', companyName: 'Test Salon', timezone: 'America/Chicago' })
    .returning({ id: shops.id });
  shopId = shop?.id ?? 0;
});
afterAll(async () => {
  await stop?.();
  await database?.close();
});

const addCustomer = (phone: string) =>
  database.db.insert(customers).values({ shopId, fullName: 'Ann', phone });
const countCustomers = async () =>
  (await database.db.select({ n: sql<number>`count(*)::int` }).from(customers))[0]?.n ?? 0;

describe('ChangeFeed', () => {
  it('moves a table version on every committed write to it, before the write returns', async () => {
    const before = feed.stamp(['customers']);
    await addCustomer('2125550001');
    const afterInsert = feed.stamp(['customers']);
    expect(afterInsert).not.toBe(before);
    await database.db.update(customers).set({ points: 5 }).where(eq(customers.phone, '2125550001'));
    expect(feed.stamp(['customers'])).not.toBe(afterInsert);
  });

  it('leaves other tables alone', async () => {
    const before = feed.stamp(['customers', 'tickets']);
    const [member] = await database.db
      .insert(staff)
      .values({ shopId, phone: '2125550002', firstName: 'Bo' })
      .returning({ id: staff.id });
    await database.db
      .insert(otpCodes)
      .values({ staffId: member?.id ?? 0, codeHash: 'x', expiresAt: new Date() });
    expect(feed.stamp(['customers', 'tickets'])).toBe(before);
  });

  it('does not move for a rolled-back write', async () => {
    const before = feed.stamp(['customers']);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(customers).values({ shopId, fullName: 'Cy', phone: '2125550003' });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    expect(feed.stamp(['customers'])).toBe(before);
  });
});

describe('VersionedCache', () => {
  it('reuses a value while its tables are unchanged and recomputes after a write', async () => {
    const cache = new VersionedCache<number>(feed, ['customers']);
    let computed = 0;
    const get = () =>
      cache.get('count', async () => {
        computed++;
        return countCustomers();
      });
    const first = await get();
    expect(await get()).toBe(first);
    expect(computed).toBe(1);
    await addCustomer('2125550004');
    expect(await get()).toBe(first + 1);
    expect(computed).toBe(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = new VersionedCache<number>(feed, ['customers']);
    let computed = 0;
    const values = await Promise.all(
      Array.from({ length: 5 }, () =>
        cache.get('k', async () => {
          computed++;
          return 1;
        }),
      ),
    );
    expect(values).toEqual([1, 1, 1, 1, 1]);
    expect(computed).toBe(1);
  });

  it('forgets a failed computation', async () => {
    const cache = new VersionedCache<number>(feed, ['customers']);
    let calls = 0;
    const get = () =>
      cache.get('flaky', async () => {
        calls++;
        if (calls === 1) throw new Error('boom');
        return 7;
      });
    await expect(get()).rejects.toThrow('boom');
    expect(await get()).toBe(7);
  });

  it('keeps at most its bound of entries', async () => {
    const cache = new VersionedCache<number>(feed, ['customers'], 2);
    let computed = 0;
    const get = (key: string) =>
      cache.get(key, async () => {
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
