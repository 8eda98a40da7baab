import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/support/server.ts';
import { buildApp } from '../../app.ts';
import { shops } from '../../db/schema.ts';
import { BOOK_AT_START_CUSTOMERS } from './routes.ts';

const BOOK = 'customer book (customers)';

describe('the customer book at start', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A server started on the test server's database; answers how many books its start read. */
  async function booksReadAtStart(): Promise<number | undefined> {
    const app = await buildApp({
      db: server.database.db,
      changes: server.changes,
      demo: true,
      now: server.clock.now,
    });
    try {
      await app.ready();
      return server.changes
        .caches()
        .filter((c) => c.name === BOOK)
        .at(-1)?.computations;
    } finally {
      await app.close();
    }
  }

  it('is read as the server starts for a salon with many customers, and only then', async () => {
    // The demo salons are small: nothing is read before a customer request.
    expect(await booksReadAtStart()).toBe(0);
    const [salon] = await server.database.db
      .select({ id: shops.id })
      .from(shops)
      .where(eq(shops.companyName, 'Polished Studio'));
    if (!salon) throw new Error('No demo salon');
    await server.database.db.execute(sql`
      insert into customers (shop_id, full_name, phone, email, created_at)
      select ${salon.id}, 'Guest ' || i, '7' || lpad(i::text, 9, '0'), '', ${server.clock.now().toISOString()}::timestamptz
        from generate_series(1, ${BOOK_AT_START_CUSTOMERS}) as i`);
    expect(await booksReadAtStart()).toBe(1);
  });
});
