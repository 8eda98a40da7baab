import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminStaffItem,
  StaffDaily,
  StaffReview,
  SummaryReport,
  TicketsByStaff,
} from '../../../src/contract/manager-reports.ts';
import type { Overview } from '../../../src/contract/overview.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import {
  addFixtureTicket,
  type FixtureTicket,
  salonIn,
  staffIdOf,
} from '../../../tests/support/ticket-fixtures.ts';
import { appointments, reviews, staffDays } from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';

/**
 * The manager's reports against a real server (one for the file): every figure is checked against
 * tickets made here on pinned days of March 2001 in San Jose (PST, UTC−8), long before the demo's
 * tickets, and computed by hand below.
 */
const pst = (date: string, hms: string) => new Date(`${date}T${hms}-08:00`);
const DAY = '2001-03-14';
const DAY_MDY = '03-14-2001';

let server: TestServer;
let manager: TestClient;
let mai: TestClient;
let luxe = 0;
let polished = 0;
const ids = { kim: 0, mai: 0, lily: 0, polishedStaff: 0 };
const bills: Record<string, number> = {};

const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  manager = new TestClient(server.url);
  mai = new TestClient(server.url);
  luxe = await salonIn(db(), 'America/Los_Angeles');
  polished = await salonIn(db(), 'America/Chicago');
  await signIn(manager, DEMO_PHONES.twoSalons, (r) => r.shopId === luxe);
  await signIn(mai, DEMO_PHONES.technician1, (r) => r.shopId === luxe);
  ids.kim = await staffIdOf(db(), luxe, DEMO_PHONES.twoSalons);
  ids.mai = await staffIdOf(db(), luxe, DEMO_PHONES.technician1);
  ids.lily = await staffIdOf(db(), luxe, '5550101003');
  ids.polishedStaff = await staffIdOf(db(), polished, DEMO_PHONES.technician2);

  const tickets: Record<string, FixtureTicket> = {
    // Mai: a service and a product; the salon took $5 off; tip $8; all by card at 3 %.
    t1: {
      shopId: luxe,
      billNumber: 900_001,
      closedAt: pst(DAY, '10:30:00'),
      customerName: 'Ann Lee',
      customerPhone: '4085550101',
      lines: [
        { staff: ids.mai, name: 'Gel Manicure', price: 4000, supply: 200 },
        { kind: 'PRODUCT', staff: null, name: 'Cuticle Oil', price: 1200 },
      ],
      tips: [{ staff: ids.mai, amount: 800 }],
      discounts: [{ source: 'OWNER', staff: null, amount: 500 }],
    },
    // Mai and Lily, and a gift card sold; Lily gave $3 off; paid four ways; $21.40 refunded.
    t2: {
      shopId: luxe,
      billNumber: 900_002,
      closedAt: pst(DAY, '15:45:00'),
      lines: [
        { staff: ids.mai, name: 'Pedicure', price: 3500, supply: 300 },
        { staff: ids.lily, name: 'Nail Art', price: 1500, supply: 50 },
        { kind: 'GIFT_CARD', staff: null, name: 'Gift Card', price: 5000 },
      ],
      tips: [
        { staff: ids.mai, amount: 600 },
        { staff: ids.lily, amount: 400 },
      ],
      discounts: [{ source: 'STAFF', staff: ids.lily, amount: 300 }],
      payments: [
        { method: 'CASH', amount: 6000 },
        { method: 'GIFT_CARD', amount: 2000 },
        { method: 'CHECK_OTHER', amount: 1700 },
        { method: 'POINT', amount: 1000 },
      ],
      refunded: 2140,
    },
    // Lily, voided: it counts nowhere but in totalVoided.
    t3: {
      shopId: luxe,
      billNumber: 900_003,
      closedAt: pst(DAY, '12:00:00'),
      lines: [{ staff: ids.lily, name: 'Acrylic Full Set', price: 3000 }],
      voided: true,
    },
    // Mai, still open (checked in that afternoon).
    t4: {
      shopId: luxe,
      billNumber: 900_004,
      closedAt: null,
      checkinAt: pst(DAY, '16:10:00'),
      lines: [{ staff: ids.mai, name: 'Pedicure', price: 2500 }],
    },
    // The day before: Mai, $60 by card.
    t0: {
      shopId: luxe,
      billNumber: 900_000,
      closedAt: pst('2001-03-13', '11:00:00'),
      lines: [{ staff: ids.mai, name: 'Acrylic Fill', price: 6000 }],
    },
    // Another salon the same day: never in Luxe's figures.
    other: {
      shopId: polished,
      billNumber: 900_005,
      closedAt: pst(DAY, '11:00:00'),
      lines: [{ staff: ids.polishedStaff, name: 'Manicure', price: 9900 }],
      tips: [{ staff: ids.polishedStaff, amount: 1000 }],
    },
  };
  for (const [name, t] of Object.entries(tickets)) bills[name] = await addFixtureTicket(db(), t);

  // Mai's day: clocked in at 9:05 AM, 3 turns; two appointments, one canceled.
  await db()
    .insert(staffDays)
    .values({
      shopId: luxe,
      staffId: ids.mai,
      businessDate: DAY,
      clockInAt: pst(DAY, '09:05:00'),
      turn: 3,
    });
  const booking = (hms: string, status: number) => ({
    shopId: luxe,
    staffId: ids.mai,
    customerName: 'Ann Lee',
    status,
    startAt: pst(DAY, hms),
    endAt: new Date(pst(DAY, hms).getTime() + 3_600_000),
    createdAt: pst('2001-03-01', '09:00:00'),
    updatedAt: pst('2001-03-01', '09:00:00'),
  });
  await db()
    .insert(appointments)
    .values([booking('10:00:00', 1), booking('13:00:00', 4)]);
  // A review of the two-technician ticket, newer than any of the demo's.
  await db()
    .insert(reviews)
    .values({
      shopId: luxe,
      ticketId: bills.t2 ?? 0,
      star: 4,
      comment: 'Lovely colours',
      createdAt: new Date(server.clock.now().getTime() + 60_000),
    });
  await server.changes.settled();
});

afterAll(async () => {
  await server?.close();
});

const SUMMARY = '/api/v1/report/reportShop';
const DAILY = '/api/report/reportStaffDaily';
const BY_STAFF = '/api/v1/admin/ticket-by-staff';
const REVIEWS = '/api/v1/admin/getListReviewStaff';
const STAFF = '/api/admin/staff';

describe('GET report/reportShop', () => {
  it("adds up the day's tickets by hand", async () => {
    const res = await manager.get<SummaryReport>(`${SUMMARY}?from=${DAY}&to=${DAY}`);
    expect(res.status, res.body.message).toBe(200);
    // t1 + t2: services 40 + 35 + 15, product 12, gift card 50; tips 8 + 10; refund took back
    // round(100 × 21.40 ÷ 107) = 20.00 of t2's lines; card 55.00 with a 3 % fee of 1.65, of which
    // round(165 × 800 ÷ 5500) = 24 cents fell on the $8 card tip; total 152 − 20 = 132; profit
    // 132 − 5 (salon's discount) − 1.65 (fees).
    expect(res.body.payload).toEqual({
      totalTickets: 2,
      totalService: 90,
      totalProducts: 12,
      totalGiftSold: 50,
      totalTip: 18,
      totalDiscountOwner: 5,
      totalDiscountEmployee: 3,
      totalRefund: 20,
      totalVoided: 30,
      profit: 125.35,
      loss: 0,
      creditCard: 55,
      cash: 60,
      gitCard: 20,
      checkOther: 17,
      rewardPoint: 10,
      totalSalesCC: 47,
      totalFees: 1.65,
      totalCashDiscountTip: 0.24,
      total: 132,
      from: DAY,
      to: DAY,
    } satisfies SummaryReport);
  });

  it("agrees with the overview's gross sale, and a period adds its days", async () => {
    const two = await manager.get<SummaryReport>(`${SUMMARY}?from=2001-03-13&to=${DAY}`);
    expect(two.body.payload.total).toBe(192);
    expect(two.body.payload.totalTickets).toBe(3);
    const overview = await manager.get<Overview>(
      `/api/v1/admin/overview?type=FROM-TO&startDate=03-13-2001&endDate=${DAY_MDY}`,
    );
    expect(overview.body.payload.grossSale).toBe(two.body.payload.total);
  });

  it.each([
    ['an end before the start', `from=${DAY}&to=2001-03-13`, 'The end date cannot be before the start date'],
    [
      'more than 366 days',
      'from=2001-01-01&to=2002-01-02',
      'A report can cover at most 366 days; this one covers 367.',
    ],
    ['a day not on the calendar', 'from=2001-02-30&to=2001-03-01', '02-30'],
    ['a missing day', `from=${DAY}`, 'to'],
  ])('refuses %s with a sentence (400)', async (_, query, sentence) => {
    const res = await manager.get(`${SUMMARY}?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(sentence);
  });
});

describe('GET /admin/staff and GET /report/reportStaffDaily', () => {
  it("answers each active staff member's day, in the staff list's order, adding up to the salon's day", async () => {
    const [list, daily] = await Promise.all([
      manager.get<AdminStaffItem[]>(STAFF),
      manager.get<StaffDaily>(`${DAILY}?date=${DAY}`),
    ]);
    expect(list.status).toBe(200);
    expect(daily.status, daily.body.message).toBe(200);
    expect(daily.body.payload.staff.map((r) => r.id)).toEqual(list.body.payload.map((s) => s.id));
    expect(list.body.payload.find((s) => s.id === ids.mai)?.phone).toBe(DEMO_PHONES.technician1);
    const row = (id: number) => daily.body.payload.staff.find((r) => r.id === id);
    expect(row(ids.mai)).toMatchObject({
      clockInTimeCheck: '09:05 AM',
      turn: 3,
      totalAppointment: 1,
      totalSaleService: 75,
      totalTip: 14,
      totalSaleToday: 89,
      totalSupply: 5,
    });
    expect(row(ids.lily)).toMatchObject({
      clockInTimeCheck: null,
      turn: 0,
      totalAppointment: 0,
      totalSaleService: 15,
      totalTip: 4,
      totalSaleToday: 19,
      totalSupply: 0.5,
    });
    const sum = (pick: (r: StaffDaily['staff'][number]) => number) =>
      daily.body.payload.staff.reduce((s, r) => s + Math.round(pick(r) * 100), 0) / 100;
    expect(sum((r) => r.totalSaleService)).toBe(90);
    expect(sum((r) => r.totalTip)).toBe(18);
    expect(daily.body.payload.staff.filter((r) => r.id !== ids.mai && r.id !== ids.lily)).toSatisfy(
      (rows: StaffDaily['staff']) => rows.every((r) => r.totalSaleToday === 0 && r.turn === 0),
    );
  });

  it('refuses a day not on the calendar (400)', async () => {
    const res = await manager.get(`${DAILY}?date=2001-02-29`);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('02-29');
  });
});

describe('GET admin/ticket-by-staff', () => {
  const url = (
    staffId: number,
    shopId = luxe,
    period = `&type=FROM-TO&startDate=${DAY_MDY}&endDate=${DAY_MDY}`,
  ) => `${BY_STAFF}?shopId=${shopId}&staffId=${staffId}${period}`;

  it("lists the staff member's open tickets, then the closed ones, latest first, without voided ones", async () => {
    const res = await manager.get<TicketsByStaff>(url(ids.mai));
    expect(res.status, res.body.message).toBe(200);
    const list = res.body.payload;
    expect(list.tickets.map((t) => [t.billNumber, t.status])).toEqual([
      [900_004, 'OPEN'],
      [900_002, 'CLOSED'],
      [900_001, 'CLOSED'],
    ]);
    expect(list.tickets[1]).toEqual({
      billId: bills.t2,
      billNumber: 900_002,
      status: 'CLOSED',
      date: DAY,
      time: '03:45 PM',
      checkinTime: '02:45 PM',
      customerName: 'WALL-IN',
      customerPhone: '',
      services: [
        { name: 'Pedicure', price: 35, staffId: ids.mai },
        { name: 'Nail Art', price: 15, staffId: ids.lily },
        { name: 'Gift Card', price: 50, staffId: null },
      ],
      subTotal: 100,
      discount: 3,
      expressAmount: 0,
      tax: 0,
      tip: 10,
      total: 107,
      fee: 0,
      cashDiscountCredit: 3,
      supply: 3.5,
      staffServiceAmount: 35,
      staffTip: 6,
      creditCard: 0,
      cash: 60,
      checkOther: 17,
      gift: 20,
      reward: 10,
    });
    expect(list.tickets[0]).toMatchObject({ status: 'OPEN', time: '04:10 PM', creditCard: null, cash: null });
    expect(list.tickets[2]).toMatchObject({ fee: 1.65, creditCard: 55, supply: 2, staffTip: 8 });
    const lily = await manager.get<TicketsByStaff>(url(ids.lily));
    expect(lily.body.payload.tickets.map((t) => t.billNumber)).toEqual([900_002]);
  });

  it('covers the days asked for', async () => {
    const res = await manager.get<TicketsByStaff>(
      url(ids.mai, luxe, `&type=FROM-TO&startDate=03-13-2001&endDate=${DAY_MDY}`),
    );
    expect(res.body.payload.tickets.map((t) => t.billNumber)).toEqual([900_004, 900_002, 900_001, 900_000]);
    expect(res.body.payload).toMatchObject({ from: '2001-03-13', to: DAY });
  });

  it("answers 404 for another salon, or another salon's staff member", async () => {
    expect((await manager.get(url(ids.mai, polished))).status).toBe(404);
    const res = await manager.get(url(ids.polishedStaff));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('There is no such staff member in this salon.');
  });

  it.each([
    ['a start date alone', `&startDate=${DAY_MDY}`, 'type=FROM-TO'],
    [
      'an end before the start',
      `&type=FROM-TO&startDate=${DAY_MDY}&endDate=03-13-2001`,
      'The end date cannot',
    ],
    ['a YYYY-MM-DD date', `&type=FROM-TO&startDate=${DAY}&endDate=${DAY}`, 'MM-DD-YYYY'],
  ])('refuses %s with a sentence (400)', async (_, period, sentence) => {
    const res = await manager.get(url(ids.mai, luxe, period));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(sentence);
  });

  it('answers today without a period', async () => {
    const res = await manager.get<TicketsByStaff>(url(ids.mai, luxe, ''));
    expect(res.status).toBe(200);
    expect(res.body.payload.from).toBe(res.body.payload.to);
  });
});

describe('GET admin/getListReviewStaff', () => {
  it('answers a review once per technician of the ticket, newest first', async () => {
    const res = await manager.get<StaffReview[]>(REVIEWS);
    expect(res.status).toBe(200);
    const [first, second] = res.body.payload;
    expect([first?.staffId, second?.staffId].sort()).toEqual([ids.mai, ids.lily].sort());
    expect(first).toMatchObject({
      feedBack: 4,
      comment: 'Lovely colours',
      billId: bills.t2,
      billNumber: 900_002,
    });
    expect(res.body.payload.length).toBeLessThanOrEqual(200);
    expect(res.body.payload.every((r) => r.feedBack >= 1 && r.feedBack <= 5)).toBe(true);
  });
});

describe('who may ask', () => {
  it.each([
    [SUMMARY, `?from=${DAY}&to=${DAY}`],
    [DAILY, `?date=${DAY}`],
    [STAFF, ''],
    [REVIEWS, ''],
    [BY_STAFF, '?shopId=1&staffId=1'],
  ])('a technician is refused %s (403)', async (path, query) => {
    const res = await mai.get(
      `${path}${query.replace('shopId=1&staffId=1', `shopId=${luxe}&staffId=${ids.mai}`)}`,
    );
    expect(res.status).toBe(403);
  });
});
