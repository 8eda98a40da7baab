import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Endpoint } from '../../src/contract/endpoints.ts';
import { openTestDatabase, TEST_DATABASE_URL, testDatabaseKind } from '../../tests/support/database.ts';
import { startTestServer, TestClient, type TestClock, testClock } from '../../tests/support/server.ts';
import { buildApp } from '../app.ts';
import { createSession, SESSION_COOKIE, SessionCache } from '../auth/sessions.ts';
import { ChangeFeed } from '../db/changes.ts';
import type { Database, Executor } from '../db/connect.ts';
import { idempotencyRecords, shops, staff } from '../db/schema.ts';
import { conflict } from '../errors.ts';
import { purgeIdempotencyRecords } from './idempotency.ts';
import { type RouteDeps, type RouteOptions, route } from './route.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The mechanics of Idempotency-Key on a bare server with a test route that writes a row and then
 * answers as told: the row is a stand-in for any handler's writes.
 */

const writeEndpoint = {
  method: 'POST',
  base: 'api',
  path: '/test/write',
  // Only a signed-in caller's keys are kept (a public call's key is ignored, tested below).
  access: 'session',
  body: z.strictObject({
    name: z.string(),
    outcome: z.enum(['ok', 'conflict', 'crash', 'unstorable']),
    sleepMs: z.optional(z.int()),
  }),
  response: z.unknown(),
} as const satisfies Endpoint;

const recordAfterEndpoint = { ...writeEndpoint, path: '/test/write-after' } as const satisfies Endpoint;
const publicEndpoint = {
  ...writeEndpoint,
  path: '/test/public',
  access: 'public',
} as const satisfies Endpoint;

interface Harness {
  database: Database;
  app: FastifyInstance;
  deps: RouteDeps;
  runs: () => number;
  executors: Executor[];
  clock: TestClock;
  /** The session cookie every request of the harness carries. */
  cookie: string;
  /** Signs the harness's staff member in again (a session lasts 7 days on the harness's clock). */
  renewSession: () => Promise<void>;
}

async function harness(database: Database): Promise<Harness> {
  const changes = new ChangeFeed();
  const clock = testClock();
  const app = await buildApp({ db: database.db, changes, now: clock.now, demo: false });
  const deps: RouteDeps = {
    db: database.db,
    now: clock.now,
    changes,
    sessions: new SessionCache(database.db, changes),
  };
  let runs = 0;
  const executors: Executor[] = [];
  const handler = async ({
    body,
    db,
  }: {
    body: z.output<typeof writeEndpoint.body>;
    db: Executor;
  }): Promise<unknown> => {
    runs++;
    executors.push(db);
    await db
      .insert(shops)
      .values({ apiKey: randomUUID(), companyName: body.name, timezone: 'UTC', createdAt: new Date(0) });
    // A slow handler: a duplicate that is not held back by the transaction would run meanwhile.
    if (body.sleepMs) await new Promise((resolve) => setTimeout(resolve, body.sleepMs));
    if (body.outcome === 'conflict') throw conflict('That cannot be done now.');
    if (body.outcome === 'crash') throw new Error('boom');
    // JSON cannot hold a BigInt: storing this answer fails after the handler's write.
    if (body.outcome === 'unstorable') return { big: 1n };
    return { name: body.name, run: runs };
  };
  route(app, deps, writeEndpoint, handler);
  const after: RouteOptions = { idempotency: 'record-after' };
  route(app, deps, recordAfterEndpoint, handler, after);
  route(app, deps, publicEndpoint, handler);
  await app.ready();
  const [shop] = await database.db
    .insert(shops)
    .values({ apiKey: randomUUID(), companyName: 'Harness', timezone: 'UTC', createdAt: new Date(0) })
    .returning({ id: shops.id });
  const [member] = await database.db
    .insert(staff)
    .values({ shopId: shop?.id ?? 0, phone: '2125550100', firstName: 'Ann', createdAt: new Date(0) })
    .returning({ id: staff.id });
  const h: Harness = {
    database,
    app,
    deps,
    runs: () => runs,
    executors,
    clock,
    cookie: '',
    renewSession: async () => {
      const token = await createSession(database.db, member?.id ?? 0, shop?.id ?? 0, clock.now());
      h.cookie = `${SESSION_COOKIE}=${token}`;
    },
  };
  await h.renewSession();
  return h;
}

async function rowsNamed(db: Executor, name: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shops)
    .where(eq(shops.companyName, name));
  return row?.n ?? 0;
}

async function recordsFor(db: Executor, key: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(idempotencyRecords)
    .where(and(eq(idempotencyRecords.key, key)));
  return row?.n ?? 0;
}

function post(h: Harness, body: Record<string, unknown>, key?: string, path = '/api/test/write') {
  return h.app.inject({
    method: 'POST',
    url: path,
    payload: body,
    headers: { cookie: h.cookie, ...(key === undefined ? {} : { 'idempotency-key': key }) },
  });
}

// On the embedded database, or on PostgreSQL when TEST_DATABASE_URL is set (npm run test:postgres).
describe(`Idempotency-Key on ${testDatabaseKind}`, () => {
  let h: Harness;
  beforeAll(async () => {
    const database = await openTestDatabase();
    await database.migrate();
    h = await harness(database);
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.close();
  });

  it('gives the handler the database without a key and a transaction with one', async () => {
    await post(h, { name: 'no-key', outcome: 'ok' });
    expect(h.executors.at(-1)).toBe(h.deps.db);
    await post(h, { name: 'with-key', outcome: 'ok' }, randomUUID());
    expect(h.executors.at(-1)).not.toBe(h.deps.db);
  });

  it('runs a keyed call once and replays the very same answer', async () => {
    const key = randomUUID();
    const name = `once-${key}`;
    const runs = h.runs();
    const first = await post(h, { name, outcome: 'ok' }, key);
    const second = await post(h, { name, outcome: 'ok' }, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replay']).toBeUndefined();
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.body).toBe(first.body);
    expect(h.runs()).toBe(runs + 1);
    expect(await rowsNamed(h.deps.db, name)).toBe(1);
  });

  it('refuses the same key for a different request with 422', async () => {
    const key = randomUUID();
    await post(h, { name: `a-${key}`, outcome: 'ok' }, key);
    const other = await post(h, { name: `b-${key}`, outcome: 'ok' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/different request/);
    expect(await rowsNamed(h.deps.db, `b-${key}`)).toBe(0);
  });

  it('rolls the writes of a 4xx back and replays the 4xx', async () => {
    const key = randomUUID();
    const name = `conflict-${key}`;
    const first = await post(h, { name, outcome: 'conflict' }, key);
    expect(first.statusCode).toBe(409);
    expect(first.json()).toEqual({ code: 1409, message: 'That cannot be done now.', payload: null });
    expect(await rowsNamed(h.deps.db, name)).toBe(0);
    const runs = h.runs();
    const again = await post(h, { name, outcome: 'conflict' }, key);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.body).toBe(first.body);
    expect(h.runs()).toBe(runs);
    expect(await recordsFor(h.deps.db, key)).toBe(1);
  });

  it('stores nothing and changes nothing on a server error; a repeat runs again', async () => {
    const key = randomUUID();
    const name = `crash-${key}`;
    const first = await post(h, { name, outcome: 'crash' }, key);
    expect(first.statusCode).toBe(500);
    expect(await rowsNamed(h.deps.db, name)).toBe(0);
    expect(await recordsFor(h.deps.db, key)).toBe(0);
    const retry = await post(h, { name, outcome: 'crash' }, key);
    expect(retry.statusCode).toBe(500);
    expect(retry.headers['idempotent-replay']).toBeUndefined();
  });

  it('keeps no write when the answer cannot be stored (handler and record commit together)', async () => {
    const key = randomUUID();
    const name = `unstorable-${key}`;
    const res = await post(h, { name, outcome: 'unstorable' }, key);
    expect(res.statusCode).toBe(500);
    expect(await rowsNamed(h.deps.db, name)).toBe(0);
    expect(await recordsFor(h.deps.db, key)).toBe(0);
  });

  it('runs concurrent duplicates once', async () => {
    const key = randomUUID();
    const name = `concurrent-${key}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(h, { name, outcome: 'ok', sleepMs: 50 }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replay'] === 'true')).toHaveLength(5);
    expect(await rowsNamed(h.deps.db, name)).toBe(1);
  });

  it('refuses an empty, oversized or malformed key on every call, public ones included, and runs nothing', async () => {
    const bad = ['', 'k'.repeat(201), 'a key', 'clé-1', 'tab\tkey', '\u0001'];
    const runs = h.runs();
    for (const [i, key] of bad.entries()) {
      for (const path of ['/api/test/write', '/api/test/write-after', '/api/test/public']) {
        const res = await post(h, { name: `bad-key-${i}`, outcome: 'ok' }, key, path);
        expect(res.statusCode, `${path} ${JSON.stringify(key)}`).toBe(400);
        expect(res.json()).toEqual({
          code: 1000,
          message:
            'Idempotency-Key must be 1 to 200 visible characters (letters, digits and signs, no spaces).',
          payload: null,
        });
      }
    }
    expect(h.runs()).toBe(runs);
    // The longest key and every visible character are a key.
    const good = ['k'.repeat(200), '!#$%&*+-./:;<=>?@[]^_`{|}~09AZaz'];
    for (const key of good)
      expect((await post(h, { name: 'good-key', outcome: 'ok' }, key)).statusCode).toBe(200);
  });

  it('record-after routes keep their writes on a 4xx and replay it', async () => {
    const key = randomUUID();
    const name = `after-${key}`;
    const first = await post(h, { name, outcome: 'conflict' }, key, '/api/test/write-after');
    expect(first.statusCode).toBe(409);
    expect(h.executors.at(-1)).toBe(h.deps.db);
    expect(await rowsNamed(h.deps.db, name)).toBe(1);
    const again = await post(h, { name, outcome: 'conflict' }, key, '/api/test/write-after');
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(await rowsNamed(h.deps.db, name)).toBe(1);
  });

  it("keeps nothing for a public call's key: each repeat runs", async () => {
    const key = randomUUID();
    const name = `public-${key}`;
    const runs = h.runs();
    const answers = [
      await post(h, { name, outcome: 'ok' }, key, '/api/test/public'),
      await post(h, { name, outcome: 'ok' }, key, '/api/test/public'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.headers['idempotent-replay'])).toEqual([undefined, undefined]);
    expect(h.runs()).toBe(runs + 2);
    expect(h.executors.at(-1)).toBe(h.deps.db);
    expect(await recordsFor(h.deps.db, key)).toBe(0);
  });

  // Last: it moves the harness's clock on by a week.
  it('forgets an answer after 7 days: a repeat then runs anew, and is kept again', async () => {
    const key = randomUUID();
    const refusedKey = randomUUID();
    const name = `week-${key}`;
    expect((await post(h, { name, outcome: 'ok' }, key)).statusCode).toBe(200);
    expect((await post(h, { name: `r-${name}`, outcome: 'conflict' }, refusedKey)).statusCode).toBe(409);
    h.clock.advance(7 * DAY - MINUTE);
    await h.renewSession();
    expect((await post(h, { name, outcome: 'ok' }, key)).headers['idempotent-replay']).toBe('true');
    h.clock.advance(2 * MINUTE);
    // Not yet purged (the app purges hourly), but forgotten: the repeat runs and its answer is kept.
    expect(await recordsFor(h.deps.db, key)).toBe(1);
    const runs = h.runs();
    const anew = await post(h, { name, outcome: 'ok' }, key);
    expect(anew.statusCode).toBe(200);
    expect(anew.headers['idempotent-replay']).toBeUndefined();
    expect(h.runs()).toBe(runs + 1);
    expect(await rowsNamed(h.deps.db, name)).toBe(2);
    expect((await post(h, { name, outcome: 'ok' }, key)).headers['idempotent-replay']).toBe('true');
    expect(await recordsFor(h.deps.db, key)).toBe(1);
    // A refusal replaces a forgotten answer too (stored outside the rolled-back transaction).
    const refusedAgain = await post(h, { name: `r-${name}`, outcome: 'conflict' }, refusedKey);
    expect(refusedAgain.statusCode).toBe(409);
    expect(refusedAgain.headers['idempotent-replay']).toBeUndefined();
    expect(
      (await post(h, { name: `r-${name}`, outcome: 'conflict' }, refusedKey)).headers['idempotent-replay'],
    ).toBe('true');
    // The purge deletes what is older than 7 days, and only that.
    expect(await purgeIdempotencyRecords(h.deps.db, h.clock.now())).toBeGreaterThan(0);
    expect(await recordsFor(h.deps.db, key)).toBe(1);
    expect(await recordsFor(h.deps.db, refusedKey)).toBe(1);
  });
});

/**
 * On PostgreSQL two duplicates really run at the same time: both handlers write, the second insert of
 * the answer waits for the first transaction and then conflicts, so the second rolls back and replays.
 * Runs when TEST_DATABASE_URL names a throw-away PostgreSQL server (npm run test:postgres).
 */
describe.skipIf(!TEST_DATABASE_URL)('Idempotency-Key on PostgreSQL', () => {
  let h: Harness;
  beforeAll(async () => {
    const database = await openTestDatabase();
    await database.migrate();
    h = await harness(database);
  });
  afterAll(async () => {
    await h?.app.close();
    await h?.database.close();
  });

  it('commits one of two concurrent duplicates and replays it to the other', async () => {
    const key = randomUUID();
    const name = `race-${key}`;
    const runs = h.runs();
    const answers = await Promise.all([
      post(h, { name, outcome: 'ok', sleepMs: 200 }, key),
      post(h, { name, outcome: 'ok', sleepMs: 200 }, key),
    ]);
    expect(h.runs()).toBe(runs + 2);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]?.body).toBe(answers[1]?.body);
    expect(answers.filter((a) => a.headers['idempotent-replay'] === 'true')).toHaveLength(1);
    expect(await rowsNamed(h.deps.db, name)).toBe(1);
    expect(await recordsFor(h.deps.db, key)).toBe(1);
  });
});

describe('Idempotency-Key on the sign-in calls', () => {
  it('neither hangs them nor lets a key undo a wrong try', async () => {
    const server = await startTestServer();
    try {
      const c = new TestClient(server.url);
      const lookup = await c.get<{ shopId: number }[]>('/api/v1/staff/sign-in-by-phone/5550100002');
      const shopId = lookup.body.payload[0]?.shopId;
      const otp = await c.post<{ staffId: number; demoCode: string }>(
        '/api/v1/staff/generateOtp',
        { phone: '5550100002', shopId },
        { 'idempotency-key': randomUUID() },
      );
      expect(otp.status).toBe(200);
      const { staffId, demoCode } = otp.body.payload;
      const wrong = demoCode === '000000' ? '000001' : '000000';
      for (let i = 0; i < 5; i++) {
        const res = await c.post(
          '/api/v1/staff/verifyOtp',
          { staffId, verifyCode: wrong, shopId },
          { 'idempotency-key': randomUUID() },
        );
        expect(res.status).toBe(400);
      }
      // Five wrong tries counted although each came with its own key: the right code is now refused.
      const right = await c.post(
        '/api/v1/staff/verifyOtp',
        { staffId, verifyCode: demoCode, shopId },
        { 'idempotency-key': randomUUID() },
      );
      expect(right.status).toBe(429);
    } finally {
      await server.close();
    }
  });
});
