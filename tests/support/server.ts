import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppOptions, buildApp } from '../../server/app.ts';
import { databaseRateLimits, MemoryRateLimits } from '../../server/auth/rate-limit.ts';
import { clockFrom, pinnedNowFromEnv } from '../../server/clock.ts';
import { ChangeFeed } from '../../server/db/changes.ts';
import type { Database } from '../../server/db/connect.ts';
import { seedDemo } from '../../server/db/seed/index.ts';
import type { VerifiedSession } from '../../src/contract/staff.ts';
import { openTestDatabase, TEST_DATABASE_URL } from './database.ts';

/** The server clock of a test: it moves on like the real one, and a test can jump it forward. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

/**
 * The instant a test server's clock starts at when the test does not pin one: `CHAIRSIDE_NOW` when set
 * (the date matrix), else the real now.
 */
export function testStart(): Date {
  return pinnedNowFromEnv() ?? new Date();
}

export function testClock(start: Date = testStart()): TestClock {
  const flowing = clockFrom(start);
  let jumped = 0;
  return {
    now: () => new Date(flowing.now().getTime() + jumped),
    advance: (ms) => {
      jumped += ms;
    },
  };
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  /** The server's table versions and its caches (`changes.caches()`). */
  changes: ChangeFeed;
  clock: TestClock;
  close: () => Promise<void>;
}

/**
 * The sign-in and upload limits of a test server unless a test sets them: wide, since every test signs
 * in from the same address (the tests of the limits set their own).
 */
export const WIDE_LIMITS = {
  otpLimitPerPhone: 1000,
  otpLimitPerIp: 1000,
  otpPhoneCap: 1000,
  verifyLimitPerIp: 1000,
  verifyLimitPerStaff: 1000,
  lookupLimitPerIp: 1000,
  uploadLimitPerHour: 1000,
  publicLimits: {
    readsPerIp: 10_000,
    readsPerSalon: 10_000,
    bookingsPerIp: 10_000,
    bookingsPerSalon: 10_000,
  },
} satisfies Partial<AppOptions>;

/**
 * A real server on a loopback port over a fresh database with demo data: embedded in memory, or a new
 * PostgreSQL database when TEST_DATABASE_URL is set (tests/support/database.ts).
 */
export async function startTestServer(
  options: Partial<AppOptions> & {
    seed?: boolean;
    /** The test clock's first instant (default: `testStart()`); the demo seed's "today" follows it. */
    clockStart?: Date;
  } = {},
): Promise<TestServer> {
  const { seed, clockStart, ...appOptions } = options;
  const { database, start } = await preparedDatabase(seed !== false, clockStart);
  const clock = testClock(start);
  const changes = await ChangeFeed.start(database);
  const app = await buildApp({
    db: database.db,
    changes: changes.feed,
    demo: true,
    // As server/main.ts: the embedded database's limits count in memory, PostgreSQL's in it.
    rateLimits: database.kind === 'pglite' ? new MemoryRateLimits() : databaseRateLimits,
    now: clock.now,
    ...WIDE_LIMITS,
    ...appOptions,
    // Every test client is on loopback, and some send hundreds of requests at once.
    limits: { perAddress: 10_000, ...appOptions.limits },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    changes: changes.feed,
    clock,
    close: async () => {
      await app.close();
      await changes.stop();
      await database.close();
    },
  };
}

/**
 * Embedded databases already migrated (and seeded): the run's, made once by global-setup.ts, and any a
 * test file needs at another instant (made on its first use in the file). A copy opens in about a second
 * where migrating and seeding take several (they made up most of the API tests' time). A server on a
 * seeded copy starts its clock at the instant the copy was seeded, as a server does that seeded at
 * start. On PostgreSQL every server migrates and seeds its own database.
 */
const templates = new Map<string, Promise<{ dump: Blob; start: Date }>>();

function runTemplate(key: string): Promise<{ dump: Blob; start: Date }> | undefined {
  const made = inject('databaseTemplates');
  if (!made || (key !== 'empty' && key !== 'now')) return undefined;
  const path = key === 'empty' ? made.empty : made.seeded;
  return readFile(path).then((bytes) => ({ dump: new Blob([bytes]), start: new Date(made.seededAt) }));
}

async function preparedDatabase(seed: boolean, clockStart: Date | undefined) {
  if (TEST_DATABASE_URL) {
    const database = await openTestDatabase();
    await database.migrate();
    const start = clockStart ?? testStart();
    if (seed) await seedDemo(database.db, { now: start });
    return { database, start };
  }
  const key = seed ? (clockStart?.toISOString() ?? 'now') : 'empty';
  let template = templates.get(key);
  if (!template) {
    template =
      runTemplate(key) ??
      (async () => {
        const first = await openTestDatabase();
        try {
          await first.migrate();
          const start = clockStart ?? testStart();
          if (seed) await seedDemo(first.db, { now: start });
          if (!first.dump) throw new Error('An embedded database can be dumped');
          return { dump: await first.dump(), start };
        } finally {
          await first.close();
        }
      })();
    templates.set(key, template);
    template.catch(() => templates.delete(key));
  }
  const { dump, start } = await template;
  return { database: await openTestDatabase(dump), start: seed ? start : (clockStart ?? testStart()) };
}

export interface JsonAnswer<T = unknown> {
  status: number;
  body: { code: number; message: string; payload: T };
  headers: Headers;
}

/** A small fetch wrapper that keeps a cookie jar, like a browser tab. */
export class TestClient {
  readonly base: string;
  cookies = new Map<string, string>();
  apiKey: string | undefined;
  /** Sent with every request (before a request's own): a client address through a trusted proxy. */
  defaultHeaders: Record<string, string> = {};

  constructor(base: string) {
    this.base = base;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    init: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<JsonAnswer<T>> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.apiKey) headers['x-api-key'] = this.apiKey;
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${this.base}${path}`, { method, headers, body });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (!name) continue;
      const value = rest.join('=');
      if (value === '' || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line))
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, headers ? { headers } : {});
  }

  post<T = unknown>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { json: json ?? {}, ...(headers ? { headers } : {}) });
  }
}

interface SignInRecord {
  id: number;
  shopId: number;
  companyName: string;
  apiKey: string;
  positionName: string;
}

/** Signs in through the real three calls; picks the salon where `pick` matches (first by default). */
export async function signIn(
  client: TestClient,
  phone: string,
  pick: (r: SignInRecord) => boolean = () => true,
): Promise<{ staffId: number; shopId: number; record: SignInRecord; session: VerifiedSession }> {
  const lookup = await client.get<SignInRecord[]>(`/api/v1/staff/sign-in-by-phone/${phone}`);
  const record = lookup.body.payload.find(pick);
  if (!record) throw new Error(`No salon for ${phone}`);
  const otp = await client.post<{ staffId: number; demoCode: string }>('/api/v1/staff/generateOtp', {
    phone,
    shopId: record.shopId,
  });
  if (otp.status !== 200) throw new Error(`generateOtp answered ${otp.status}: ${otp.body.message}`);
  const verified = await client.post<VerifiedSession>('/api/v1/staff/verifyOtp', {
    staffId: otp.body.payload.staffId,
    verifyCode: otp.body.payload.demoCode,
    shopId: record.shopId,
  });
  if (verified.status !== 200)
    throw new Error(`verifyOtp answered ${verified.status}: ${verified.body.message}`);
  client.apiKey = record.apiKey;
  return { staffId: otp.body.payload.staffId, shopId: record.shopId, record, session: verified.body.payload };
}
