import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../tests/support/database.ts';
import { ChangeFeed } from './changes.ts';
import type { Database } from './connect.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('listening for notifications', () => {
  it('hears what is sent on its channel', async () => {
    const heard: string[] = [];
    const stop = await database.listen('probe', (payload) => heard.push(payload));
    await database.notify('probe', 'one');
    await database.notify('other', 'not this');
    await vi.waitFor(() => expect(heard).toEqual(['one']));
    await stop();
  });

  // PostgreSQL only: the embedded database has no connection to lose.
  it.skipIf(testDatabaseKind !== 'postgres')(
    'opens a lost listening connection again, says so, and hears what is sent afterwards',
    async () => {
      const heard: string[] = [];
      let reconnected = 0;
      const stop = await database.listen(
        'lost',
        (payload) => heard.push(payload),
        () => reconnected++,
      );
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      await vi.waitFor(() => expect(reconnected).toBe(1), { timeout: 10_000 });
      await database.notify('lost', 'after');
      await vi.waitFor(() => expect(heard).toEqual(['after']));
      await stop();
    },
  );

  it('makes every kept value stale when notifications may have been missed', () => {
    const feed = new ChangeFeed();
    const heard: string[] = [];
    feed.onChange((table) => heard.push(table));
    const stamp = feed.stamp(['customers']);
    const salonStamp = feed.stamp(['customers'], 3);
    const dayStamp = feed.dayStamp(['tickets'], 3, [20_000]);
    feed.missed();
    expect(feed.stamp(['customers'])).not.toBe(stamp);
    expect(feed.stamp(['customers'], 3)).not.toBe(salonStamp);
    expect(feed.dayStamp(['tickets'], 3, [20_000])).not.toBe(dayStamp);
    expect(heard).toContain('sessions');
  });
});
