import { and, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../../tests/support/database.ts';
import { requestFrom } from '../../../tests/support/from-address.ts';
import { startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { otpCodes, sessions, staff } from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';
import { OTP_MAX_TRIES } from './service.ts';

/**
 * The limits of the sign-in calls, against the real server (on PostgreSQL too with TEST_DATABASE_URL).
 * Requests from other client addresses are sent from other loopback addresses (127.0.0.x).
 */

const LOOKUP = '/api/v1/staff/sign-in-by-phone';
const GENERATE = '/api/v1/staff/generateOtp';
const VERIFY = '/api/v1/staff/verifyOtp';
const MINUTE = 60_000;

const servers: TestServer[] = [];
async function serverWith(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

/** The staff member of `phone` in its first salon. */
async function memberOf(server: TestServer, phone: string): Promise<{ staffId: number; shopId: number }> {
  const [row] = await server.database.db
    .select({ staffId: staff.id, shopId: staff.shopId })
    .from(staff)
    .where(eq(staff.phone, phone))
    .orderBy(staff.id)
    .limit(1);
  if (!row) throw new Error(`no staff member with phone ${phone}`);
  return row;
}

async function codeFor(server: TestServer, phone: string) {
  const member = await memberOf(server, phone);
  const c = new TestClient(server.url);
  const otp = await c.post<{ staffId: number; demoCode: string }>(GENERATE, { phone, shopId: member.shopId });
  expect(otp.status).toBe(200);
  const code = otp.body.payload.demoCode;
  return { ...member, code, wrong: code === '000000' ? '000001' : '000000' };
}

/** verifyOtp for `who` with `code`, sent from the client address `from`. */
const verifyFrom = (
  server: TestServer,
  from: string,
  who: { staffId: number; shopId: number },
  code: string,
) =>
  requestFrom(from, `${server.url}${VERIFY}`, 'POST', {
    staffId: who.staffId,
    verifyCode: code,
    shopId: who.shopId,
  });

const sessionsOf = async (server: TestServer, staffId: number) =>
  (await server.database.db.select({ n: count() }).from(sessions).where(eq(sessions.staffId, staffId)))[0]
    ?.n ?? 0;

describe(`wrong-code limit under concurrency (${testDatabaseKind})`, () => {
  it('checks at most 5 of 300 parallel guesses for one code, then refuses the right code too', async () => {
    const server = await serverWith();
    const { staffId, shopId, code, wrong } = await codeFor(server, DEMO_PHONES.technician2);
    const before = await sessionsOf(server, staffId);
    const guesses = await Promise.all(
      Array.from({ length: 300 }, () =>
        new TestClient(server.url).post(VERIFY, { staffId, verifyCode: wrong, shopId }),
      ),
    );
    const checked = guesses.filter((g) => g.status === 400 && g.body.code === 1003);
    const refused = guesses.filter((g) => g.status === 429 && g.body.code === 1005);
    expect(checked).toHaveLength(OTP_MAX_TRIES);
    expect(refused).toHaveLength(300 - OTP_MAX_TRIES);
    const [row] = await server.database.db
      .select({ attempts: otpCodes.attempts, usedAt: otpCodes.usedAt })
      .from(otpCodes)
      .where(eq(otpCodes.staffId, staffId))
      .orderBy(otpCodes.id);
    expect(row).toEqual({ attempts: OTP_MAX_TRIES, usedAt: null });

    const right = await new TestClient(server.url).post(VERIFY, { staffId, verifyCode: code, shopId });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe(1005);
    expect(right.headers.getSetCookie().some((l) => l.startsWith('cs_session='))).toBe(false);
    expect(await sessionsOf(server, staffId)).toBe(before);
  });

  it('lets exactly one of parallel right answers sign in', async () => {
    const server = await serverWith();
    const { staffId, shopId, code } = await codeFor(server, DEMO_PHONES.technician1);
    const before = await sessionsOf(server, staffId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        new TestClient(server.url).post(VERIFY, { staffId, verifyCode: code, shopId }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // The others found the code spent (1004) or its tries used up by the parallel checks (1005).
    expect(answers.every((a) => a.status === 200 || [1004, 1005].includes(a.body.code))).toBe(true);
    expect(await sessionsOf(server, staffId)).toBe(before + 1);
  });
});

describe('verifyOtp limits', () => {
  it('limits tries per client address; other addresses are not held back', async () => {
    const server = await serverWith({ verifyLimitPerIp: 3, verifyLimitPerStaff: 100 });
    const a = await codeFor(server, DEMO_PHONES.technician1);
    const b = await codeFor(server, DEMO_PHONES.technician2);
    const verifyA = (from: string) => verifyFrom(server, from, a, a.wrong);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await verifyA('127.0.0.2'));
    expect(answers.map((x) => x.status)).toEqual([400, 400, 400, 429]);
    expect(answers[3]?.body.code).toBe(1006);
    expect(answers[3]?.body.message).toBe('Too many sign-in attempts. Try again in 10 minutes.');
    // The same address for another staff member: the address is what is limited.
    const other = await verifyFrom(server, '127.0.0.2', b, b.code);
    expect(other.status).toBe(429);
    // Another address is not held back, and the refused tries were not checked against the code.
    const elsewhere = await verifyFrom(server, '127.0.0.3', a, a.code);
    expect(elsewhere.status).toBe(200);
  });

  it('limits tries per staff member from all addresses, for the window only', async () => {
    const server = await serverWith({ verifyLimitPerIp: 100, verifyLimitPerStaff: 3 });
    const a = await codeFor(server, DEMO_PHONES.technician1);
    const b = await codeFor(server, DEMO_PHONES.technician2);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await verifyFrom(server, `127.0.0.${10 + i}`, a, a.wrong);
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400]);
    const fourth = await verifyFrom(server, '127.0.0.20', a, a.code);
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe(1006);
    // Another staff member signs in from that address meanwhile.
    const other = await verifyFrom(server, '127.0.0.20', b, b.code);
    expect(other.status).toBe(200);
    // After the window the staff member signs in with a new code.
    server.clock.advance(10 * MINUTE + 1);
    const fresh = await codeFor(server, DEMO_PHONES.technician1);
    const later = await verifyFrom(server, '127.0.0.20', fresh, fresh.code);
    expect(later.status).toBe(200);
  });
});

describe('sign-in lookup limit', () => {
  it('limits phone lookups per client address', async () => {
    const server = await serverWith({ lookupLimitPerIp: 3 });
    const lookup = (from: string, phone: string) =>
      requestFrom<unknown[]>(from, `${server.url}${LOOKUP}/${phone}`, 'GET');
    const statuses = [];
    for (const phone of ['2125550001', '2125550002', DEMO_PHONES.technician1, '2125550003']) {
      statuses.push((await lookup('127.0.0.2', phone)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await lookup('127.0.0.2', DEMO_PHONES.technician1);
    expect(refused.body.code).toBe(1006);
    expect(refused.body.message).toBe('Too many phone lookups. Try again in 10 minutes.');
    // A cached answer is not handed out past the limit either, and another address is not held back.
    const elsewhere = await lookup('127.0.0.3', DEMO_PHONES.technician1);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.payload).toHaveLength(1);
    server.clock.advance(10 * MINUTE + 1);
    expect((await lookup('127.0.0.2', DEMO_PHONES.technician1)).status).toBe(200);
  });
});

describe('no lock-out through code requests', () => {
  const limits = { otpLimitPerPhone: 5, otpLimitPerIp: 30, otpPhoneCap: 10, otpPhoneCapWindowMs: MINUTE };

  it("one address cannot spend a phone's code requests for anyone else", async () => {
    const server = await serverWith(limits);
    const victim = await memberOf(server, DEMO_PHONES.technician1);
    const body = { phone: DEMO_PHONES.technician1, shopId: victim.shopId };
    const attacker = [];
    for (let i = 0; i < 20; i++) {
      attacker.push((await requestFrom('127.0.0.50', `${server.url}${GENERATE}`, 'POST', body)).status);
    }
    expect(attacker.filter((s) => s === 200)).toHaveLength(5);
    expect(attacker.filter((s) => s === 429)).toHaveLength(15);
    // The 15 refusals counted nowhere: the phone's own budget at its own address is whole.
    for (let i = 0; i < 5; i++) {
      expect((await requestFrom('127.0.0.2', `${server.url}${GENERATE}`, 'POST', body)).status).toBe(200);
    }
  });

  it('many addresses can hold a phone back for the short window only', async () => {
    const server = await serverWith(limits);
    const victim = await memberOf(server, DEMO_PHONES.technician1);
    const body = { phone: DEMO_PHONES.technician1, shopId: victim.shopId };
    const flood = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        requestFrom(`127.0.0.${100 + i}`, `${server.url}${GENERATE}`, 'POST', body),
      ),
    );
    expect(flood.filter((r) => r.status === 200)).toHaveLength(limits.otpPhoneCap);
    const held = await requestFrom('127.0.0.2', `${server.url}${GENERATE}`, 'POST', body);
    expect(held.status).toBe(429);
    expect(held.body.code).toBe(1006);
    expect(held.body.message).toBe('Too many code requests. Try again in 1 minute.');
    // A minute later the phone's owner gets a code and signs in with it.
    server.clock.advance(MINUTE + 1);
    const otp = await requestFrom<{ staffId: number; demoCode: string }>(
      '127.0.0.2',
      `${server.url}${GENERATE}`,
      'POST',
      body,
    );
    expect(otp.status).toBe(200);
    const signedIn = await requestFrom('127.0.0.2', `${server.url}${VERIFY}`, 'POST', {
      staffId: otp.body.payload.staffId,
      verifyCode: otp.body.payload.demoCode,
      shopId: victim.shopId,
    });
    expect(signedIn.status).toBe(200);
    const live = await server.database.db
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.staffId, victim.staffId)));
    expect(live[0]?.n).toBe(limits.otpPhoneCap + 1);
  });
});
