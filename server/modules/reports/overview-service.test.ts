import { and, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '../../../src/contract/money.ts';
import type { Overview } from '../../../src/contract/overview.ts';
import { openTestDatabase } from '../../../tests/support/database.ts';
import { ChangeFeed, computeEveryDay } from '../../db/changes.ts';
import type { Database, Db } from '../../db/connect.ts';
import {
  appointments,
  customers,
  shops,
  staff,
  ticketLines,
  ticketRefunds,
  tickets,
} from '../../db/schema.ts';
import { createRng } from '../../db/seed/random.ts';
import { DomainError } from '../../errors.ts';
import { parsePeriod, previousPeriod } from '../../time/business-days.ts';
import { computeOverview, grossCents, type OverviewTicket, ticketInScope } from './overview-math.ts';
import { getOverview, MAX_KEPT_DAYS, OVERVIEW_PERIOD, type OverviewDay } from './overview-service.ts';

const LA = 'America/Los_Angeles';
const at = (isoInstant: string) => new Date(isoInstant);
/** When fixture rows that are not about time were written (before every period under test). */
const FIXTURE_AT = at('2024-01-01T00:00:00Z');

let database: Database;
let db: Db;
let shopId: number;
let otherShopId: number;

let billNumber = 1;
interface TicketSpec {
  shopId?: number;
  customerId?: number | null;
  appointmentId?: number | null;
  status?: string;
  closedAt: string | null;
  voidedAt?: string;
  discountCents?: number;
  taxCents?: number;
  tipCents?: number;
  lines: { kind: string; name: string; priceCents: number; staffId?: number }[];
  refundCents?: number;
}

async function addTicket(spec: TicketSpec): Promise<number> {
  const closedAt = spec.closedAt === null ? null : at(spec.closedAt);
  const [t] = await db
    .insert(tickets)
    .values({
      shopId: spec.shopId ?? shopId,
      billNumber: billNumber++,
      customerId: spec.customerId ?? null,
      appointmentId: spec.appointmentId ?? null,
      status: spec.status ?? 'CLOSED',
      checkinAt: closedAt ?? at('2025-03-12T17:00:00Z'),
      createdAt: closedAt ?? at('2025-03-12T17:00:00Z'),
      closedAt,
      voidedAt: spec.voidedAt ? at(spec.voidedAt) : null,
      subTotalCents: spec.lines.reduce((a, l) => a + l.priceCents, 0),
      discountCents: spec.discountCents ?? 0,
      taxCents: spec.taxCents ?? 0,
      tipCents: spec.tipCents ?? 0,
      totalCents:
        spec.lines.reduce((a, l) => a + l.priceCents, 0) -
        (spec.discountCents ?? 0) +
        (spec.taxCents ?? 0) +
        (spec.tipCents ?? 0),
      refundedCents: spec.refundCents ?? 0,
    })
    .returning({ id: tickets.id });
  if (!t) throw new Error('ticket not inserted');
  if (spec.lines.length > 0) {
    await db.insert(ticketLines).values(spec.lines.map((l) => ({ ticketId: t.id, ...l })));
  }
  if (spec.refundCents)
    await db
      .insert(ticketRefunds)
      .values({ ticketId: t.id, amountCents: spec.refundCents, createdAt: closedAt ?? FIXTURE_AT });
  return t.id;
}

async function addCustomer(
  shop: number,
  fullName: string,
  phone: string,
  createdAt: string,
): Promise<number> {
  const [c] = await db
    .insert(customers)
    .values({ shopId: shop, fullName, phone, createdAt: at(createdAt) })
    .returning({ id: customers.id });
  if (!c) throw new Error('customer not inserted');
  return c.id;
}

async function addAppointment(
  shop: number,
  status: number,
  startAt: string,
  customerId: number | null = null,
) {
  const start = at(startAt);
  const [a] = await db
    .insert(appointments)
    .values({
      shopId: shop,
      customerId,
      status,
      startAt: start,
      endAt: new Date(start.getTime() + 3_600_000),
      createdAt: FIXTURE_AT,
      updatedAt: FIXTURE_AT,
    })
    .returning({ id: appointments.id });
  if (!a) throw new Error('appointment not inserted');
  return a.id;
}

/*
 * The fixture: a Los Angeles salon, the week of 03-08-2025 … 03-14-2025 (Saturday to Friday,
 * across the spring DST change on Sunday 03-09), i.e. [2025-03-08T08:00Z, 2025-03-15T07:00Z).
 * The previous week is 03-01 … 03-07, i.e. [2025-03-01T08:00Z, 2025-03-08T08:00Z).
 */
beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  db = database.db;

  const [shop, other] = await db
    .insert(shops)
    .values([
      { apiKey: 'key-la', companyName: 'Chairside LA', timezone: LA, createdAt: FIXTURE_AT },
      { apiKey: 'key-ny', companyName: 'Other salon', timezone: 'America/New_York', createdAt: FIXTURE_AT },
    ])
    .returning({ id: shops.id });
  if (!shop || !other) throw new Error('shops not inserted');
  shopId = shop.id;
  otherShopId = other.id;

  const [tina, lam] = await db
    .insert(staff)
    .values([
      { shopId, phone: '5550000001', firstName: 'Tina', createdAt: FIXTURE_AT },
      { shopId, phone: '5550000002', firstName: 'Lam', createdAt: FIXTURE_AT },
    ])
    .returning({ id: staff.id });
  if (!tina || !lam) throw new Error('staff not inserted');

  // Customers: Alice is old; Bob and Cara are new this week; Dan arrives at 00:00 on 03-15 (next week).
  const alice = await addCustomer(shopId, 'Alice', '5551110001', '2025-01-10T18:00:00Z');
  const bob = await addCustomer(shopId, 'Bob', '5551110002', '2025-03-10T18:00:00Z');
  const cara = await addCustomer(shopId, 'Cara', '5551110003', '2025-03-15T06:30:00Z'); // 03-14 23:30 PDT
  const dan = await addCustomer(shopId, 'Dan', '5551110004', '2025-03-15T07:00:00Z'); // 03-15 00:00 PDT
  const otherCustomer = await addCustomer(otherShopId, 'Eve', '5551110005', '2025-03-11T18:00:00Z');

  // Appointments: 3 count (NEW, CONFIRMED, FINISHED in the week).
  const a1 = await addAppointment(shopId, 3, '2025-03-10T17:00:00Z', bob); // FINISHED, Monday
  await addAppointment(shopId, 0, '2025-03-15T03:00:00Z'); // NEW, Friday 20:00 PDT
  await addAppointment(shopId, 1, '2025-03-08T08:00:00Z'); // CONFIRMED, exactly the first instant
  await addAppointment(shopId, 2, '2025-03-15T07:00:00Z'); // next week (exclusive end)
  await addAppointment(shopId, 4, '2025-03-11T17:00:00Z'); // CANCELED
  await addAppointment(shopId, 5, '2025-03-12T17:00:00Z'); // DELETED
  await addAppointment(shopId, 0, '2025-03-07T12:00:00Z'); // previous week
  await addAppointment(otherShopId, 0, '2025-03-11T17:00:00Z', otherCustomer); // other salon

  // In scope this week.
  await addTicket({
    customerId: alice,
    closedAt: '2025-03-08T18:30:00Z',
    lines: [
      { kind: 'SERVICE', name: 'Manicure', priceCents: 2500, staffId: tina.id },
      { kind: 'SERVICE', name: 'Pedicure', priceCents: 3500, staffId: lam.id },
      { kind: 'PRODUCT', name: 'Cuticle Oil', priceCents: 1299 },
    ],
  });
  await addTicket({
    customerId: bob,
    appointmentId: a1,
    closedAt: '2025-03-10T18:15:00Z',
    // A refund of 10.00 of its 125.00 takes 10.00 of its sale back, shared by price: 4.00 from the
    // Gel Manicure, 2.00 from the Manicure, 4.00 from the gift card.
    refundCents: 1000,
    lines: [
      { kind: 'SERVICE', name: 'Gel Manicure', priceCents: 5000, staffId: tina.id },
      { kind: 'SERVICE', name: 'Manicure', priceCents: 2500, staffId: lam.id },
      { kind: 'GIFT_CARD', name: 'Gift Card $50', priceCents: 5000 },
    ],
  });
  await addTicket({
    customerId: alice, // second visit: still one customer
    closedAt: '2025-03-12T02:00:00Z', // 03-11 19:00 PDT
    discountCents: 500, // discount, tax and tip are not part of the gross sale
    taxCents: 280,
    tipCents: 700,
    lines: [{ kind: 'SERVICE', name: 'Pedicure', priceCents: 3500, staffId: lam.id }],
  });
  await addTicket({
    customerId: null, // walk-in without a record
    closedAt: '2025-03-15T06:59:59Z', // 03-14 23:59:59 PDT, the last second of the week
    lines: [{ kind: 'SERVICE', name: 'Acrylic Full Set', priceCents: 4999, staffId: tina.id }],
  });
  await addTicket({
    customerId: null, // another walk-in
    closedAt: '2025-03-13T20:00:00Z',
    lines: [{ kind: 'PRODUCT', name: 'Nail Polish', priceCents: 850 }],
  });

  // Out of scope this week.
  await addTicket({
    customerId: cara,
    closedAt: '2025-03-11T20:00:00Z',
    voidedAt: '2025-03-11T20:30:00Z',
    lines: [{ kind: 'SERVICE', name: 'Manicure', priceCents: 2500, staffId: tina.id }],
  });
  await addTicket({
    customerId: dan,
    closedAt: '2025-03-15T07:00:00Z', // 03-15 00:00 PDT: next week
    lines: [{ kind: 'SERVICE', name: 'Pedicure', priceCents: 3500, staffId: lam.id }],
  });
  await addTicket({
    customerId: alice,
    status: 'OPEN',
    closedAt: null,
    lines: [{ kind: 'SERVICE', name: 'Manicure', priceCents: 2500, staffId: tina.id }],
  });
  await addTicket({
    shopId: otherShopId,
    customerId: otherCustomer,
    closedAt: '2025-03-11T20:00:00Z',
    lines: [{ kind: 'SERVICE', name: 'Manicure', priceCents: 100_000 }],
  });

  // The previous week: gross 10000 cents.
  await addTicket({
    customerId: alice,
    closedAt: '2025-03-05T20:00:00Z',
    lines: [
      { kind: 'SERVICE', name: 'Manicure', priceCents: 2500, staffId: tina.id },
      { kind: 'SERVICE', name: 'Pedicure', priceCents: 3500, staffId: lam.id },
    ],
  });
  await addTicket({
    customerId: null,
    closedAt: '2025-03-01T08:00:00Z', // 03-01 00:00 PST, its first instant
    lines: [{ kind: 'GIFT_CARD', name: 'Gift Card $40', priceCents: 4000 }],
  });
  await addTicket({
    customerId: null,
    closedAt: '2025-03-01T07:59:59Z', // 02-28: before the previous week
    lines: [{ kind: 'SERVICE', name: 'Manicure', priceCents: 9999 }],
  });
  await addTicket({
    customerId: null,
    closedAt: '2025-03-06T20:00:00Z',
    voidedAt: '2025-03-06T21:00:00Z',
    lines: [{ kind: 'SERVICE', name: 'Manicure', priceCents: 5000 }],
  });
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe('getOverview', () => {
  it('computes every figure of the DST week exactly', async () => {
    const o = await getOverview(db, shopId, { startDate: '03-08-2025', endDate: '03-14-2025' }, LA);
    // Gross (cents): 7299 + (12500 − 1000 refunded) + 3500 + 4999 + 850 = 28148; previous week 10000.
    // Appointment 11500 / walk-in 16648: 40.8555…% / 59.1444…% → remainders .55 > .44.
    // Services 21399 / gift 4600 / products 2149: 76.0231 / 16.3422 / 7.6346 → products get the hundredth.
    // Services: Pedicure 7000, Acrylic Full Set 4999, Manicure 4800 (2500 + 2300), Gel Manicure 4600
    // of 21399: 32.7118 / 23.3609 / 22.4309 / 21.4963 → floors 9999, the Gel Manicure's .63 goes up.
    const expected: Overview = {
      totalCustomer: 4, // Alice (twice), Bob, two walk-ins
      totalAppointment: 3,
      totalNewCustomer: 2, // Bob, Cara (her only ticket is voided; she is new all the same)
      grossSale: 281.48,
      percent: 181.48,
      appointment: 115,
      percentAppointment: 40.86,
      walkIn: 166.48,
      percentWalkIn: 59.14,
      services: 213.99,
      percentServices: 76.02,
      giftCard: 46,
      percentGiftCard: 16.34,
      products: 21.49,
      percentProducts: 7.64,
      serviceDetails: [
        { serviceName: 'Pedicure', totalAmount: 70, percent: 32.71 },
        { serviceName: 'Acrylic Full Set', totalAmount: 49.99, percent: 23.36 },
        { serviceName: 'Manicure', totalAmount: 48, percent: 22.43 },
        { serviceName: 'Gel Manicure', totalAmount: 46, percent: 21.5 },
      ],
    };
    expect(o).toEqual(expected);
  });

  it('computes a single day against the day before', async () => {
    // Tuesday 03-11 (PDT): Alice's pedicure closed 19:00; the day before holds Bob's 12500, 11500 once
    // his refund is taken back.
    const o = await getOverview(db, shopId, { startDate: '03-11-2025', endDate: '03-11-2025' }, LA);
    expect(o).toEqual({
      totalCustomer: 1,
      totalAppointment: 0, // the one on 03-11 is CANCELED
      totalNewCustomer: 0,
      grossSale: 35,
      percent: -69.57, // (3500 − 11500) / 11500
      appointment: 0,
      percentAppointment: 0,
      walkIn: 35,
      percentWalkIn: 100,
      services: 35,
      percentServices: 100,
      giftCard: 0,
      percentGiftCard: 0,
      products: 0,
      percentProducts: 0,
      serviceDetails: [{ serviceName: 'Pedicure', totalAmount: 35, percent: 100 }],
    } satisfies Overview);
  });

  it('answers zeros for a period without sales', async () => {
    const o = await getOverview(db, shopId, { startDate: '01-01-2025', endDate: '01-31-2025' }, LA);
    // Alice's record was created on 01-10; December had no sales either, so the growth is 0.
    expect(o).toEqual({
      totalCustomer: 0,
      totalAppointment: 0,
      totalNewCustomer: 1,
      grossSale: 0,
      percent: 0,
      appointment: 0,
      percentAppointment: 0,
      walkIn: 0,
      percentWalkIn: 0,
      services: 0,
      percentServices: 0,
      giftCard: 0,
      percentGiftCard: 0,
      products: 0,
      percentProducts: 0,
      serviceDetails: [],
    } satisfies Overview);
  });

  it('compares a month still running like with like: its days so far with the same days of the month before', async () => {
    const [shop] = await db
      .insert(shops)
      .values({ apiKey: 'key-like', companyName: 'Like salon', timezone: LA, createdAt: FIXTURE_AT })
      .returning({ id: shops.id });
    if (!shop) throw new Error('shop not inserted');
    const sale = (closedAt: string, priceCents: number) =>
      addTicket({ shopId: shop.id, closedAt, lines: [{ kind: 'SERVICE', name: 'Manicure', priceCents }] });
    await sale('2026-10-10T18:00:00Z', 10_000); // October 1–22: compared
    await sale('2026-10-28T18:00:00Z', 50_000); // later in October: not compared while November runs
    await sale('2026-11-05T18:00:00Z', 12_000);
    const november = { startDate: '11-01-2026', endDate: '11-30-2026' };
    // The end of that day in San Jose: the compared days are whole days.
    const at = (iso: string) => new Date(`${iso}T23:59:00-08:00`);

    const running = await getOverview(db, shop.id, november, LA, at('2026-11-22'));
    expect(running.grossSale).toBe(120);
    expect(running.percent).toBe(20); // 12,000 against October 1–22's 10,000
    // Once November is over, against October 1–30 (day number for day number).
    const over = await getOverview(db, shop.id, november, LA, at('2026-12-03'));
    expect(over.percent).toBe(-80); // 12,000 against 60,000
  });

  it('compares today so far with yesterday up to the same time of day, not with all of yesterday', async () => {
    const [shop] = await db
      .insert(shops)
      .values({ apiKey: 'key-morning', companyName: 'Morning salon', timezone: LA, createdAt: FIXTURE_AT })
      .returning({ id: shops.id });
    if (!shop) throw new Error('shop not inserted');
    const sale = (closedAt: string, priceCents: number) =>
      addTicket({ shopId: shop.id, closedAt, lines: [{ kind: 'SERVICE', name: 'Manicure', priceCents }] });
    // San Jose, winter time (UTC−8): yesterday 8:00 AM and 3:00 PM, today 8:30 AM.
    await sale('2026-12-01T16:00:00Z', 10_000);
    await sale('2026-12-01T23:00:00Z', 50_000);
    await sale('2026-12-02T16:30:00Z', 12_000);
    const today = { startDate: '12-02-2026', endDate: '12-02-2026' };

    // At 9:30 AM: against yesterday until 9:30 AM (8:00 AM's 10,000), not yesterday's 60,000.
    const morning = await getOverview(db, shop.id, today, LA, new Date('2026-12-02T09:30:00-08:00'));
    expect(morning.grossSale).toBe(120);
    expect(morning.percent).toBe(20);
    // At 4:00 PM yesterday's 3:00 PM sale counts too.
    const afternoon = await getOverview(db, shop.id, today, LA, new Date('2026-12-02T16:00:00-08:00'));
    expect(afternoon.percent).toBe(-80);
    // A day gone by is compared with the whole day before it.
    const yesterday = await getOverview(
      db,
      shop.id,
      { startDate: '12-01-2026', endDate: '12-01-2026' },
      LA,
      new Date('2026-12-02T09:30:00-08:00'),
    );
    expect(yesterday.grossSale).toBe(600);
  });

  it('keeps the compared part of a day for the minute it is, until a write touches that day', async () => {
    const [shop] = await db
      .insert(shops)
      .values({ apiKey: 'key-so-far', companyName: 'So far salon', timezone: LA, createdAt: FIXTURE_AT })
      .returning({ id: shops.id });
    if (!shop) throw new Error('shop not inserted');
    const sale = (closedAt: string, priceCents: number) =>
      addTicket({ shopId: shop.id, closedAt, lines: [{ kind: 'SERVICE', name: 'Manicure', priceCents }] });
    // A feed of its own, moved by hand as the change triggers move the server's.
    const feed = new ChangeFeed();
    const kept = feed.dayCache<OverviewDay>({
      name: 'overview so far',
      tables: ['tickets', 'ticket_lines', 'appointments', 'customers'],
    });
    const today = { startDate: '12-02-2026', endDate: '12-02-2026' };
    const at = (time: string) =>
      getOverview(
        db,
        shop.id,
        today,
        LA,
        new Date(`2026-12-02T${time}:00-08:00`),
        computeEveryDay,
        (minute) => kept.source(shop.id, LA, [minute]),
      );
    await sale('2026-12-01T16:00:00Z', 10_000); // yesterday 8:00 AM
    await sale('2026-12-02T16:30:00Z', 12_000); // today 8:30 AM

    expect((await at('09:30')).percent).toBe(20);
    expect((await at('09:30')).percent).toBe(20);
    expect(kept.computations).toBe(1);
    // A sale added to yesterday morning: counted at once, within the same minute.
    await sale('2026-12-01T17:00:00Z', 20_000); // yesterday 9:00 AM
    feed.changed(`tickets:${shop.id}@*`);
    expect((await at('09:30')).percent).toBe(-60); // 12,000 against 30,000
    expect(kept.computations).toBe(2);
    // The next minute is a part of a day of its own.
    expect((await at('09:31')).percent).toBe(-60);
    expect(kept.computations).toBe(3);
  });

  it('compares with the previous day, including empty ones', async () => {
    // 03-05 (6000) after an empty 03-04: +100 %.
    const d0305 = await getOverview(db, shopId, { startDate: '03-05-2025', endDate: '03-05-2025' }, LA);
    expect(d0305).toMatchObject({ grossSale: 60, percent: 100, totalCustomer: 1 });
    // 03-01 (4000, closed at its first instant) after 02-28 (9999): −59.9959…% → −60.
    const d0301 = await getOverview(db, shopId, { startDate: '03-01-2025', endDate: '03-01-2025' }, LA);
    expect(d0301).toMatchObject({
      grossSale: 40,
      percent: -60,
      giftCard: 40,
      percentGiftCard: 100,
      totalCustomer: 1,
    });
    // 03-15 (Dan's 3500 at 00:00 PDT) after 03-14 (4999): −29.9859…% → −29.99. Dan is new on 03-15
    // and the unnamed-status (2) appointment at 00:00 counts.
    const d0315 = await getOverview(db, shopId, { startDate: '03-15-2025', endDate: '03-15-2025' }, LA);
    expect(d0315).toMatchObject({
      grossSale: 35,
      percent: -29.99,
      totalCustomer: 1,
      totalNewCustomer: 1,
      totalAppointment: 1,
    });
    // 03-16 (nothing) after 03-15 (3500): −100 %.
    const d0316 = await getOverview(db, shopId, { startDate: '03-16-2025', endDate: '03-16-2025' }, LA);
    expect(d0316).toMatchObject({ grossSale: 0, percent: -100, totalCustomer: 0 });
  });

  it('keeps the other salon apart', async () => {
    const o = await getOverview(db, otherShopId, { startDate: '03-08-2025', endDate: '03-14-2025' }, LA);
    expect(o).toMatchObject({ totalCustomer: 1, totalAppointment: 1, totalNewCustomer: 1, grossSale: 1000 });
  });

  it('rejects an end date before the start date', async () => {
    await expect(
      getOverview(db, shopId, { startDate: '03-14-2025', endDate: '03-08-2025' }, LA),
    ).rejects.toThrow(DomainError);
  });
});

describe('getOverview on a demo-sized salon', () => {
  const names = [
    'Manicure',
    'Pedicure',
    'Gel Manicure',
    'Acrylic Full Set',
    'Dip Powder',
    'Eyebrow Wax',
    'Nail Art',
  ];
  let busyShopId = 0;

  beforeAll(async () => {
    // The seed's generator, so the generated salon is the same on every run.
    const { next: rnd, pick } = createRng(7);
    const [shop] = await db
      .insert(shops)
      .values({ apiKey: 'key-busy', companyName: 'Busy salon', timezone: LA, createdAt: FIXTURE_AT })
      .returning({ id: shops.id });
    if (!shop) throw new Error('shop not inserted');
    busyShopId = shop.id;
    // Like a demo salon: ~3,000 tickets over four months (December 2024 … March 2025), ~750 a month.
    const from = Date.parse('2024-12-01T08:00:00Z');
    const to = Date.parse('2025-04-01T07:00:00Z');
    const customerRows = Array.from({ length: 800 }, (_, i) => ({
      shopId: busyShopId,
      fullName: `Customer ${i}`,
      phone: String(6_000_000_000 + i),
      createdAt: new Date(
        Date.parse('2024-10-01T00:00:00Z') + rnd() * (to - Date.parse('2024-10-01T00:00:00Z')),
      ),
    }));
    const customerIds = (await db.insert(customers).values(customerRows).returning({ id: customers.id })).map(
      (c) => c.id,
    );
    const apptRows = Array.from({ length: 2000 }, () => {
      const start = new Date(from + rnd() * (to - from));
      return {
        shopId: busyShopId,
        status: Math.floor(rnd() * 6),
        startAt: start,
        endAt: new Date(start.getTime() + 3_600_000),
        createdAt: FIXTURE_AT,
        updatedAt: FIXTURE_AT,
      };
    });
    const apptIds = (await db.insert(appointments).values(apptRows).returning({ id: appointments.id })).map(
      (a) => a.id,
    );
    const ticketRows = Array.from({ length: 3000 }, () => {
      const closedAt = new Date(from + rnd() * (to - from));
      const r = rnd();
      return {
        shopId: busyShopId,
        billNumber: billNumber++,
        customerId: rnd() < 0.8 ? pick(customerIds) : null,
        appointmentId: rnd() < 0.4 ? pick(apptIds) : null,
        status: r < 0.97 ? 'CLOSED' : 'OPEN',
        checkinAt: new Date(closedAt.getTime() - 3_600_000),
        createdAt: new Date(closedAt.getTime() - 3_600_000),
        closedAt: r < 0.97 ? closedAt : null,
        voidedAt: rnd() < 0.03 ? closedAt : null,
      };
    });
    for (let i = 0; i < ticketRows.length; i += 1000) {
      const ids = await db
        .insert(tickets)
        .values(ticketRows.slice(i, i + 1000))
        .returning({ id: tickets.id });
      const lineRows = ids.flatMap(({ id }) =>
        Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => {
          const k = rnd();
          const kind = k < 0.8 ? 'SERVICE' : k < 0.9 ? 'PRODUCT' : 'GIFT_CARD';
          return {
            ticketId: id,
            kind,
            name: kind === 'SERVICE' ? pick(names) : kind,
            priceCents: 500 + Math.floor(rnd() * 9500),
          };
        }),
      );
      await db.insert(ticketLines).values(lineRows);
    }
    // Totals as checkout writes them (lines plus a tip), and refunds on some: a third or all of the total.
    await db.execute(sql`
      update tickets set total_cents = l.cents + 500,
             refunded_cents = case when tickets.id % 17 = 0 then (l.cents + 500) / 3
                                   when tickets.id % 23 = 0 then l.cents + 500 else 0 end
        from (select ticket_id, sum(price_cents)::int as cents from ticket_lines group by ticket_id) l
       where l.ticket_id = tickets.id and tickets.shop_id = ${busyShopId}`);
  }, 120_000);

  // A month is put together from its days; 410 days (longer than MAX_KEPT_DAYS) are one span.
  it.each([
    { startDate: '03-01-2025', endDate: '03-31-2025' },
    { startDate: '01-15-2025', endDate: '02-28-2026' },
  ])('matches the reference computation on plain rows ($startDate to $endDate)', async (q) => {
    const range = parsePeriod(OVERVIEW_PERIOD, q.startDate, q.endDate, LA);
    const prev = previousPeriod(range);
    const ticketRows = await db.select().from(tickets).where(eq(tickets.shopId, busyShopId));
    const lineRows = await db.select().from(ticketLines).orderBy(ticketLines.id);
    const linesByTicket = new Map<number, OverviewTicket['lines'][number][]>();
    for (const l of lineRows) linesByTicket.set(l.ticketId, [...(linesByTicket.get(l.ticketId) ?? []), l]);
    const plain: OverviewTicket[] = ticketRows.map((t) => ({ ...t, lines: linesByTicket.get(t.id) ?? [] }));
    const [appts] = await db
      .select({ n: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.shopId, busyShopId),
          gte(appointments.startAt, range.start),
          lt(appointments.startAt, range.end),
          notInArray(appointments.status, [4, 5]),
        ),
      )
      .then((rows) => [rows.length]);
    const newCustomers = (await db.select().from(customers).where(eq(customers.shopId, busyShopId))).filter(
      (c) => c.createdAt >= range.start && c.createdAt < range.end,
    ).length;
    const expected = computeOverview({
      range,
      tickets: plain,
      appointmentCount: appts ?? 0,
      newCustomerCount: newCustomers,
      previousGrossCents: grossCents(plain.filter((t) => ticketInScope(t, prev))),
    });
    const o = await getOverview(db, busyShopId, q, LA);
    expect(o).toEqual(expected);
    expect(plain.filter((t) => ticketInScope(t, range)).length).toBeGreaterThan(600);
    if (q.startDate === '01-15-2025') expect(range.days).toBeGreaterThan(MAX_KEPT_DAYS);
    // Refunds in the period and in the one before: the check is not vacuous.
    expect(plain.filter((t) => ticketInScope(t, range) && t.refundedCents > 0).length).toBeGreaterThan(20);
    expect(plain.filter((t) => ticketInScope(t, prev) && t.refundedCents > 0).length).toBeGreaterThan(20);
    expect(o.grossSale).toBeGreaterThan(0);
  });

  it('gives identical concurrent calls the same answer', async () => {
    const q = { startDate: '03-01-2025', endDate: '03-31-2025' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => getOverview(db, busyShopId, q, LA)));
    const [first, ...rest] = answers;
    for (const a of rest) expect(a).toEqual(first);
  });

  it('shows a new sale at once, even for a period asked before', async () => {
    const q = { startDate: '03-31-2025', endDate: '03-31-2025' };
    const before = await getOverview(db, busyShopId, q, LA);
    await addTicket({
      shopId: busyShopId,
      closedAt: '2025-03-31T20:00:00Z',
      lines: [{ kind: 'PRODUCT', name: 'Top Coat', priceCents: 1234 }],
    });
    const after = await getOverview(db, busyShopId, q, LA);
    expect(toCents(after.grossSale) - toCents(before.grossSale)).toBe(1234);
    expect(toCents(after.products) - toCents(before.products)).toBe(1234);
    expect(after.totalCustomer - before.totalCustomer).toBe(1);
  });
});
