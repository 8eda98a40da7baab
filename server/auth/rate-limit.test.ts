import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../tests/support/database.ts';
import type { Database } from '../db/connect.ts';
import { rateLimitHits } from '../db/schema.ts';
import { admit, purgeRateLimitHits, RateLimiter } from './rate-limit.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
});
afterAll(() => database.close());

const T = Date.UTC(2026, 0, 5, 12);
const MINUTE = 60_000;
const rows = async () => (await database.db.select({ n: count() }).from(rateLimitHits))[0]?.n ?? 0;

describe(`rate limits counted in the database (${testDatabaseKind})`, () => {
  it('lets `limit` requests through in the window, then tells the wait until the oldest leaves it', async () => {
    const limiter = new RateLimiter('t-window', 3, 10 * MINUTE);
    const db = database.db;
    expect(await limiter.hit(db, 'k', T)).toBe(0);
    expect(await limiter.hit(db, 'k', T + MINUTE)).toBe(0);
    expect(await limiter.hit(db, 'k', T + 2 * MINUTE)).toBe(0);
    expect(await limiter.hit(db, 'k', T + 3 * MINUTE)).toBe(7 * MINUTE);
    expect(await limiter.hit(db, 'other', T + 3 * MINUTE)).toBe(0);
    expect(await limiter.hit(db, 'k', T + 10 * MINUTE + 1)).toBe(0);
  });

  it('counts a refused request nowhere', async () => {
    const small = new RateLimiter('t-small', 1, MINUTE);
    const wide = new RateLimiter('t-wide', 2, MINUTE);
    expect(
      await admit(database.db, T, [
        [small, 'a'],
        [wide, 'w'],
      ]),
    ).toBe(0);
    expect(
      await admit(database.db, T + 1, [
        [small, 'a'],
        [wide, 'w'],
      ]),
    ).toBe(MINUTE - 1);
    expect(
      await admit(database.db, T + 2, [
        [small, 'b'],
        [wide, 'w'],
      ]),
    ).toBe(0);
    expect(
      await admit(database.db, T + 3, [
        [small, 'c'],
        [wide, 'w'],
      ]),
    ).toBe(MINUTE - 3);
  });

  it('lets exactly `limit` of many parallel requests through', async () => {
    const limiter = new RateLimiter('t-parallel', 5, MINUTE);
    const waits = await Promise.all(
      Array.from({ length: 60 }, (_, i) => limiter.hit(database.db, 'k', T + (i % 3))),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
  });

  it('deletes the counts that left their window', async () => {
    const before = await rows();
    await new RateLimiter('t-purge', 10, MINUTE).hit(database.db, 'k', T + 100 * MINUTE);
    expect(await rows()).toBe(before + 1);
    await purgeRateLimitHits(database.db, new Date(T + 100 * MINUTE));
    expect(await rows()).toBe(1);
    await purgeRateLimitHits(database.db, new Date(T + 101 * MINUTE));
    expect(await rows()).toBe(0);
  });
});
