import { randomUUID } from 'node:crypto';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKind } from '../../tests/support/database.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../tests/support/server.ts';
import { appointments, idempotencyRecords } from '../db/schema.ts';
import { DEMO_PHONES } from '../db/seed/salons.ts';

/**
 * Idempotency-Key answers on the real server (on PostgreSQL too with TEST_DATABASE_URL): kept only for
 * signed-in callers, never holding a sign-in code, applied once under concurrent duplicates, forgotten
 * after 7 days.
 */

const PROLONG = '/api/v1/appointment/prolongedTime';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let server: TestServer;
let tech: TestClient;
let techId: number;

beforeAll(async () => {
  // The purge of old answers runs every 25 ms here instead of hourly, so a test can see it happen.
  server = await startTestServer({ idempotencySweepMs: 25 });
  tech = new TestClient(server.url);
  ({ staffId: techId } = await signIn(tech, DEMO_PHONES.technician1));
});
afterAll(async () => {
  await server?.close();
});

const recordsFor = async (keys: string[]) =>
  (
    await server.database.db
      .select({ n: count() })
      .from(idempotencyRecords)
      .where(inArray(idempotencyRecords.key, keys))
  )[0]?.n ?? 0;

/**
 * A new 45-minute appointment of the technician on a coming open day (the demo fixture call, which
 * leaves an hour free after it, so the tests' +15s fit).
 */
async function newAppointment(): Promise<number> {
  const res = await tech.post<{ id: number }>('/api/v1/demo/book-appointment', {
    staffId: techId,
    openDay: 3,
  });
  expect(res.status).toBe(200);
  return res.body.payload.id;
}

async function minutesOf(id: number): Promise<number> {
  const [row] = await server.database.db
    .select({ startAt: appointments.startAt, endAt: appointments.endAt })
    .from(appointments)
    .where(eq(appointments.id, id));
  if (!row) throw new Error(`appointment ${id} is missing`);
  return (row.endAt.getTime() - row.startAt.getTime()) / MINUTE;
}

const prolong = (client: TestClient, appointmentId: number, key: string) =>
  client.post(PROLONG, { appointmentId, status: 'ADD' }, { 'idempotency-key': key });

describe(`Idempotency-Key answers (${testDatabaseKind})`, () => {
  it('keeps no key of a public call, and no answer holding a sign-in code', async () => {
    const c = new TestClient(server.url);
    const keys = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const [generateKey = '', verifyKey = '', writeKey = '', logoutKey = ''] = keys;
    const lookup = await c.get<{ shopId: number }[]>(
      `/api/v1/staff/sign-in-by-phone/${DEMO_PHONES.twoSalons}`,
    );
    const shopId = lookup.body.payload[0]?.shopId;
    const otp = await c.post<{ staffId: number; demoCode: string }>(
      '/api/v1/staff/generateOtp',
      { phone: DEMO_PHONES.twoSalons, shopId },
      { 'idempotency-key': generateKey },
    );
    const { staffId, demoCode } = otp.body.payload;
    expect(demoCode).toMatch(/^\d{6}$/);
    // A repeat of the public call runs again: a new code, not the stored first answer.
    const repeat = await c.post<{ demoCode: string }>(
      '/api/v1/staff/generateOtp',
      { phone: DEMO_PHONES.twoSalons, shopId },
      { 'idempotency-key': generateKey },
    );
    expect(repeat.headers.get('idempotent-replay')).toBeNull();
    const verified = await c.post(
      '/api/v1/staff/verifyOtp',
      { staffId, verifyCode: repeat.body.payload.demoCode, shopId },
      { 'idempotency-key': verifyKey },
    );
    expect(verified.status).toBe(200);
    // A signed-in write is kept…
    const appointment = await newAppointment();
    expect((await prolong(tech, appointment, writeKey)).status).toBe(200);
    expect(await recordsFor([writeKey])).toBe(1);
    expect((await c.post('/api/v1/staff/logout', {}, { 'idempotency-key': logoutKey })).status).toBe(200);
    // …the public calls are not, and no kept answer holds a code.
    expect(await recordsFor([generateKey, verifyKey, logoutKey])).toBe(0);
    const withCode = await server.database.db
      .select({ n: count() })
      .from(idempotencyRecords)
      .where(sql`${idempotencyRecords.response}::text like '%demoCode%'`);
    expect(withCode[0]?.n).toBe(0);
  });

  it('applies concurrent duplicates of a write once and answers them all the same', async () => {
    const appointment = await newAppointment();
    const before = await minutesOf(appointment);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 12 }, () => prolong(tech, appointment, key)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replay') === null)).toHaveLength(1);
    expect(await minutesOf(appointment)).toBe(before + 15);
    expect(await recordsFor([key])).toBe(1);
  });

  it('forgets an answer 7 days after it was given: the record is purged and a repeat runs anew', async () => {
    const appointment = await newAppointment();
    const before = await minutesOf(appointment);
    const key = randomUUID();
    expect((await prolong(tech, appointment, key)).status).toBe(200);
    // Within the 7 days a repeat is replayed and changes nothing.
    server.clock.advance(6 * DAY);
    const replayed = await prolong(tech, appointment, key);
    expect(replayed.headers.get('idempotent-replay')).toBe('true');
    expect(await minutesOf(appointment)).toBe(before + 15);
    expect(await recordsFor([key])).toBe(1);

    server.clock.advance(DAY + MINUTE);
    await vi.waitFor(async () => expect(await recordsFor([key])).toBe(0), { timeout: 10_000 });
    // The session of a week ago has ended too: sign in again, and the repeat is a new request.
    await signIn(tech, DEMO_PHONES.technician1);
    const anew = await prolong(tech, appointment, key);
    expect(anew.status).toBe(200);
    expect(anew.headers.get('idempotent-replay')).toBeNull();
    expect(await minutesOf(appointment)).toBe(before + 30);
    expect(await recordsFor([key])).toBe(1);
  });
});
