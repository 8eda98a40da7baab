import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../tests/support/database.ts';
import type { Database } from '../db/connect.ts';
import { rateLimitHits } from '../db/schema.ts';
import {
  databaseRateLimits,
  MemoryRateLimits,
  purgeRateLimitHits,
  RateLimiter,
  type RateLimitStore,
} from './rate-limit.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

const T = Date.UTC(2026, 0, 5, 12);
const MINUTE = 60_000;
const rows = async () => (await database.db.select({ n: count() }).from(rateLimitHits))[0]?.n ?? 0;

/** The same rules, whichever store counts (each test has limits of its own names). */
describe.each([
  { name: `in the database (${testDatabaseKind})`, store: (): RateLimitStore => databaseRateLimits },
  { name: 'in memory', store: (): RateLimitStore => new MemoryRateLimits() },
])('rate limits counted $name', ({ store: storeOf }) => {
  const hit = (store: RateLimitStore, limiter: RateLimiter, key: string, now: number) =>
    store.admit(database.db, now, [[limiter, key]]);

  it('lets `limit` requests through in the window, then tells the wait until the oldest leaves it', async () => {
    const store = storeOf();
    const limiter = new RateLimiter('t-window', 3, 10 * MINUTE);
    // A key of its own per store: the database's counts stay between the two runs of these tests.
    const k = `k-${store.kind}`;
    expect(await hit(store, limiter, k, T)).toBe(0);
    expect(await hit(store, limiter, k, T + MINUTE)).toBe(0);
    expect(await hit(store, limiter, k, T + 2 * MINUTE)).toBe(0);
    expect(await hit(store, limiter, k, T + 3 * MINUTE)).toBe(7 * MINUTE);
    expect(await hit(store, limiter, `other-${store.kind}`, T + 3 * MINUTE)).toBe(0);
    expect(await hit(store, limiter, k, T + 10 * MINUTE + 1)).toBe(0);
    // Sliding: the second request leaves at T + 11 minutes, the third at T + 12.
    expect(await hit(store, limiter, k, T + 10 * MINUTE + 2)).toBe(MINUTE - 2);
  });

  it('counts a refused request nowhere', async () => {
    const store = storeOf();
    const small = new RateLimiter(`t-small-${store.kind}`, 1, MINUTE);
    const wide = new RateLimiter(`t-wide-${store.kind}`, 2, MINUTE);
    const both = (now: number, key: string) =>
      store.admit(database.db, now, [
        [small, key],
        [wide, 'w'],
      ]);
    expect(await both(T, 'a')).toBe(0);
    expect(await both(T + 1, 'a')).toBe(MINUTE - 1);
    expect(await both(T + 2, 'b')).toBe(0);
    expect(await both(T + 3, 'c')).toBe(MINUTE - 3);
  });

  it('lets exactly `limit` of many parallel requests through', async () => {
    const store = storeOf();
    const limiter = new RateLimiter(`t-parallel-${store.kind}`, 5, MINUTE);
    const waits = await Promise.all(
      Array.from({ length: 60 }, (_, i) => hit(store, limiter, 'k', T + (i % 3))),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
  });
});

describe('rate limits in memory', () => {
  it('forget the buckets whose requests all left their window once there are many', async () => {
    const store = new MemoryRateLimits();
    const limiter = new RateLimiter('t-many', 1, MINUTE);
    for (let i = 0; i < 10_001; i++) await store.admit(database.db, T, [[limiter, `ip-${i}`]]);
    expect(store.size).toBe(10_001);
    await store.admit(database.db, T + 2 * MINUTE, [[limiter, 'late']]);
    expect(store.size).toBe(1);
  });

  it('write nothing to the database', async () => {
    const before = await rows();
    await new MemoryRateLimits().admit(database.db, T, [[new RateLimiter('t-none', 3, MINUTE), 'k']]);
    expect(await rows()).toBe(before);
  });
});

describe(`rate limits in the database (${testDatabaseKind})`, () => {
  it('deletes the counts that left their window', async () => {
    await purgeRateLimitHits(database.db, new Date(T + 99 * MINUTE));
    expect(await rows()).toBe(0);
    await databaseRateLimits.admit(database.db, T + 100 * MINUTE, [
      [new RateLimiter('t-purge', 10, MINUTE), 'k'],
    ]);
    expect(await rows()).toBe(1);
    await purgeRateLimitHits(database.db, new Date(T + 100 * MINUTE));
    expect(await rows()).toBe(1);
    await purgeRateLimitHits(database.db, new Date(T + 101 * MINUTE));
    expect(await rows()).toBe(0);
  });
});
