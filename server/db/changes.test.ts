import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../tests/support/database.ts';
import type { BusinessDays } from '../time/business-days.ts';
import { ALL_SALONS, ChangeFeed, type DayWatchedTable } from './changes.ts';
import type { Database } from './connect.ts';
import { customers, otpCodes, shops, staff, ticketLines, tickets } from './schema.ts';

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

/** The UTC day (days since 1970-01-01) of an instant, as the day notifications name it. */
const utcDay = (at: Date) => Math.floor(at.getTime() / 86_400_000);
const DAY = 86_400_000;

describe('versions per day', () => {
  const addTicket = async (closedAt: Date | null, bill: number) => {
    const [t] = await database.db
      .insert(tickets)
      .values({ shopId, billNumber: bill, status: 'CLOSED', checkinAt: AT, closedAt, createdAt: AT })
      .returning({ id: tickets.id });
    await notified();
    return t?.id ?? 0;
  };
  const stampOf = (table: DayWatchedTable, at: Date) => feed.dayStamp([table], shopId, [utcDay(at)]);

  it("move a day's stamp for a write of that day's rows, and leave the other days", async () => {
    const day = new Date('2026-04-07T15:00:00Z');
    const next = new Date(day.getTime() + DAY);
    const before = {
      day: stampOf('tickets', day),
      next: stampOf('tickets', next),
      lines: stampOf('ticket_lines', day),
      nextLines: stampOf('ticket_lines', next),
    };
    const id = await addTicket(day, 1001);
    expect(stampOf('tickets', day)).not.toBe(before.day);
    expect(stampOf('tickets', next)).toBe(before.next);

    // A child row's day is its ticket's.
    await database.db
      .insert(ticketLines)
      .values({ ticketId: id, kind: 'SERVICE', name: 'Gel', priceCents: 3000 });
    await notified();
    expect(stampOf('ticket_lines', day)).not.toBe(before.lines);
    expect(stampOf('ticket_lines', next)).toBe(before.nextLines);

    // Moving a ticket to another day moves both days.
    const moved = {
      day: stampOf('tickets', day),
      later: stampOf('tickets', new Date(day.getTime() + 5 * DAY)),
    };
    await database.db
      .update(tickets)
      .set({ closedAt: new Date(day.getTime() + 5 * DAY) })
      .where(eq(tickets.id, id));
    await notified();
    expect(stampOf('tickets', day)).not.toBe(moved.day);
    expect(stampOf('tickets', new Date(day.getTime() + 5 * DAY))).not.toBe(moved.later);
    expect(stampOf('tickets', next)).toBe(before.next);
  });

  it('announce no day for a ticket that has not closed, and every day for a write of more than 31', async () => {
    const far = new Date('2027-01-20T12:00:00Z');
    const before = stampOf('tickets', far);
    await addTicket(null, 1002);
    expect(stampOf('tickets', far)).toBe(before);

    // One statement writing 40 days of the salon moves every day of the salon, even one it did not write.
    const first = new Date('2026-05-01T12:00:00Z');
    await database.db.insert(tickets).values(
      Array.from({ length: 40 }, (_, i) => ({
        shopId,
        billNumber: 2000 + i,
        status: 'CLOSED',
        checkinAt: AT,
        closedAt: new Date(first.getTime() + i * DAY),
        createdAt: AT,
      })),
    );
    await notified();
    expect(stampOf('tickets', far)).not.toBe(before);
  });

  it('move every day of every salon for a change whose salon is not known', () => {
    const before = feed.dayStamp(['customers'], shopId, [20_000]);
    feed.changed('customers');
    expect(feed.dayStamp(['customers'], shopId, [20_000])).not.toBe(before);
    const after = feed.dayStamp(['customers'], shopId, [20_000]);
    feed.changed(`customers:${shopId + 1}@20000`);
    feed.changed(`customers:${shopId}@20001`);
    expect(feed.dayStamp(['customers'], shopId, [20_000])).toBe(after);
  });
});

describe('DayCache', () => {
  /** A feed of its own, moved by hand; in UTC a business day is one UTC day. */
  const setUp = (maxEntries?: number) => {
    const own = new ChangeFeed();
    const cache = own.dayCache<string>({
      name: 'days',
      tables: ['tickets'],
      ...(maxEntries ? { maxEntries } : {}),
    });
    const spans: [number, number][] = [];
    const compute = async (span: BusinessDays) => {
      spans.push([span.first, span.last]);
      return Array.from({ length: span.days }, (_, i) => `day ${span.first + i}`);
    };
    const get = (first: number, last: number) => cache.get(1, 'UTC', ['x'], first, last, compute);
    return { own, cache, spans, get };
  };

  it('computes the missing days in runs, and keeps the days no write touched', async () => {
    const { own, cache, spans, get } = setUp();
    expect(await get(100, 104)).toEqual(['day 100', 'day 101', 'day 102', 'day 103', 'day 104']);
    expect(spans).toEqual([[100, 104]]);
    await get(100, 104);
    expect(spans).toHaveLength(1);

    own.changed('tickets:1@102');
    own.changed('tickets:2@104'); // another salon
    expect(await get(98, 106)).toEqual(Array.from({ length: 9 }, (_, i) => `day ${98 + i}`));
    expect(spans.slice(1)).toEqual([
      [98, 99],
      [102, 102],
      [105, 106],
    ]);
    expect(cache.computations).toBe(4);
    expect(cache.daysComputed).toBe(10);

    own.changed('tickets:1@*');
    await get(100, 101);
    expect(spans.slice(4)).toEqual([[100, 101]]);
  });

  it('reads a business day from the UTC days it overlaps', async () => {
    const own = new ChangeFeed();
    const cache = own.dayCache<number>({ name: 'zoned', tables: ['tickets'] });
    let computed = 0;
    const day = 20_000; // 10-04-2024 in Los Angeles: 07:00 UTC that day to 07:00 UTC the next
    const get = () =>
      cache.get(1, 'America/Los_Angeles', [], day, day, async () => {
        computed++;
        return [computed];
      });
    await get();
    own.changed(`tickets:1@${day - 1}`);
    await get();
    expect(computed).toBe(1);
    own.changed(`tickets:1@${day + 1}`);
    await get();
    expect(computed).toBe(2);
    own.changed(`tickets:1@${day}`);
    await get();
    expect(computed).toBe(3);
  });

  it('shares one computation between concurrent misses, and forgets a failed one', async () => {
    const own = new ChangeFeed();
    const cache = own.dayCache<number>({ name: 'shared', tables: ['tickets'] });
    let calls = 0;
    const get = () =>
      cache.get(1, 'UTC', [], 10, 12, async (span) => {
        calls++;
        if (calls === 2) throw new Error('boom');
        return Array.from({ length: span.days }, () => calls);
      });
    expect(await Promise.all([get(), get(), get()])).toEqual([
      [1, 1, 1],
      [1, 1, 1],
      [1, 1, 1],
    ]);
    own.changed('tickets:1@11');
    await expect(get()).rejects.toThrow('boom');
    expect(await get()).toEqual([1, 3, 1]);
  });

  it('refuses a computation of the wrong number of days, and keeps at most its bound of days', async () => {
    const own = new ChangeFeed();
    const wrong = own.dayCache<number>({ name: 'wrong', tables: ['tickets'] });
    await expect(wrong.get(1, 'UTC', [], 1, 3, async () => [1])).rejects.toThrow('1 days for 3');

    const { spans, get } = setUp(3);
    await get(1, 3);
    await get(4, 4); // day 1 goes
    await get(1, 1);
    expect(spans).toEqual([
      [1, 3],
      [4, 4],
      [1, 1],
    ]);
  });
});
