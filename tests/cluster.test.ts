import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { connect } from '../server/db/connect.ts';
import { seedDemo } from '../server/db/seed/index.ts';
import { DEMO_PHONES } from '../server/db/seed/salons.ts';
import { TEST_DATABASE_URL } from './support/database.ts';
import { signIn, TestClient, testStart } from './support/server.ts';

/**
 * Two server processes on one PostgreSQL database, as behind a proxy: a live message published by one
 * reaches a subscriber of the other, and a rate limit holds for both together. The long run with nginx,
 * three instances and a killed one is `npm run bench:cluster`.
 */

interface Instance {
  url: string;
  child: ChildProcess;
}

/** `node server/main.ts` in demo mode on `databaseUrl`, on a port of its choosing; resolves once it is ready. */
function startInstance(databaseUrl: string, dataDir: string): Promise<Instance> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      VERIFY_LIMIT_PER_STAFF: '3',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (text: string) => {
      out += text;
      const ready = /ready at (http:\/\/[^/\s]+)\//.exec(out);
      if (ready?.[1]) resolve({ url: ready[1], child });
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}:\n${out}`)));
  });
}

/** A STOMP subscription to `topic` on `url`; resolves once confirmed, with the next message's body. */
function subscribe(
  url: string,
  cookie: string,
  topic: string,
): Promise<{ next: Promise<string>; ws: WebSocket }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace('http', 'ws')}/ws`, ['v12.stomp'], {
      headers: { cookie, origin: url },
    });
    let heard: (body: string) => void = () => {};
    const next = new Promise<string>((r) => {
      heard = r;
    });
    ws.on('error', reject);
    ws.once('open', () => {
      ws.send('CONNECT\naccept-version:1.2\nheart-beat:0,0\n\n\0');
      ws.send(`SUBSCRIBE\nid:0\ndestination:${topic}\nreceipt:r\n\n\0`);
    });
    ws.on('message', (data) => {
      const frame = String(data);
      if (frame.startsWith('RECEIPT')) resolve({ next, ws });
      else if (frame.startsWith('MESSAGE')) heard(frame.slice(frame.indexOf('\n\n') + 2).replace(/\0$/, ''));
      else if (frame.startsWith('ERROR')) reject(new Error(frame));
    });
  });
}

const admin = TEST_DATABASE_URL;
const name = `chairside_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;
let dataDir = '';
const instances: Instance[] = [];

async function onAdmin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(!admin)(
  'two server processes on one PostgreSQL (skipped without TEST_DATABASE_URL: it needs a PostgreSQL both processes reach; npm run test:postgres)',
  () => {
    let a: Instance;
    let b: Instance;
    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'chairside-cluster-test-'));
      await onAdmin(`CREATE DATABASE ${name}`);
      const url = new URL(admin ?? '');
      url.pathname = `/${name}`;
      // Migrated and seeded here, so the two processes start together (starting one takes most of the time).
      const database = await connect({ databaseUrl: url.toString(), dataDir: '' });
      await database.migrate();
      await seedDemo(database.db, { now: testStart() });
      await database.close();
      [a, b] = await Promise.all([
        startInstance(url.toString(), dataDir),
        startInstance(url.toString(), dataDir),
      ]);
      instances.push(a, b);
    });
    afterAll(async () => {
      await Promise.all(
        instances.map(
          (i) =>
            new Promise((resolve) => {
              if (i.child.exitCode !== null) return resolve(undefined);
              i.child.once('exit', resolve);
              i.child.kill('SIGTERM');
            }),
        ),
      );
      await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('delivers a change made through one process to a live connection on the other', async () => {
      const technician = new TestClient(a.url);
      const { staffId } = await signIn(technician, DEMO_PHONES.technician1);
      const cookie = `cs_session=${technician.cookies.get('cs_session')}`;
      const { next, ws } = await subscribe(b.url, cookie, `/topic/staff/income/${staffId}`);
      try {
        const closed = await new TestClient(a.url).post<{ billId: number }>('/api/v1/demo/close-ticket', {
          staffId,
        });
        expect(closed.status).toBe(200);
        expect(JSON.parse(await next)).toMatchObject({
          type: 'ticket-closed',
          billId: closed.body.payload.billId,
        });
      } finally {
        ws.close();
      }
    });

    it('holds the code-check limit per staff member for both processes together', async () => {
      const client = new TestClient(a.url);
      const [record] = (
        await client.get<{ id: number; shopId: number }[]>(
          `/api/v1/staff/sign-in-by-phone/${DEMO_PHONES.technician2}`,
        )
      ).body.payload;
      if (!record) throw new Error('no technician record');
      const otp = await client.post<{ demoCode: string }>('/api/v1/staff/generateOtp', {
        phone: DEMO_PHONES.technician2,
        shopId: record.shopId,
      });
      const wrong = otp.body.payload.demoCode === '000000' ? '000001' : '000000';
      const guesses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          new TestClient(i % 2 === 0 ? a.url : b.url).post('/api/v1/staff/verifyOtp', {
            staffId: record.id,
            verifyCode: wrong,
            shopId: record.shopId,
          }),
        ),
      );
      const limited = guesses.filter(
        (g) => g.status === 429 && g.body.message.startsWith('Too many sign-in attempts'),
      );
      // VERIFY_LIMIT_PER_STAFF=3 on each: counted per process, 6 would get through.
      expect(guesses.length - limited.length).toBe(3);
      expect(guesses.some((g) => g.status === 200)).toBe(false);
    });
  },
);
