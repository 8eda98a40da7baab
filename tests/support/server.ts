import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../server/app.ts';
import { ChangeFeed } from '../../server/db/changes.ts';
import { connect, type Database } from '../../server/db/connect.ts';
import { seedDemo } from '../../server/db/seed/index.ts';

/** A clock the tests can move. */
export interface TestClock {
  now: () => Date;
  advance: (ms: number) => void;
}

export function testClock(start = new Date()): TestClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
  };
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  close: () => Promise<void>;
}

/** A real server on a loopback port over a fresh in-memory embedded database, with demo data. */
export async function startTestServer(
  options: Partial<AppOptions> & {
    seed?: boolean;
    /** The test clock's first instant (default: the real now); the demo seed's "today" follows it. */
    clockStart?: Date;
  } = {},
): Promise<TestServer> {
  const { seed, clockStart, ...appOptions } = options;
  const database = await connect({ dataDir: 'memory://' });
  await database.migrate();
  const clock = testClock(clockStart);
  if (seed !== false) await seedDemo(database.db, { now: clock.now() });
  const changes = await ChangeFeed.start(database);
  const app = await buildApp({
    db: database.db,
    changes: changes.feed,
    demo: true,
    now: clock.now,
    ...appOptions,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await changes.stop();
      await database.close();
    },
  };
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

  constructor(base: string) {
    this.base = base;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    init: { json?: unknown; body?: string; headers?: Record<string, string> } = {},
  ): Promise<JsonAnswer<T>> {
    const headers: Record<string, string> = { ...init.headers };
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
): Promise<{ staffId: number; shopId: number; record: SignInRecord }> {
  const lookup = await client.get<SignInRecord[]>(`/api/v1/staff/sign-in-by-phone/${phone}`);
  const record = lookup.body.payload.find(pick);
  if (!record) throw new Error(`No salon for ${phone}`);
  const otp = await client.post<{ staffId: number; demoCode: string }>('/api/v1/staff/generateOtp', {
    phone,
    shopId: record.shopId,
  });
  if (otp.status !== 200) throw new Error(`generateOtp answered ${otp.status}: ${otp.body.message}`);
  const verified = await client.post('/api/v1/staff/verifyOtp', {
    staffId: otp.body.payload.staffId,
    verifyCode: otp.body.payload.demoCode,
    shopId: record.shopId,
  });
  if (verified.status !== 200)
    throw new Error(`verifyOtp answered ${verified.status}: ${verified.body.message}`);
  client.apiKey = record.apiKey;
  return { staffId: otp.body.payload.staffId, shopId: record.shopId, record };
}
