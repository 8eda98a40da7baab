import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CatalogueCategory,
  COUPON_NOT_FOUND,
  type CouponInfo,
  type ManagedBooking,
  type PublicBookingResult,
  SLOT_TAKEN,
} from '../../../src/contract/booking.ts';
import { bookingRequestOn, julyTime } from '../../../tests/support/booking-fixtures.ts';
import { startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { salonIn, staffIdOf } from '../../../tests/support/ticket-fixtures.ts';
import { appointments, coupons, customers, services, shops, staff } from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';
import { dayNumber, wallClockInstant, wallMinutes } from '../../time/calendar-day.ts';
import { shopSchedule } from '../shop/index.ts';

/**
 * The public booking page's calls (the salon named by X-Api-Key, no sign-in) against a real server.
 * The clock is pinned to 1 October 2030; bookings fall on Tuesdays of July 2031, far from the demo's
 * appointments, each test on its own day.
 */
const CLOCK = new Date('2030-10-01T09:00:00-07:00');
const LA = 'America/Los_Angeles';
const V1 = '/api/v1/public';
const CATALOGUE = `${V1}/service/category/list`;
const STAFF = `${V1}/staff/list`;
const SLOTS = `${V1}/appointment/time-slots`;
const COUPON = `${V1}/coupon`;
const LOOKUP = `${V1}/customer/lookup`;
const BOOK = `${V1}/appointment/booking`;

let server: TestServer;
let page: TestClient;
let luxe = 0;
let mai = 0;
let apiKey = '';
let serviceA = 0;
let open = 0;
let known = { id: 0, fullName: '', phone: '' };

const db = () => server.database.db;
const time = julyTime;
/** A booking request: Mai, the first service, an hour after opening on the day, for a new customer. */
const request = (day: number, extra: Record<string, unknown> = {}) =>
  bookingRequestOn(
    day,
    {
      name: 'Paula Public',
      phonePrefix: '40866',
      serviceIds: [serviceA],
      staffId: mai,
      apiKey,
      start: open + 60,
    },
    extra,
  );
const book = (json: unknown, client = page) => client.request<PublicBookingResult>('POST', BOOK, { json });

/** A client of the public page: no session, the salon's key in the header. */
function pageClient(key: string, address?: string): TestClient {
  const client = new TestClient(server.url);
  client.apiKey = key;
  if (address) client.defaultHeaders = { 'x-forwarded-for': address };
  return client;
}

beforeAll(async () => {
  server = await startTestServer({ clockStart: CLOCK });
  luxe = await salonIn(db(), LA);
  mai = await staffIdOf(db(), luxe, DEMO_PHONES.technician1);
  const [shop] = await db().select({ apiKey: shops.apiKey }).from(shops).where(eq(shops.id, luxe));
  apiKey = shop?.apiKey ?? '';
  const [service] = await db()
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.shopId, luxe), eq(services.active, true)))
    .orderBy(asc(services.id))
    .limit(1);
  serviceA = service?.id ?? 0;
  const hours = (await shopSchedule(db(), luxe))[2];
  open = wallMinutes(hours?.startTime ?? '09:00');
  const [customer] = await db()
    .select({ id: customers.id, fullName: customers.fullName, phone: customers.phone })
    .from(customers)
    .where(eq(customers.shopId, luxe))
    .limit(1);
  if (!customer) throw new Error('Luxe is expected to have customers');
  known = customer;
  await db()
    .insert(coupons)
    .values([
      {
        shopId: luxe,
        code: 'SPRING5',
        name: 'Five off',
        discountType: 2,
        discountValue: 500,
        description: 'Nails+Spa',
        endDate: '2031-12-31',
      },
      {
        shopId: luxe,
        code: 'ENDED5',
        name: 'Ended',
        discountType: 1,
        discountValue: 5,
        endDate: '2030-09-30',
      },
    ]);
  page = pageClient(apiKey);
});
afterAll(async () => {
  await server?.close();
});

describe('the public booking calls', () => {
  it('name the salon by its key: 400 without one, 404 for an unknown one, on every call', async () => {
    const anonymous = new TestClient(server.url);
    const stranger = pageClient('no-such-salon-key');
    const calls = (client: TestClient) => [
      client.get(CATALOGUE),
      client.get(STAFF),
      client.get(`${SLOTS}?currentDate=2031-07-08`),
      client.get(`${COUPON}?code=SPRING5`),
      client.get(`${LOOKUP}?phone=${known.phone}`),
      book(request(1), client),
    ];
    for (const res of await Promise.all(calls(anonymous))) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Name the salon with the X-Api-Key header.');
    }
    for (const res of await Promise.all(calls(stranger))) {
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('There is no such salon.');
    }
  });

  it("show the salon's menu by category and its staff by name and picture only", async () => {
    const menu = await page.get<CatalogueCategory[]>(CATALOGUE);
    expect(menu.status).toBe(200);
    const listed = (menu.body.payload ?? []).flatMap((c) => c.services);
    const active = await db()
      .select({ id: services.id, priceCents: services.priceCents })
      .from(services)
      .where(and(eq(services.shopId, luxe), eq(services.active, true)));
    expect(listed.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      active.map((s) => s.id).sort((a, b) => a - b),
    );
    const first = active.find((s) => s.id === listed[0]?.id);
    expect(listed[0]?.price).toBe((first?.priceCents ?? 0) / 100);

    const people = await page.get<Record<string, unknown>[]>(STAFF);
    expect(people.status).toBe(200);
    const ids = (
      await db()
        .select({ id: staff.id })
        .from(staff)
        .where(and(eq(staff.shopId, luxe), eq(staff.active, true)))
    ).map((s) => s.id);
    expect((people.body.payload ?? []).map((p) => p.id).sort()).toEqual(ids.sort());
    for (const person of people.body.payload ?? [])
      expect(Object.keys(person).sort()).toEqual(['avatar', 'id', 'name']);
  });

  it('offer the free starts of a day, for a staff member or anyone', async () => {
    const day = await page.get<{ timeSlots: string[] }>(
      `${SLOTS}?currentDate=2031-07-08&staffId=${mai}&duration=45`,
    );
    expect(day.status).toBe(200);
    expect(day.body.payload?.timeSlots.length).toBeGreaterThan(0);
    const anyone = await page.get<{ timeSlots: string[] }>(`${SLOTS}?currentDate=2031-07-08`);
    expect(anyone.body.payload?.timeSlots.length).toBeGreaterThan(0);
    // A day gone by has none.
    expect((await page.get<{ timeSlots: string[] }>(`${SLOTS}?currentDate=2030-09-30`)).body.payload).toEqual(
      {
        timeSlots: [],
      },
    );
  });

  it("look a coupon up by its code (name, value, end date), and never show a stored customer's name", async () => {
    const coupon = await page.get<CouponInfo>(`${COUPON}?code=SPRING5`);
    expect(coupon.status).toBe(200);
    expect(coupon.body.payload).toEqual({
      couponCode: 'SPRING5',
      couponName: 'Five off',
      discountType: 2,
      discountValue: 5,
      description: 'Nails+Spa',
      endDate: '12-31-2031',
    });
    for (const code of ['ENDED5', 'NOPE42', '']) {
      const res = await page.get(`${COUPON}?code=${code}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(COUPON_NOT_FOUND);
    }

    const found = await page.get<{ known: boolean }>(`${LOOKUP}?phone=${known.phone}`);
    expect(found.status).toBe(200);
    expect(found.body.payload).toEqual({ known: true });
    expect(JSON.stringify(found.body)).not.toContain(known.fullName);
    expect((await page.get(`${LOOKUP}?phone=4089990000`)).body.payload).toEqual({ known: false });
  });

  it('book: the answer carries no customer data; a known phone books under its record without a name', async () => {
    const res = await book(request(1, { phone: known.phone, customerName: '', customerId: 1 }));
    expect(res.status).toBe(200);
    const [booked] = res.body.payload?.appointments ?? [];
    expect(booked).toMatchObject({ staffId: mai, name: expect.any(String) });
    expect(JSON.stringify(res.body)).not.toContain(known.fullName);
    expect(JSON.stringify(res.body)).not.toContain(known.phone);
    const [row] = await db()
      .select()
      .from(appointments)
      .where(and(eq(appointments.customerPhone, known.phone), eq(appointments.sourceType, 1)));
    expect(row).toMatchObject({ customerId: known.id, customerName: known.fullName, requestStaff: true });

    const refusals: [Record<string, unknown>, number, RegExp][] = [
      [{ startTime: '09/30/2030 10:00' }, 400, /already passed/],
      [{ startTime: time(open - 30, 8) }, 400, /open from/],
      [{ totalPeople: 8 }, 400, /at most 7 people/],
      [{ serviceIds: [2_000_000_000] }, 400, /services this salon offers/],
      [{ staffId: 2_000_000_000 }, 400, /staff member of this salon/],
      [{ apiKey: 'another' }, 404, /no such salon/],
      [{ couponCode: 'ENDED5' }, 400, /ended on 09-30-2030/],
      [{ phone: '4080000000', customerName: '' }, 400, /customer's name/],
    ];
    for (const [extra, status, message] of refusals) {
      const refused = await book(request(8, extra));
      expect([JSON.stringify(extra), refused.status]).toEqual([JSON.stringify(extra), status]);
      expect(refused.body.message).toMatch(message);
    }
  });

  it('of 50 concurrent bookings of one staff slot exactly one succeeds; the others get the sentence', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(request(15, { phone: `40866150${String(i).padStart(2, '0')}`, customerName: `Racer ${i}` })),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(
        lost.body.message === SLOT_TAKEN || /^Sorry, .* is not free at that time/.test(lost.body.message),
      ).toBe(true);
    }
    const booked = await db()
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.staffId, mai), eq(appointments.customerName, 'Racer 0')));
    expect(booked.length).toBeLessThanOrEqual(1);
  });

  it('answer a booking as it was kept: a group for Anyone, two services and a note, each as its link shows it', async () => {
    const menu = await page.get<CatalogueCategory[]>(CATALOGUE);
    const two = (menu.body.payload ?? []).flatMap((c) => c.services).slice(0, 2);
    expect(two).toHaveLength(2);
    const res = await book(
      request(29, {
        staffId: null,
        isAnybody: 1,
        requestStaff: 0,
        totalPeople: 2,
        serviceIds: two.map((s) => s.id),
        note: '  Window seats, please ',
      }),
    );
    expect(res.status).toBe(200);
    const answered = res.body.payload?.appointments ?? [];
    expect(answered).toHaveLength(2);
    for (const booked of answered) {
      const seen = await page.get<ManagedBooking>(`${V1}/booking/${booked.manageToken}`);
      const { status, cancelBy: _cancelBy, ...kept } = seen.body.payload ?? ({} as ManagedBooking);
      expect(status).toBe(0);
      expect(booked).toEqual(kept);
      expect(booked.note).toBe('Window seats, please');
      expect(booked.services.map((s) => s.serviceName).sort()).toEqual(two.map((s) => s.name).sort());
    }
  });

  it('give the customer a private link to see and cancel the booking, up to 2 hours before it', async () => {
    const booked = await book(request(23, { startTime: time(open + 120, 23) }));
    expect(booked.status).toBe(200);
    const [first] = booked.body.payload?.appointments ?? [];
    const token = first?.manageToken ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const link = `${V1}/booking/${token}`;
    const seen = await page.get<ManagedBooking>(link);
    expect(seen.status).toBe(200);
    expect(seen.body.payload).toMatchObject({ status: 0, staffId: mai, manageToken: token });
    const h = Math.floor((open + 120) / 60) - 2;
    const cancelBy = `07-23-2031 ${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${String((open + 120) % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
    expect(seen.body.payload?.cancelBy).toBe(cancelBy);
    expect(JSON.stringify(seen.body)).not.toContain('Paula Public');

    // Another salon's page, or a token of nothing: no such booking.
    const [other] = await db()
      .select({ apiKey: shops.apiKey })
      .from(shops)
      .where(ne(shops.id, luxe))
      .limit(1);
    expect((await pageClient(other?.apiKey ?? '').get(link)).status).toBe(404);
    const unknown = await page.get(`${V1}/booking/${'A'.repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no such booking.');

    const canceled = await page.request<ManagedBooking>('POST', `${link}/cancel`);
    expect(canceled.status).toBe(200);
    expect(canceled.body.payload?.status).toBe(4);
    const [row] = await db().select().from(appointments).where(eq(appointments.manageToken, token));
    expect(row).toMatchObject({ status: 4, cancelReason: 'Canceled online by the customer' });
    const again = await page.request('POST', `${link}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This booking is already canceled.');
    // The time is free again.
    expect((await book(request(23, { startTime: time(open + 120, 23), phone: '4086623999' }))).status).toBe(
      200,
    );

    // Within the notice (the clock is 9:00 AM on 10-01-2030): refused with a sentence.
    const soon = await book(
      request(1, { startTime: '10/01/2030 11:00', staffId: null, isAnybody: 1, requestStaff: 0 }),
    );
    expect(soon.status).toBe(200);
    const late = await page.request(
      'POST',
      `${V1}/booking/${soon.body.payload?.appointments[0]?.manageToken}/cancel`,
    );
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'Bookings can be canceled online up to 2 hours before they start. Please call the salon.',
    );
    // A token past the router's length: refused (414), never a 500.
    expect((await page.get(`${V1}/booking/${'x'.repeat(101)}`)).status).toBe(414);
    // The salon's own bookings have no link.
    const [staffBooked] = await db()
      .select({ manageToken: appointments.manageToken })
      .from(appointments)
      .where(and(eq(appointments.shopId, luxe), ne(appointments.sourceType, 1)))
      .limit(1);
    expect(staffBooked?.manageToken).toBeNull();
  });

  it("keep the salon's own notice: a day, or none", async () => {
    const setNotice = (minutes: number) =>
      db().update(shops).set({ cancelNoticeMinutes: minutes }).where(eq(shops.id, luxe));
    try {
      // The clock is 9:00 AM on 10-01-2030: a booking at 2 PM is 5 hours away.
      const soon = await book(
        request(1, { startTime: '10/01/2030 14:00', staffId: null, isAnybody: 1, requestStaff: 0 }),
      );
      expect(soon.status).toBe(200);
      const link = `${V1}/booking/${soon.body.payload?.appointments[0]?.manageToken}`;
      await setNotice(24 * 60);
      expect((await page.get<ManagedBooking>(link)).body.payload?.cancelBy).toBe('09-30-2030 02:00 PM');
      const late = await page.request('POST', `${link}/cancel`);
      expect([late.status, late.body.message]).toEqual([
        409,
        'Bookings can be canceled online up to 1 day before they start. Please call the salon.',
      ]);
      await setNotice(90);
      expect((await page.get<ManagedBooking>(link)).body.payload?.cancelBy).toBe('10-01-2030 12:30 PM');
      await setNotice(0);
      expect((await page.request('POST', `${link}/cancel`)).status).toBe(200);
    } finally {
      await setNotice(120);
    }
  });

  it('let the customer move the booking by its link to a free start of the same staff member', async () => {
    const booked = await book(request(24, { startTime: time(open + 60, 24) }));
    const token = booked.body.payload?.appointments[0]?.manageToken ?? '';
    const move = (startTime: string) =>
      page.request<ManagedBooking>('POST', `${V1}/booking/${token}/move`, { json: { startTime } });
    // Mai is busy at open + 180 with another customer's booking.
    expect((await book(request(24, { startTime: time(open + 180, 24), phone: '4086624999' }))).status).toBe(
      200,
    );
    const taken = await move(time(open + 180, 24));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Sorry, that time is not free. Please choose another time.');
    expect(taken.body.message).not.toContain('Paula');
    expect((await move(time(open - 30, 24))).status).toBe(400);
    expect((await move('09/30/2030 10:00')).status).toBe(400);
    // Overlapping its own old time is fine.
    const moved = await move(time(open + 75, 24));
    expect(moved.status).toBe(200);
    expect(moved.body.payload).toMatchObject({ staffId: mai, status: 0 });
    const [row] = await db().select().from(appointments).where(eq(appointments.manageToken, token));
    expect(row?.startAt.getTime()).toBe(wallClockInstant(dayNumber(2031, 7, 24), open + 75, LA).getTime());
    expect((row?.endAt.getTime() ?? 0) - (row?.startAt.getTime() ?? 0)).toBe(
      (booked.body.payload?.appointments[0]?.duration ?? 0) * 60_000,
    );
    expect(
      (await page.request('POST', `${V1}/booking/${token}/move`, { json: { startTime: 'soon' } })).status,
    ).toBe(400);
  });

  it('answer bad input with 400, never 500', async () => {
    const bad = [
      page.get(`${SLOTS}`),
      page.get(`${SLOTS}?currentDate=2031-02-30`),
      page.get(`${SLOTS}?currentDate=2031-07-08&staffId=0`),
      page.get(`${SLOTS}?currentDate=2031-07-08&duration=-1`),
      page.get(`${SLOTS}?currentDate=2031-07-08&appointmentId=1`),
      page.get(`${COUPON}`),
      page.get(`${COUPON}?code=${'x'.repeat(51)}`),
      page.get(`${LOOKUP}?phone=123`),
      page.get(`${LOOKUP}`),
      book({}),
      book('text'),
      book(request(9, { staffId: 0 })),
      book(request(9, { startTime: '02/30/2031 10:00' })),
      book(request(9, { serviceIds: [] })),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/\w+/);
    }
  });
});

describe('the public calls are rate-limited', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({
      clockStart: CLOCK,
      trustProxy: true,
      publicLimits: { readsPerIp: 3, readsPerSalon: 5, bookingsPerIp: 1, bookingsPerSalon: 10 },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });
  const client = (address: string) => {
    const c = new TestClient(limited.url);
    c.apiKey = apiKey;
    c.defaultHeaders = { 'x-forwarded-for': address };
    return c;
  };

  it('per client address and per salon, with the wait in the sentence', async () => {
    const first = client('203.0.113.1');
    for (let i = 0; i < 3; i++) expect((await first.get(STAFF)).status).toBe(200);
    const spent = await first.get(STAFF);
    expect(spent.status).toBe(429);
    expect(spent.body.message).toMatch(/^Too many requests\. Please try again in 1 minute\.$/);
    // Another address has its own budget, until the salon's is spent.
    const second = client('203.0.113.2');
    expect((await second.get(STAFF)).status).toBe(200);
    expect((await second.get(STAFF)).status).toBe(200);
    expect((await second.get(STAFF)).status).toBe(429);
    // Bookings count apart from reads.
    const third = client('203.0.113.3');
    const once = await third.request('POST', BOOK, {
      json: request(22, { startTime: time(open + 300, 22) }),
    });
    expect(once.status).not.toBe(429);
    const twice = await third.request('POST', BOOK, {
      json: request(22, { startTime: time(open + 400, 22) }),
    });
    expect(twice.status).toBe(429);
  });
});
