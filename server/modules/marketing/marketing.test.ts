import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MarketingAudience,
  RedeemHistory,
  ReviewsPage,
  ShopDay,
} from '../../../src/contract/marketing.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { addFixtureTicket, salonIn, staffIdOf } from '../../../tests/support/ticket-fixtures.ts';
import {
  appointments,
  couponRedemptions,
  coupons,
  customers,
  reviews,
  ticketLines,
} from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';

/**
 * The marketing report against a real server: figures of tickets, reviews, bookings and coupon
 * redemptions made here on pinned days of March 2001 in San Jose (PST, UTC−8), long before the demo's,
 * computed by hand below.
 */
const pst = (date: string, hms: string) => new Date(`${date}T${hms}-08:00`);
const DAY = '2001-03-20';

let server: TestServer;
let manager: TestClient;
let mai: TestClient;
let luxe = 0;
let polished = 0;
const ids = { mai: 0, lily: 0, tony: 0, zeb: 0, gelLine: 0, r1: 0, r2: 0 };
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  manager = new TestClient(server.url);
  mai = new TestClient(server.url);
  luxe = await salonIn(db(), 'America/Los_Angeles');
  polished = await salonIn(db(), 'America/Chicago');
  await signIn(manager, DEMO_PHONES.twoSalons, (r) => r.shopId === luxe);
  await signIn(mai, DEMO_PHONES.technician1, (r) => r.shopId === luxe);
  ids.mai = await staffIdOf(db(), luxe, DEMO_PHONES.technician1);
  ids.lily = await staffIdOf(db(), luxe, '5550101003');
  ids.tony = await staffIdOf(db(), polished, DEMO_PHONES.technician2);

  const [zeb] = await db()
    .insert(customers)
    .values({
      shopId: luxe,
      fullName: 'Zebediah Quill',
      phone: '4085550101',
      email: 'zeb@example.com',
      createdAt: pst('2001-01-02', '10:00:00'),
    })
    .returning({ id: customers.id });
  ids.zeb = zeb?.id ?? 0;

  const booking = (hms: string, sourceType: number, status: number, shopId = luxe) => ({
    shopId,
    customerName: 'Ann Lee',
    status,
    sourceType,
    startAt: pst(DAY, hms),
    endAt: new Date(pst(DAY, hms).getTime() + 3_600_000),
    createdAt: pst('2001-03-01', '09:00:00'),
    updatedAt: pst('2001-03-01', '09:00:00'),
  });
  const booked = await db()
    .insert(appointments)
    .values([
      booking('09:00:00', 0, 3), // by phone, finished: its ticket is t3
      booking('11:00:00', 1, 1), // the booking page
      booking('12:00:00', 2, 0), // in the app
      booking('13:00:00', 1, 4), // canceled: not counted
      booking('14:00:00', 1, 5), // deleted: not counted
      booking('10:00:00', 1, 1, polished), // another salon
    ])
    .returning({ id: appointments.id });

  // t1: Zebediah, a walk-in (no appointment): a gel manicure by Mai and a $50 gift card sold.
  const t1 = await addFixtureTicket(db(), {
    shopId: luxe,
    billNumber: 910_001,
    closedAt: pst(DAY, '10:30:00'),
    customerName: 'Zebediah Quill',
    customerPhone: '4085550101',
    lines: [
      { staff: ids.mai, name: 'Gel Manicure', price: 4000 },
      { kind: 'GIFT_CARD', staff: null, name: 'Gift Card', price: 5000 },
    ],
  });
  // t2: a walk-in without a record, Lily; $20 of it paid with a gift card.
  const t2 = await addFixtureTicket(db(), {
    shopId: luxe,
    billNumber: 910_002,
    closedAt: pst(DAY, '14:00:00'),
    lines: [{ staff: ids.lily, name: 'Pedicure', price: 3000 }],
    payments: [
      { method: 'GIFT_CARD', amount: 2000 },
      { method: 'CASH', amount: 1000 },
    ],
  });
  // t3: the phone booking's ticket (not a walk-in).
  const t3 = await addFixtureTicket(db(), {
    shopId: luxe,
    billNumber: 910_003,
    closedAt: pst(DAY, '16:00:00'),
    appointmentId: booked[0]?.id ?? null,
    lines: [{ staff: ids.mai, name: 'Acrylic Fill', price: 6000 }],
  });
  // t4: voided, with a gift card and a 1-star review: counts nowhere.
  const t4 = await addFixtureTicket(db(), {
    shopId: luxe,
    billNumber: 910_004,
    closedAt: pst(DAY, '17:00:00'),
    lines: [{ kind: 'GIFT_CARD', staff: null, name: 'Gift Card', price: 2500 }],
    voided: true,
  });
  // t5: the next day, a walk-in.
  await addFixtureTicket(db(), {
    shopId: luxe,
    billNumber: 910_005,
    closedAt: pst('2001-03-21', '10:00:00'),
    lines: [{ staff: ids.lily, name: 'Manicure', price: 2000 }],
  });
  // Another salon the same day, reviewed.
  const other = await addFixtureTicket(db(), {
    shopId: polished,
    billNumber: 910_006,
    closedAt: pst(DAY, '11:00:00'),
    lines: [{ staff: ids.tony, name: 'Manicure', price: 9900 }],
  });
  const review = (
    ticketId: number,
    star: number,
    hms: string,
    shopId = luxe,
    customerId: number | null = null,
  ) => ({
    shopId,
    ticketId,
    customerId,
    star,
    comment: `Fixture review ${star}`,
    createdAt: pst(DAY, hms),
  });
  await db()
    .insert(reviews)
    .values([
      review(t1, 5, '11:00:00', luxe, ids.zeb),
      review(t2, 3, '15:00:00'),
      review(t3, 4, '16:30:00'),
      review(t4, 1, '17:30:00'),
      review(other, 1, '12:00:00', polished),
    ]);
  const [gel] = await db()
    .select({ id: ticketLines.id })
    .from(ticketLines)
    .where(and(eq(ticketLines.ticketId, t1), eq(ticketLines.kind, 'SERVICE')));
  ids.gelLine = gel?.id ?? 0;

  const [mine, theirs] = await db()
    .insert(coupons)
    .values([
      { shopId: luxe, code: 'FIXTURE10', name: 'Fixture 10%', discountType: 1, discountValue: 10 },
      { shopId: polished, code: 'FIXTURE10', name: 'Fixture 10%', discountType: 1, discountValue: 10 },
    ])
    .returning({ id: coupons.id });
  const redeemed = await db()
    .insert(couponRedemptions)
    .values([
      {
        shopId: luxe,
        couponId: mine?.id ?? 0,
        customerId: ids.zeb,
        ticketId: t1,
        source: 'TICKET',
        amountCents: 4000,
        discountCents: 400,
        createdAt: pst(DAY, '10:30:00'),
      },
      {
        shopId: luxe,
        couponId: mine?.id ?? 0,
        source: 'MARKETING',
        amountCents: 3000,
        discountCents: 500,
        createdAt: pst(DAY, '12:15:00'),
      },
      {
        shopId: luxe,
        couponId: mine?.id ?? 0,
        source: 'APPOINTMENT',
        amountCents: 6000,
        discountCents: 600,
        createdAt: pst('2001-03-19', '09:00:00'),
      },
      {
        shopId: polished,
        couponId: theirs?.id ?? 0,
        source: 'REVIEW',
        amountCents: 9900,
        discountCents: 990,
        createdAt: pst(DAY, '11:00:00'),
      },
    ])
    .returning({ id: couponRedemptions.id });
  ids.r1 = redeemed[0]?.id ?? 0;
  ids.r2 = redeemed[1]?.id ?? 0;
  await server.changes.settled();
});

afterAll(async () => {
  await server?.close();
});

const SHOP_DAY = '/api/v1/report/shop-day';
const REVIEWS = '/api/v1/report/reviews';
const REDEEMED = '/api/v1/report/redeem-history';
const AUDIENCE = '/api/v1/report/marketing-audience';

describe('GET report/shop-day', () => {
  it("adds up the day's reviews, gift cards, bookings and coupons by hand", async () => {
    const res = await manager.get<ShopDay>(
      `${SHOP_DAY}?type=FROM-TO&startDate=03-20-2001&endDate=03-20-2001`,
    );
    expect(res.status, res.body.message).toBe(200);
    // Reviews of t1 (5), t2 (3), t3 (4): t4 is voided, the 1 star is another salon's. Gift cards: t1's
    // $50 sold, t2's $20 paid. Bookings: one by phone, two online (canceled and deleted ones left out),
    // t1 and t2 walk-ins (t3 came from the phone booking). Coupons: $40 − $4 and $30 − $5.
    expect(res.body.payload).toEqual({
      startDate: '03-20-2001',
      endDate: '03-20-2001',
      reviews: { average: 4, count: 3, stars: [0, 0, 1, 1, 1] },
      giftCards: { soldCount: 1, soldAmount: 50, redeemedAmount: 20 },
      bookings: { online: 2, phone: 1, walkIn: 2 },
      coupons: { profit: 61, totalBill: 70, used: 2, discount: 9 },
    });
  });

  it('sums every day of a period', async () => {
    const res = await manager.get<ShopDay>(
      `${SHOP_DAY}?type=FROM-TO&startDate=03-19-2001&endDate=03-21-2001`,
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload.bookings).toEqual({ online: 2, phone: 1, walkIn: 3 });
    expect(res.body.payload.coupons).toEqual({ profit: 115, totalBill: 130, used: 3, discount: 15 });
    expect(res.body.payload.reviews.count).toBe(3);
  });

  it('counts a ticket closed after the first answer (the kept day is computed again)', async () => {
    const ask = `${SHOP_DAY}?type=FROM-TO&startDate=03-22-2001&endDate=03-22-2001`;
    expect((await manager.get<ShopDay>(ask)).body.payload.bookings.walkIn).toBe(0);
    await addFixtureTicket(db(), {
      shopId: luxe,
      billNumber: 910_010,
      closedAt: pst('2001-03-22', '10:00:00'),
      lines: [{ kind: 'GIFT_CARD', staff: null, name: 'Gift Card', price: 2500 }],
    });
    await server.changes.settled();
    const res = await manager.get<ShopDay>(ask);
    expect(res.body.payload.bookings.walkIn).toBe(1);
    expect(res.body.payload.giftCards).toEqual({ soldCount: 1, soldAmount: 25, redeemedAmount: 0 });
  });

  it.each([
    ['a missing type', 'startDate=03-20-2001&endDate=03-20-2001', 'type'],
    ['another type', 'type=DAY&startDate=03-20-2001&endDate=03-20-2001', 'type must be FROM-TO'],
    ['a date written otherwise', 'type=FROM-TO&startDate=2001-03-20&endDate=03-20-2001', 'MM-DD-YYYY'],
    ['a day that does not exist', 'type=FROM-TO&startDate=02-30-2001&endDate=03-20-2001', 'startDate'],
    ['an end before the start', 'type=FROM-TO&startDate=03-20-2001&endDate=03-19-2001', 'before the start'],
    ['more than 366 days', 'type=FROM-TO&startDate=01-01-2000&endDate=01-02-2001', 'at most 366 days'],
  ])('refuses %s with a sentence (400)', async (_, query, sentence) => {
    const res = await manager.get(`${SHOP_DAY}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(sentence);
  });
});

describe('GET report/reviews', () => {
  it('finds a customer by name, with the review as the list shows it', async () => {
    const res = await manager.get<ReviewsPage>(`${REVIEWS}?search=zebediah`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload.total).toBe(1);
    expect(res.body.payload.reviews).toEqual([
      {
        id: expect.any(Number),
        customerName: 'Zebediah Quill',
        phone: '(***) ***-0101',
        star: 5,
        createDate: '03-20-2001',
        staffName: 'Mai Pham',
        staffAvatar: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string'),
        comment: 'Fixture review 5',
        services: [{ id: ids.gelLine, name: 'Gel Manicure', duration: 0 }],
      },
    ]);
  });

  it("gives the rating summary of all the salon's reviews, whatever the filter", async () => {
    const [row] = (
      await db().execute(
        sql`select count(*)::int as n, avg(star)::float8 as avg from ${reviews} where ${reviews.shopId} = ${luxe}`,
      )
    ).rows;
    const res = await manager.get<ReviewsPage>(`${REVIEWS}?star=2&search=nobody-by-this-name`);
    expect(res.body.payload.count).toBe(row?.n);
    expect(res.body.payload.average).toBeCloseTo(Number(row?.avg), 9);
    expect(res.body.payload.total).toBe(0);
    expect(res.body.payload.reviews).toEqual([]);
  });

  it('filters by star and sorts by the latest or the highest rated, 10 a page', async () => {
    const threes = await manager.get<ReviewsPage>(`${REVIEWS}?star=3`);
    expect(threes.body.payload.reviews.length).toBeLessThanOrEqual(10);
    expect(threes.body.payload.reviews.every((r) => r.star === 3)).toBe(true);
    const highest = await manager.get<ReviewsPage>(`${REVIEWS}?sort=HIGHEST&page=1`);
    const stars = highest.body.payload.reviews.map((r) => r.star);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    const latest = await manager.get<ReviewsPage>(`${REVIEWS}?sort=LATEST`);
    const days = latest.body.payload.reviews.map((r) =>
      r.createDate.replace(/(\d\d)-(\d\d)-(\d{4})/, '$3$1$2'),
    );
    expect(days).toEqual([...days].sort().reverse());
    // The search is of customers' names: a walk-in (shown as Unknown) has none.
    const walkIn = await manager.get<ReviewsPage>(`${REVIEWS}?search=unknown`);
    expect(walkIn.body.payload.total).toBe(0);
  });

  it.each([
    ['a star past 5', 'star=6', 'star must be a whole number from 1 to 5'],
    ['another sort', 'sort=OLDEST', 'sort must be LATEST or HIGHEST'],
    ['page 0', 'page=0', 'page must be a whole number'],
    ['an unknown field', 'staff=1', 'staff'],
  ])('refuses %s with a sentence (400)', async (_, query, sentence) => {
    const res = await manager.get(`${REVIEWS}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(sentence);
  });
});

describe('GET report/redeem-history', () => {
  it("lists the day's redemptions of the salon, newest first", async () => {
    const res = await manager.get<RedeemHistory>(`${REDEEMED}?date=03-20-2001`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload).toEqual({
      date: '03-20-2001',
      total: 2,
      items: [
        {
          id: ids.r2,
          customerName: 'Unknown',
          phone: '',
          createDate: '03-20-2001 12:15 PM',
          content: 'FIXTURE10 · Fixture 10%',
          amount: 30,
          discount: 5,
          source: 'MARKETING',
        },
        {
          id: ids.r1,
          customerName: 'Zebediah Quill',
          phone: '(***) ***-0101',
          createDate: '03-20-2001 10:30 AM',
          content: 'FIXTURE10 · Fixture 10%',
          amount: 40,
          discount: 4,
          source: 'TICKET',
        },
      ],
    });
  });

  it('keeps one source', async () => {
    const res = await manager.get<RedeemHistory>(`${REDEEMED}?date=03-20-2001&source=TICKET`);
    expect(res.body.payload.items.map((i) => i.id)).toEqual([ids.r1]);
    const none = await manager.get<RedeemHistory>(`${REDEEMED}?date=03-20-2001&source=REVIEW`);
    expect(none.body.payload).toEqual({ date: '03-20-2001', total: 0, items: [] });
  });

  it.each([
    ['no date', '', 'date'],
    ['a date written otherwise', 'date=2001-03-20', 'MM-DD-YYYY'],
    [
      'an unknown source',
      'date=03-20-2001&source=EMAIL',
      'source must be TICKET, APPOINTMENT, MARKETING or REVIEW',
    ],
  ])('refuses %s with a sentence (400)', async (_, query, sentence) => {
    const res = await manager.get(`${REDEEMED}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(sentence);
  });
});

describe('GET report/marketing-audience', () => {
  it('counts the customers of each list with an email and with a phone', async () => {
    const res = await manager.get<MarketingAudience>(AUDIENCE);
    expect(res.status, res.body.message).toBe(200);
    const [row] = (
      await db().execute(sql`
        select count(*)::int as n,
               count(*) filter (where trim(email) ~ '^[^[:space:]@]+@[^[:space:]@]+$')::int as email,
               count(*) filter (where phone ~ '^[0-9]{10}$')::int as phone
          from ${customers} where ${customers.shopId} = ${luxe}`)
    ).rows;
    const groups = res.body.payload.groups;
    expect(groups.map((g) => g.type)).toEqual(['ALL', 'LOYALTY', 'NO_VISIT', 'BEST_RETURN', 'BIRTHDAY']);
    expect(groups[0]).toEqual({
      type: 'ALL',
      customers: row?.n,
      withEmail: row?.email,
      withPhone: row?.phone,
    });
    for (const g of groups) {
      expect(g.withEmail).toBeLessThanOrEqual(g.customers);
      expect(g.withPhone).toBeLessThanOrEqual(g.customers);
    }
  });
});

describe('access', () => {
  it.each([
    [`${SHOP_DAY}?type=FROM-TO&startDate=03-20-2001&endDate=03-20-2001`],
    [REVIEWS],
    [`${REDEEMED}?date=03-20-2001`],
    [AUDIENCE],
  ])('refuses a technician (403): %s', async (path) => {
    const res = await mai.get(path);
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/\w+ \w+/);
  });

  it('refuses a caller without a session (401)', async () => {
    const res = await new TestClient(server.url).get(REVIEWS);
    expect(res.status).toBe(401);
  });
});
