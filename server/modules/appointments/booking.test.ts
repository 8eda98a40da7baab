import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingResult } from '../../../src/contract/booking.ts';
import { GROUP_TOO_LARGE, SLOT_TAKEN } from '../../../src/contract/booking.ts';
import { bookingRequestOn, julyTime } from '../../../tests/support/booking-fixtures.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { salonIn, staffIdOf } from '../../../tests/support/ticket-fixtures.ts';
import {
  appointmentServices,
  appointments,
  couponRedemptions,
  coupons,
  customers,
  services,
  shops,
  staff,
} from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';
import { wallMinutes } from '../../time/calendar-day.ts';
import { shopSchedule } from '../shop/index.ts';

/**
 * The staff booking call (POST appointment/booking) against a real server. The clock is pinned to
 * 1 October 2030 and the bookings fall on Tuesdays of July 2031, far from the demo's appointments, so
 * nothing depends on the day the tests run. Each test books on its own day.
 */
const CLOCK = new Date('2030-10-01T09:00:00-07:00');
const LA = 'America/Los_Angeles';
const PATH = '/api/v1/appointment/booking';

let server: TestServer;
let manager: TestClient;
let technician: TestClient;
let luxe = 0;
let polished = 0;
let kim = 0;
let mai = 0;
let apiKey = '';
let polishedKey = '';
let serviceA = { id: 0, durationMin: 0, priceCents: 0 };
let serviceB = { id: 0, durationMin: 0, priceCents: 0 };
let polishedService = 0;
let polishedStaff = 0;
/** Luxe's Tuesday hours, minutes since midnight. */
let open = 0;
let close = 0;
let activeStaff = 0;

const db = () => server.database.db;
const time = julyTime;
/** A booking request: Mai, the first service, an hour after opening on the day, for a new customer. */
const request = (day: number, extra: Record<string, unknown> = {}) =>
  bookingRequestOn(
    day,
    {
      name: 'Nina Booker',
      phonePrefix: '40855',
      serviceIds: [serviceA.id],
      staffId: mai,
      apiKey,
      start: open + 60,
    },
    extra,
  );
const post = (client: TestClient, json: unknown, headers?: Record<string, string>) =>
  client.request<BookingResult>('POST', PATH, { json, ...(headers ? { headers } : {}) });

beforeAll(async () => {
  server = await startTestServer({ clockStart: CLOCK });
  luxe = await salonIn(db(), LA);
  polished = await salonIn(db(), 'America/Chicago');
  kim = await staffIdOf(db(), luxe, DEMO_PHONES.twoSalons);
  mai = await staffIdOf(db(), luxe, DEMO_PHONES.technician1);
  const keys = await db().select({ id: shops.id, apiKey: shops.apiKey }).from(shops);
  apiKey = keys.find((k) => k.id === luxe)?.apiKey ?? '';
  polishedKey = keys.find((k) => k.id === polished)?.apiKey ?? '';
  const menu = await db()
    .select({ id: services.id, durationMin: services.durationMin, priceCents: services.priceCents })
    .from(services)
    .where(and(eq(services.shopId, luxe), eq(services.active, true)))
    .orderBy(asc(services.id))
    .limit(2);
  if (!menu[0] || !menu[1]) throw new Error('Luxe is expected to have services');
  [serviceA, serviceB] = [menu[0], menu[1]];
  const [other] = await db().select({ id: services.id }).from(services).where(eq(services.shopId, polished));
  polishedService = other?.id ?? 0;
  const [otherStaff] = await db().select({ id: staff.id }).from(staff).where(eq(staff.shopId, polished));
  polishedStaff = otherStaff?.id ?? 0;
  activeStaff = (
    await db()
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.shopId, luxe), eq(staff.active, true)))
  ).length;
  const hours = (await shopSchedule(db(), luxe))[2];
  if (!hours?.enable) throw new Error('Luxe is expected open on Tuesdays');
  open = wallMinutes(hours.startTime);
  close = wallMinutes(hours.endTime);
  await db()
    .insert(coupons)
    .values([
      {
        shopId: luxe,
        code: 'BOOK10',
        name: 'Ten off',
        discountType: 1,
        discountValue: 10,
        endDate: '2031-12-31',
      },
      {
        shopId: luxe,
        code: 'GONE10',
        name: 'Gone',
        discountType: 1,
        discountValue: 10,
        endDate: '2030-09-01',
      },
    ]);
  manager = new TestClient(server.url);
  await signIn(manager, DEMO_PHONES.twoSalons, (r) => r.shopId === luxe);
  technician = new TestClient(server.url);
  await signIn(technician, DEMO_PHONES.technician1);
});
afterAll(async () => {
  await server?.close();
});

describe('POST appointment/booking', () => {
  it('a manager books a staff member: the end is the start plus the services, the customer is created', async () => {
    const res = await post(
      manager,
      request(1, { serviceIds: [serviceA.id, serviceB.id], note: ' Window seat ', couponCode: 'BOOK10' }),
    );
    expect(res.status).toBe(200);
    const [booked] = res.body.payload?.appointments ?? [];
    expect(res.body.payload?.appointments).toHaveLength(1);
    expect(booked).toMatchObject({
      staffId: mai,
      customerName: 'Nina Booker',
      note: 'Window seat',
      requestStaff: true,
      sourceType: 2,
      duration: serviceA.durationMin + serviceB.durationMin,
    });
    expect(booked?.services.map((s) => s.id).sort()).toEqual([serviceA.id, serviceB.id].sort());
    const [row] = await db()
      .select()
      .from(appointments)
      .where(eq(appointments.id, booked?.id ?? 0));
    expect(row?.endAt.getTime()).toBe(
      (row?.startAt.getTime() ?? 0) + (serviceA.durationMin + serviceB.durationMin) * 60_000,
    );
    expect(row).toMatchObject({ couponCode: 'BOOK10', totalPeople: 1, status: 0, isAnybody: false });
    // The coupon is redeemed on the booking: 10 % of the services booked.
    const [redeemed] = await db()
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.appointmentId, booked?.id ?? 0));
    const bill = serviceA.priceCents + serviceB.priceCents;
    expect(redeemed).toMatchObject({
      shopId: luxe,
      source: 'APPOINTMENT',
      amountCents: bill,
      discountCents: Math.round(bill / 10),
      customerId: row?.customerId,
    });
    const [customer] = await db()
      .select()
      .from(customers)
      .where(and(eq(customers.shopId, luxe), eq(customers.phone, '4085501123')));
    expect(customer?.fullName).toBe('Nina Booker');
    expect(row?.customerId).toBe(customer?.id);
  });

  it("books a known phone under the salon's name for the customer, not the one typed", async () => {
    await post(manager, request(2, { customerName: 'Stored Name' }));
    const res = await post(
      manager,
      request(2, { customerName: 'Typed Name', startTime: time(open + 180, 2) }),
    );
    expect(res.status).toBe(200);
    expect(res.body.payload?.appointments[0]?.customerName).toBe('Stored Name');
  });

  it('a technician books only for themselves, always as requested', async () => {
    const own = await post(technician, request(3, { staffId: null, requestStaff: 0 }));
    expect(own.status).toBe(200);
    expect(own.body.payload?.appointments[0]).toMatchObject({ staffId: mai, requestStaff: true });
    const refusals = [
      request(3, { staffId: kim, startTime: time(open + 180, 3) }),
      request(3, { staffId: null, isAnybody: 1, startTime: time(open + 180, 3) }),
      request(3, { totalPeople: 2, startTime: time(open + 180, 3) }),
    ];
    for (const body of refusals) {
      const res = await post(technician, body);
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/yourself|manager/);
    }
  });

  it('refuses with a sentence: gone by, outside hours, unknown services, staff, coupon or salon', async () => {
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ startTime: '09/30/2030 10:00' }, 400, /already passed/],
      [{ startTime: time(open - 60, 8) }, 400, /open from .* on 07-08-2031/],
      [{ startTime: time(close - 5, 8) }, 400, /must fit in those hours/],
      [{ serviceIds: [polishedService] }, 400, /services this salon offers/],
      [{ staffId: polishedStaff }, 400, /staff member of this salon/],
      [{ couponCode: 'NOPE99' }, 400, /no coupon NOPE99/],
      [{ couponCode: 'GONE10' }, 400, /ended on 09-01-2030/],
      [{ apiKey: polishedKey }, 404, /no such salon/],
      [{ customerId: 2_000_000_000 }, 404, /no such customer/],
      [{ totalPeople: 8 }, 400, new RegExp(GROUP_TOO_LARGE)],
      [{ staffId: null }, 400, /Choose a staff member, or Anyone/],
      [{ isAnybody: 1 }, 400, /names no staff member/],
      [{ phone: '4085599999', customerName: '  ' }, 400, /customer's name/],
    ];
    for (const [extra, status, message] of cases) {
      const res = await post(manager, request(8, extra));
      expect([JSON.stringify(extra), res.status]).toEqual([JSON.stringify(extra), status]);
      expect(res.body.message).toMatch(message);
    }
    // Nothing of day 8 was written, the customer neither.
    const written = await db()
      .select({ id: appointments.id })
      .from(appointments)
      .where(eq(appointments.customerPhone, request(8).phone));
    expect(written).toHaveLength(0);
  });

  it('a taken time is refused (409) for the staff member and booked for another', async () => {
    expect((await post(manager, request(15))).status).toBe(200);
    const again = await post(manager, request(15, { phone: '4085515999', customerName: 'Second Person' }));
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/not free at that time/);
    const other = await post(
      manager,
      request(15, { staffId: kim, phone: '4085515999', customerName: 'Second' }),
    );
    expect(other.status).toBe(200);
  });

  it('Anyone gets a free staff member; a group books one appointment per person with different staff', async () => {
    const anyone = await post(manager, request(22, { staffId: null, isAnybody: 1, requestStaff: 0 }));
    expect(anyone.status).toBe(200);
    expect(anyone.body.payload?.appointments[0]?.staffId).toEqual(expect.any(Number));

    const group = await post(manager, request(22, { startTime: time(open + 240, 22), totalPeople: 3 }));
    expect(group.status).toBe(200);
    const booked = group.body.payload?.appointments ?? [];
    expect(booked).toHaveLength(3);
    expect(booked[0]?.staffId).toBe(mai);
    expect(new Set(booked.map((a) => a.staffId)).size).toBe(3);
    expect(new Set(booked.map((a) => a.startTime)).size).toBe(1);
    const rows = await db()
      .select({ totalPeople: appointments.totalPeople, requestStaff: appointments.requestStaff })
      .from(appointments)
      .where(
        inArray(
          appointments.id,
          booked.map((a) => a.id),
        ),
      );
    expect(rows.every((r) => r.totalPeople === 3)).toBe(true);

    const tooMany = await post(
      manager,
      request(22, { startTime: time(open + 360, 22), totalPeople: Math.min(7, activeStaff + 1) }),
    );
    if (activeStaff < 7) {
      expect(tooMany.status).toBe(409);
      expect(tooMany.body.message).toMatch(/not enough for a group of/);
    }
  });

  it('of concurrent bookings of one staff slot exactly one wins; the others get a sentence (409)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        post(
          manager,
          request(29, { phone: `40855290${String(i).padStart(2, '0')}`, customerName: `Racer ${i}` }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect(lost.status).toBe(409);
      expect([SLOT_TAKEN, expect.stringMatching(/not free at that time/)]).toContainEqual(lost.body.message);
    }
    const services = await db().select({ id: appointmentServices.id }).from(appointmentServices);
    expect(services.length).toBeGreaterThan(0);
  });

  it('with an Idempotency-Key a repeat replays the first answer and books once', async () => {
    const key = { 'idempotency-key': randomUUID() };
    const body = request(10, { startTime: time(open + 120, 10) });
    const first = await post(manager, body, key);
    const repeat = await post(manager, body, key);
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replay')).not.toBeNull();
    expect(repeat.body).toEqual(first.body);
    const rows = await db()
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.staffId, mai), eq(appointments.customerPhone, body.phone)));
    expect(rows).toHaveLength(1);
  });

  it('answers bad input with 400 and a sentence, never 500', async () => {
    const bad: unknown[] = [
      {},
      [],
      'text',
      request(9, { serviceIds: [] }),
      request(9, { staffId: 0 }),
      request(9, { totalPeople: 0 }),
      request(9, { totalPeople: 2.5 }),
      request(9, { startTime: '2031-07-09 10:00' }),
      request(9, { startTime: '02/30/2031 10:00' }),
      request(9, { phone: '123' }),
      request(9, { bookingType: 0 }),
      request(9, { isAnybody: 2 }),
      request(9, { requestStaff: true }),
      request(9, { unknown: 1 }),
      request(9, { note: 'x'.repeat(501) }),
    ];
    for (const body of bad) {
      const res = await post(manager, body);
      expect([JSON.stringify(body).slice(0, 80), res.status]).toEqual([
        JSON.stringify(body).slice(0, 80),
        400,
      ]);
      expect(res.body.message).toMatch(/\w+/);
    }
    expect((await new TestClient(server.url).request('POST', PATH, { json: request(9) })).status).toBe(401);
  });
});

describe("the wizard's reads: the menu, a coupon, a customer by phone", () => {
  it("answers the session's salon's menu, coupons and customers, and nothing without a session", async () => {
    const menu = await manager.request<{ services: { id: number; price: number }[] }[]>(
      'GET',
      '/api/v1/service/category/list',
    );
    expect(menu.status).toBe(200);
    const ids = (menu.body.payload ?? []).flatMap((c) => c.services.map((s) => s.id));
    expect(ids).toContain(serviceA.id);
    expect(ids).not.toContain(polishedService);

    const coupon = await technician.request<{ couponName: string; endDate: string | null }>(
      'GET',
      '/api/v1/coupon/getCouponByQrcode?qrCode=%20BOOK10%20',
    );
    expect([coupon.status, coupon.body.payload?.couponName, coupon.body.payload?.endDate]).toEqual([
      200,
      'Ten off',
      '12-31-2031',
    ]);
    for (const code of ['GONE10', 'NOSUCH']) {
      const gone = await manager.request('GET', `/api/v1/coupon/getCouponByQrcode?qrCode=${code}`);
      expect([gone.status, gone.body.message]).toEqual([404, 'Coupon does not exit']);
    }

    const phone = '4085550199';
    const [created] = await db()
      .insert(customers)
      .values({ shopId: luxe, fullName: 'Lookup Lena', phone, createdAt: CLOCK })
      .returning({ id: customers.id });
    const found = await manager.request<{ customer: { id: number; name: string } | null }>(
      'GET',
      `/api/v1/customer/by-phone?phone=${phone}`,
    );
    expect(found.body.payload?.customer).toEqual({ id: created?.id, name: 'Lookup Lena', phone });
    const none = await technician.request<{ customer: unknown }>(
      'GET',
      '/api/v1/customer/by-phone?phone=4085550198',
    );
    expect([none.status, none.body.payload?.customer]).toEqual([200, null]);
    for (const path of [
      ...['123', 'abcdefghij', ''].map((bad) => `/api/v1/customer/by-phone?phone=${bad}`),
      '/api/v1/customer/by-phone',
      '/api/v1/customer/by-phone?phone=4085550199&extra=1',
      '/api/v1/coupon/getCouponByQrcode',
      `/api/v1/coupon/getCouponByQrcode?qrCode=${'A'.repeat(51)}`,
      '/api/v1/coupon/getCouponByQrcode?qrCode=BOOK10&extra=1',
    ]) {
      const res = await manager.request('GET', path);
      expect([path, res.status]).toEqual([path, 400]);
      expect(res.body.message).toMatch(/\w+/);
    }
    const anonymous = new TestClient(server.url);
    for (const path of [
      '/api/v1/service/category/list',
      '/api/v1/coupon/getCouponByQrcode?qrCode=BOOK10',
      `/api/v1/customer/by-phone?phone=${phone}`,
    ]) {
      expect((await anonymous.request('GET', path)).status).toBe(401);
    }
  });
});
