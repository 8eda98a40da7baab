import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { otpCodes, sessions, staff } from '../../db/schema.ts';

const TWO_SALONS = '5550100001';
const STAFF_ONLY = '5550100002';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ otpLimitPerPhone: 100, otpLimitPerIp: 1000 });
});
afterAll(async () => {
  await server?.close();
});

const client = () => new TestClient(server.url);

async function otpFor(c: TestClient, phone: string) {
  const lookup = await c.get<{ shopId: number }[]>(`/api/v1/staff/sign-in-by-phone/${phone}`);
  const shopId = lookup.body.payload[0]?.shopId ?? 0;
  const otp = await c.post<{ staffId: number; demoCode: string }>('/api/v1/staff/generateOtp', {
    phone,
    shopId,
  });
  return { shopId, staffId: otp.body.payload.staffId, code: otp.body.payload.demoCode };
}

describe('sign-in lookup', () => {
  it('answers an empty list for an unknown phone', async () => {
    const res = await client().get('/api/v1/staff/sign-in-by-phone/2125550000');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, message: 'OK', payload: [] });
  });

  it('lists one record per salon for a phone in two salons', async () => {
    const res = await client().get<
      { shopId: number; positionName: string; apiKey: string; companyName: string }[]
    >(`/api/v1/staff/sign-in-by-phone/${TWO_SALONS}`);
    expect(res.status).toBe(200);
    expect(res.body.payload).toHaveLength(2);
    const [a, b] = res.body.payload;
    expect(a?.shopId).not.toBe(b?.shopId);
    expect(res.body.payload.map((r) => r.positionName === 'Admin').sort()).toEqual([false, true]);
    for (const r of res.body.payload) expect(r.apiKey).toMatch(/^[0-9a-f]{16,}$/);
  });

  it('follows staff changes at once (no stale directory)', async () => {
    const c = client();
    const before = await c.get<unknown[]>(`/api/v1/staff/sign-in-by-phone/${TWO_SALONS}`);
    expect(before.body.payload).toHaveLength(2);
    const [row] = await server.database.db.select().from(staff).where(eq(staff.phone, TWO_SALONS)).limit(1);
    await server.database.db
      .update(staff)
      .set({ active: false })
      .where(eq(staff.id, row?.id ?? 0));
    // On PostgreSQL a write made beside the server reaches its caches a moment after the commit.
    await server.changes.settled();
    try {
      const after = await c.get<unknown[]>(`/api/v1/staff/sign-in-by-phone/${TWO_SALONS}`);
      expect(after.body.payload).toHaveLength(1);
    } finally {
      await server.database.db
        .update(staff)
        .set({ active: true })
        .where(eq(staff.id, row?.id ?? 0));
      await server.changes.settled();
    }
    const again = await c.get<unknown[]>(`/api/v1/staff/sign-in-by-phone/${TWO_SALONS}`);
    expect(again.body.payload).toHaveLength(2);
  });

  it('refuses a malformed phone with a clear 400', async () => {
    for (const bad of ['555', '55501000011', 'abcdefghij', '555%20010%2000']) {
      const res = await client().get(`/api/v1/staff/sign-in-by-phone/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.message).toMatch(/phone/i);
    }
  });
});

describe('one-time codes', () => {
  it('signs in with the right code and sets a safe session cookie', async () => {
    const c = client();
    const { shopId, staffId, code } = await otpFor(c, STAFF_ONLY);
    expect(code).toMatch(/^\d{6}$/);
    const res = await c.request('POST', '/api/v1/staff/verifyOtp', {
      json: { staffId, verifyCode: code, shopId },
    });
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('cs_session='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i);
    const token = cookie?.split(';')[0]?.split('=')[1] ?? '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only the hash is stored.
    const stored = await server.database.db.select().from(sessions).where(eq(sessions.staffId, staffId));
    expect(stored.some((s) => s.tokenHash === token)).toBe(false);
    const payload = res.body.payload as {
      staff: { id: number; positionName: string };
      shop: { apiKey: string };
    };
    expect(payload.staff.id).toBe(staffId);
    expect(payload.shop.apiKey).toMatch(/^[0-9a-f]+$/);
  });

  it('stores codes hashed and spends them once', async () => {
    const c = client();
    const { shopId, staffId, code } = await otpFor(c, STAFF_ONLY);
    const rows = await server.database.db.select().from(otpCodes).where(eq(otpCodes.staffId, staffId));
    expect(rows.every((r) => !r.codeHash.includes(code))).toBe(true);
    const first = await c.post('/api/v1/staff/verifyOtp', { staffId, verifyCode: code, shopId });
    expect(first.status).toBe(200);
    const again = await c.post('/api/v1/staff/verifyOtp', { staffId, verifyCode: code, shopId });
    expect(again.status).toBe(400);
    expect(again.body.code).not.toBe(0);
  });

  it('answers code 1003 for a wrong code', async () => {
    const c = client();
    const { shopId, staffId, code } = await otpFor(c, STAFF_ONLY);
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await c.post('/api/v1/staff/verifyOtp', { staffId, verifyCode: wrong, shopId });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1003);
    expect(res.body.message).toBe('Your verification code is incorrect');
  });

  it('refuses an expired code', async () => {
    const c = client();
    const { shopId, staffId, code } = await otpFor(c, STAFF_ONLY);
    server.clock.advance(5 * 60 * 1000 + 1);
    const res = await c.post('/api/v1/staff/verifyOtp', { staffId, verifyCode: code, shopId });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1004);
    expect(res.body.message).toMatch(/expired/);
  });

  it('refuses the 6th try even with the right code', async () => {
    const c = client();
    const { shopId, staffId, code } = await otpFor(c, '5550100004');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await c.post('/api/v1/staff/verifyOtp', { staffId, verifyCode: wrong, shopId });
      expect(res.body.code).toBe(1003);
    }
    const sixth = await c.post('/api/v1/staff/verifyOtp', { staffId, verifyCode: code, shopId });
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe(1005);
    expect(sixth.headers.getSetCookie().some((l) => l.startsWith('cs_session='))).toBe(false);
  });

  it('rate-limits code requests per phone', async () => {
    const limited = await startTestServer({ otpLimitPerPhone: 3, otpLimitPerIp: 100, seed: true });
    try {
      const c = new TestClient(limited.url);
      const lookup = await c.get<{ shopId: number }[]>(`/api/v1/staff/sign-in-by-phone/${STAFF_ONLY}`);
      const shopId = lookup.body.payload[0]?.shopId;
      const answers: number[] = [];
      for (let i = 0; i < 4; i++) {
        answers.push((await c.post('/api/v1/staff/generateOtp', { phone: STAFF_ONLY, shopId })).status);
      }
      expect(answers).toEqual([200, 200, 200, 429]);
      const last = await c.post('/api/v1/staff/generateOtp', { phone: STAFF_ONLY, shopId });
      expect(last.body.code).toBe(1006);
      expect(last.body.message).toMatch(/Try again in \d+ minutes?/);
    } finally {
      await limited.close();
    }
  });

  it('refuses a code request for a phone outside the salon', async () => {
    const c = client();
    const res = await c.post('/api/v1/staff/generateOtp', { phone: '2125550000', shopId: 1 });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Your phone number does not exists');
  });
});

describe('sessions and access', () => {
  it('answers 401 without a session', async () => {
    const res = await client().get(
      '/api/v1/admin/overview?type=FROM-TO&startDate=01-01-2026&endDate=01-31-2026',
    );
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(1401);
  });

  it('answers 401 for a forged session cookie', async () => {
    const c = client();
    c.cookies.set('cs_session', 'forged-token-value');
    const res = await c.get('/api/v1/admin/overview?type=FROM-TO&startDate=01-01-2026&endDate=01-31-2026');
    expect(res.status).toBe(401);
  });

  it('refuses admin/overview to plain staff with 403', async () => {
    const c = client();
    await signIn(c, STAFF_ONLY);
    const res = await c.get('/api/v1/admin/overview?type=FROM-TO&startDate=01-01-2026&endDate=01-31-2026');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(1403);
  });

  it('refuses a request naming another salon by api key', async () => {
    const c = client();
    await signIn(c, TWO_SALONS, (r) => r.positionName === 'Admin');
    const lookup = await c.get<{ apiKey: string; positionName: string }[]>(
      `/api/v1/staff/sign-in-by-phone/${TWO_SALONS}`,
    );
    c.apiKey = lookup.body.payload.find((r) => r.positionName !== 'Admin')?.apiKey;
    const res = await c.get('/api/v1/admin/overview?type=FROM-TO&startDate=01-01-2026&endDate=01-31-2026');
    expect(res.status).toBe(403);
  });

  it('switches salon through the current session and never with a fixed code', async () => {
    const c = client();
    const first = await signIn(c, TWO_SALONS, (r) => r.positionName === 'Admin');
    const lookup = await c.get<{ shopId: number; positionName: string }[]>(
      `/api/v1/staff/sign-in-by-phone/${TWO_SALONS}`,
    );
    const other = lookup.body.payload.find((r) => r.shopId !== first.shopId);
    const oldCookie = c.cookies.get('cs_session');
    const res = await c.post<{ staff: { shopId: number; positionName: string } }>(
      '/api/v1/staff/switchSalon',
      {
        shopId: other?.shopId,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.payload.staff.shopId).toBe(other?.shopId);
    expect(res.body.payload.staff.positionName).not.toBe('Admin');
    expect(c.cookies.get('cs_session')).not.toBe(oldCookie);
    // The new session is plain staff in the other salon: no manager reports.
    c.apiKey = undefined;
    const overview = await c.get(
      '/api/v1/admin/overview?type=FROM-TO&startDate=01-01-2026&endDate=01-31-2026',
    );
    expect(overview.status).toBe(403);
    // The old session no longer works.
    const stale = new TestClient(server.url);
    stale.cookies.set('cs_session', oldCookie ?? '');
    expect((await stale.post('/api/v1/staff/switchSalon', { shopId: first.shopId })).status).toBe(401);
    // Without a session it is refused.
    expect((await client().post('/api/v1/staff/switchSalon', { shopId: first.shopId })).status).toBe(401);
  });

  it('refuses a switch to a salon the phone is not in', async () => {
    const c = client();
    const me = await signIn(c, STAFF_ONLY);
    const lookup = await c.get<{ shopId: number }[]>(`/api/v1/staff/sign-in-by-phone/${TWO_SALONS}`);
    const elsewhere = lookup.body.payload.find((r) => r.shopId !== me.shopId);
    const res = await c.post('/api/v1/staff/switchSalon', { shopId: elsewhere?.shopId });
    expect(res.status).toBe(403);
  });

  it('ends the sessions of a deactivated staff member at once', async () => {
    const c = client();
    const me = await signIn(c, TWO_SALONS, (r) => r.positionName === 'Admin');
    const url = '/api/v1/admin/overview?type=FROM-TO&startDate=01-01-2026&endDate=01-31-2026';
    expect((await c.get(url)).status).toBe(200);
    await server.database.db.update(staff).set({ active: false }).where(eq(staff.id, me.staffId));
    await server.changes.settled();
    try {
      expect((await c.get(url)).status).toBe(401);
    } finally {
      await server.database.db.update(staff).set({ active: true }).where(eq(staff.id, me.staffId));
      await server.changes.settled();
    }
  });

  it('logs out: the session stops working and the cookie is cleared', async () => {
    const c = client();
    await signIn(c, TWO_SALONS, (r) => r.positionName === 'Admin');
    const token = c.cookies.get('cs_session');
    const out = await c.post('/api/v1/staff/logout');
    expect(out.status).toBe(200);
    expect(c.cookies.has('cs_session')).toBe(false);
    const replay = new TestClient(server.url);
    replay.cookies.set('cs_session', token ?? '');
    const res = await replay.get(
      '/api/v1/admin/overview?type=FROM-TO&startDate=01-01-2026&endDate=01-31-2026',
    );
    expect(res.status).toBe(401);
  });
});

describe('bad input never crashes and stores nothing', () => {
  const count = async () =>
    (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(otpCodes))[0]?.n ?? 0;

  it.each([
    ['wrong types', { phone: 5550100002, shopId: '1' }],
    ['missing fields', { phone: STAFF_ONLY }],
    ['unknown fields', { phone: STAFF_ONLY, shopId: 1, admin: true }],
    ['malformed phone', { phone: '(555) 010-0002', shopId: 1 }],
    ['negative id', { phone: STAFF_ONLY, shopId: -1 }],
    ['a list instead of an object', [STAFF_ONLY, 1]],
  ])('generateOtp with %s answers 400', async (_name, body) => {
    const before = await count();
    const res = await client().post('/api/v1/staff/generateOtp', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1000);
    expect(res.body.message).toMatch(/^Invalid body: /);
    expect(await count()).toBe(before);
  });

  it.each([
    ['a short code', { staffId: 1, verifyCode: '123', shopId: 1 }],
    ['a number code', { staffId: 1, verifyCode: 123456, shopId: 1 }],
    ['unknown fields', { staffId: 1, verifyCode: '123456', shopId: 1, isManager: 1 }],
  ])('verifyOtp with %s answers 400', async (_name, body) => {
    const res = await client().post('/api/v1/staff/verifyOtp', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid body: /);
  });

  it('answers 400 for broken JSON and 413 for an oversized body', async () => {
    const before = await count();
    const broken = await client().request('POST', '/api/v1/staff/generateOtp', {
      body: '{"phone": "555',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.message.length).toBeGreaterThan(0);
    const huge = await client().post('/api/v1/staff/generateOtp', {
      phone: STAFF_ONLY,
      shopId: 1,
      pad: 'x'.repeat(200_000),
    });
    expect(huge.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('answers 400 for bad overview queries', async () => {
    const c = client();
    await signIn(c, TWO_SALONS, (r) => r.positionName === 'Admin');
    for (const q of [
      'type=FROM-TO&startDate=2026-01-01&endDate=01-31-2026',
      'type=DAY&startDate=01-01-2026&endDate=01-31-2026',
      'type=FROM-TO&startDate=13-01-2026&endDate=01-31-2026',
      'type=FROM-TO&startDate=01-01-2026',
      'type=FROM-TO&startDate=02-01-2026&endDate=01-01-2026',
      'type=FROM-TO&startDate=01-01-2026&endDate=01-31-2026&drop=table',
    ]) {
      const res = await c.get(`/api/v1/admin/overview?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.message.length, q).toBeGreaterThan(5);
    }
  });

  it('answers 400 for a bad salon switch and keeps the session', async () => {
    const c = client();
    await signIn(c, TWO_SALONS, (r) => r.positionName === 'Admin');
    const cookie = c.cookies.get('cs_session');
    for (const body of [{ shopId: '2' }, { shopId: 0 }, { shopId: 2, staffId: 1 }, {}]) {
      const res = await c.post('/api/v1/staff/switchSalon', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(/^Invalid body: /);
    }
    expect(c.cookies.get('cs_session')).toBe(cookie);
    const still = await c.get('/api/v1/admin/overview?type=FROM-TO&startDate=01-01-2026&endDate=01-31-2026');
    expect(still.status).toBe(200);
  });

  it('answers 404 in the envelope for an unknown API route', async () => {
    const res = await client().get('/api/v1/staff/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(1404);
  });

  it('stays healthy afterwards', async () => {
    const res = await client().get<{ status: string; now: string }>('/api/health');
    expect(res.status).toBe(200);
    // It tells the server clock's time (what the end-to-end tests line the browser up with).
    const told = Date.parse(res.body.payload.now);
    expect(Math.abs(told - server.clock.now().getTime())).toBeLessThan(5_000);
  });
});
