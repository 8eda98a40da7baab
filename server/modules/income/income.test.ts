import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillDetail, IncomeReport } from '../../../src/contract/income.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import {
  addLinesAndTips,
  type FixtureLine,
  salonIn,
  staffIdOf,
} from '../../../tests/support/ticket-fixtures.ts';
import {
  appointments,
  reviews,
  staff,
  ticketDiscounts,
  ticketLines,
  tickets,
  ticketTips,
} from '../../db/schema.ts';
import { buildIncomeReport, type StaffTicket, staffShare } from './income-math.ts';

/**
 * The income API on the demo data plus a hand-made day, 2025-01-15 in San Jose (PST, UTC−8), long
 * before the demo's 121 days of tickets. Every figure of that day is computed by hand below.
 */
const LA = 'America/Los_Angeles';
const DAY = '2025-01-15';
/** Local wall-clock time on (or near) the fixture day in San Jose, as an instant (PST is UTC−8). */
const pst = (date: string, hms: string) => new Date(`${date}T${hms}-08:00`);

const MAI = '5550100002'; // Technician at Luxe, 60 % commission
const LILY = '5550101003'; // Senior Technician at Luxe
const TINA = '5550101004'; // Nail Tech at Luxe
const KIM = '5550100001'; // Admin at Luxe (and staff at Polished)

const INCOME = '/api/v1/report/getBillByStaff';
const DETAIL = '/api/v1/report/getBillDetailV2';

let server: TestServer;
let mai: TestClient;
let lily: TestClient;
let tina: TestClient;
let manager: TestClient;
let luxe = 0;
let polished = 0;
const ids = { mai: 0, lily: 0, tina: 0 };
/** Fixture tickets by name. */
const t: Record<string, number> = {};

const db = () => server.database.db;

const staffId = (shopId: number, phone: string) => staffIdOf(db(), shopId, phone);

interface FixtureTicket {
  name: string;
  bill: number;
  customerName?: string;
  customerPhone?: string;
  appointment?: boolean;
  status?: 'OPEN' | 'CLOSED';
  closedAt: Date | null;
  voided?: boolean;
  lines: FixtureLine[];
  tips?: { staff: number; amount: number }[];
  discounts?: { source: 'OWNER' | 'STAFF'; staff: number | null; amount: number }[];
  review?: { star: number; comment: string };
  totals?: { subTotal: number; discount: number; express: number; tax: number; tip: number; total: number };
}

async function insertTicket(f: FixtureTicket): Promise<void> {
  const checkinAt = new Date((f.closedAt ?? pst(DAY, '12:00:00')).getTime() - 3_600_000);
  let appointmentId: number | null = null;
  if (f.appointment) {
    const [a] = await db()
      .insert(appointments)
      .values({
        shopId: luxe,
        staffId: ids.mai,
        status: 3,
        startAt: checkinAt,
        endAt: checkinAt,
        createdAt: checkinAt,
        updatedAt: checkinAt,
      })
      .returning({ id: appointments.id });
    appointmentId = a?.id ?? null;
  }
  const totals = f.totals ?? { subTotal: 0, discount: 0, express: 0, tax: 0, tip: 0, total: 0 };
  const [row] = await db()
    .insert(tickets)
    .values({
      shopId: luxe,
      billNumber: f.bill,
      customerName: f.customerName ?? 'Ann Lee',
      customerPhone: f.customerPhone ?? '',
      appointmentId,
      status: f.status ?? 'CLOSED',
      checkinAt,
      createdAt: checkinAt,
      closedAt: f.closedAt,
      voidedAt: f.voided ? f.closedAt : null,
      subTotalCents: totals.subTotal,
      discountCents: totals.discount,
      expressCents: totals.express,
      taxCents: totals.tax,
      tipCents: totals.tip,
      totalCents: totals.total,
      cardFeeBps: 300,
    })
    .returning({ id: tickets.id });
  const id = row?.id ?? 0;
  t[f.name] = id;
  await addLinesAndTips(db(), id, f.lines, f.tips);
  if (f.discounts?.length)
    await db()
      .insert(ticketDiscounts)
      .values(
        f.discounts.map((d) => ({ ticketId: id, source: d.source, staffId: d.staff, amountCents: d.amount })),
      );
  if (f.review)
    await db()
      .insert(reviews)
      .values({ shopId: luxe, ticketId: id, createdAt: checkinAt, ...f.review });
}

beforeAll(async () => {
  server = await startTestServer({ otpLimitPerPhone: 100 });
  luxe = await salonIn(db(), LA);
  polished = await salonIn(db(), 'America/Chicago');
  ids.mai = await staffId(luxe, MAI);
  ids.lily = await staffId(luxe, LILY);
  ids.tina = await staffId(luxe, TINA);

  const fixtures: FixtureTicket[] = [
    {
      // Two technicians, a product, tips for both, an owner discount and a staff discount each.
      name: 'shared',
      bill: 900_001,
      customerPhone: '4085550101',
      appointment: true,
      closedAt: pst(DAY, '10:15:30'),
      lines: [
        { staff: ids.mai, name: 'Gel Manicure', price: 3500, supply: 150 },
        { staff: ids.lily, name: 'Spa Pedicure', price: 4500, supply: 200 },
        { kind: 'PRODUCT', staff: null, name: 'Cuticle Oil', price: 1200 },
      ],
      tips: [
        { staff: ids.mai, amount: 700 },
        { staff: ids.lily, amount: 900 },
      ],
      discounts: [
        { source: 'OWNER', staff: null, amount: 500 },
        { source: 'STAFF', staff: ids.mai, amount: 300 },
        { source: 'STAFF', staff: ids.lily, amount: 200 },
      ],
      review: { star: 4, comment: 'Lovely work' },
      // 9200 − 1000 + tax 113 (9.38 % of the 12.00 product) + tips 1600.
      totals: { subTotal: 9200, discount: 1000, express: 0, tax: 113, tip: 1600, total: 9913 },
    },
    {
      // A walk-in at the last second of the day: two services, no tip.
      name: 'walkIn',
      bill: 900_002,
      customerName: 'WALL-IN',
      closedAt: pst(DAY, '23:59:59'),
      lines: [
        { staff: ids.mai, name: 'Manicure', price: 2000, supply: 100 },
        { staff: ids.mai, name: 'Nail Art', price: 1556, supply: 75 },
      ],
    },
    {
      // An express line: the surcharge is not a sale of the technician's.
      name: 'express',
      bill: 900_003,
      customerName: 'Bea Cruz',
      closedAt: pst(DAY, '15:00:00'),
      lines: [{ staff: ids.mai, name: 'Acrylic Fill', price: 2500, express: 500 }],
      tips: [{ staff: ids.mai, amount: 450 }],
      review: { star: 5, comment: '' },
    },
    {
      // Closed at midnight starting the day, but free: total 0, hidden with its supply and discount.
      name: 'free',
      bill: 900_004,
      closedAt: pst(DAY, '00:00:00'),
      lines: [{ staff: ids.mai, name: 'Nail Repair', price: 0, supply: 50 }],
      discounts: [{ source: 'STAFF', staff: ids.mai, amount: 100 }],
    },
    // Outside the day, voided, open, or without a service line of Mai's: none of these count.
    {
      name: 'nextDay',
      bill: 900_005,
      closedAt: pst('2025-01-16', '00:00:00'),
      lines: [{ staff: ids.mai, name: 'Manicure', price: 9900 }],
    },
    {
      name: 'dayBefore',
      bill: 900_006,
      closedAt: pst('2025-01-14', '23:59:59'),
      lines: [{ staff: ids.mai, name: 'Manicure', price: 9800 }],
    },
    {
      name: 'voided',
      bill: 900_007,
      closedAt: pst(DAY, '12:00:00'),
      voided: true,
      lines: [{ staff: ids.mai, name: 'Manicure', price: 9700 }],
      tips: [{ staff: ids.mai, amount: 1000 }],
    },
    {
      name: 'open',
      bill: 900_008,
      status: 'OPEN',
      closedAt: null,
      lines: [{ staff: ids.mai, name: 'Manicure', price: 9600 }],
    },
    {
      name: 'lilyOnly',
      bill: 900_009,
      closedAt: pst(DAY, '13:00:00'),
      lines: [
        { staff: ids.lily, name: 'Pedicure', price: 4000 },
        { kind: 'PRODUCT', staff: ids.mai, name: 'Hand Cream', price: 1500 },
      ],
      tips: [{ staff: ids.mai, amount: 300 }],
      discounts: [{ source: 'STAFF', staff: ids.mai, amount: 250 }],
    },
  ];
  for (const f of fixtures) await insertTicket(f);

  mai = new TestClient(server.url);
  lily = new TestClient(server.url);
  tina = new TestClient(server.url);
  manager = new TestClient(server.url);
  await signIn(mai, MAI);
  await signIn(lily, LILY);
  await signIn(tina, TINA);
  await signIn(manager, KIM, (r) => r.positionName === 'Admin');
});
afterAll(async () => {
  await server?.close();
});

const rangeUrl = (staff: number, from: string, to: string) =>
  `${INCOME}?type=RANGE&staffId=${staff}&startDate=${from}&endDate=${to}`;

/** The fixture day's report of Mai, computed by hand. */
const maiOnTheDay = (): IncomeReport => ({
  // (35.00 + 7.00) + (20.00 + 15.56) + (25.00 + 4.50)
  totalAmount: 107.06,
  // Sales 35.00 + 35.56 + 25.00 = 95.56; × 60 % = 57.336 → 57.34.
  commission: 57.34,
  tip: 11.5,
  discount: 3,
  supply: 3.25,
  totalTickets: 3,
  totalBooking: 1,
  from: DAY,
  to: DAY,
  tickets: [
    {
      id: t.walkIn ?? 0,
      billNumber: 900_002,
      customerName: 'WALL-IN',
      star: 0,
      tip: 0,
      supply: 1.75,
      total: 35.56,
      create: '01/15/2025 11:59:59 PM',
    },
    {
      id: t.express ?? 0,
      billNumber: 900_003,
      customerName: 'Bea Cruz',
      star: 5,
      tip: 4.5,
      supply: 0,
      total: 29.5,
      create: '01/15/2025 03:00:00 PM',
    },
    {
      id: t.shared ?? 0,
      billNumber: 900_001,
      customerName: 'Ann Lee',
      star: 4,
      tip: 7,
      supply: 1.5,
      total: 42,
      create: '01/15/2025 10:15:30 AM',
    },
  ],
});

describe('GET report/getBillByStaff', () => {
  it('answers every figure of a hand-computed day exactly', async () => {
    const res = await mai.get<IncomeReport>(rangeUrl(ids.mai, DAY, DAY));
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual(maiOnTheDay());
  });

  it('gives the other technician of a shared ticket only their part', async () => {
    const res = await lily.get<IncomeReport>(rangeUrl(ids.lily, DAY, DAY));
    expect(res.status).toBe(200);
    // Shared ticket: 45.00 + tip 9.00; lilyOnly: 40.00. Commission 85.00 × 65 % = 55.25.
    expect(res.body.payload).toMatchObject({
      totalAmount: 94,
      commission: 55.25,
      tip: 9,
      discount: 2,
      supply: 2,
      totalTickets: 2,
      totalBooking: 1,
    });
    expect(res.body.payload.tickets.map((x) => x.billNumber)).toEqual([900_009, 900_001]);
  });

  it('lets a manager read any staff member of the salon, with the same figures', async () => {
    const res = await manager.get<IncomeReport>(rangeUrl(ids.mai, DAY, DAY));
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual(maiOnTheDay());
    const outside = await manager.get(rangeUrl(await staffId(polished, '5550100004'), DAY, DAY));
    expect(outside.status).toBe(404);
  });

  it("refuses a staff member another's income (403)", async () => {
    const res = await mai.get(rangeUrl(ids.lily, DAY, DAY));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can only see your own income.');
  });

  it('follows new tips and reviews at once (the cache is dropped by their writes)', async () => {
    const url = rangeUrl(ids.mai, DAY, DAY);
    expect((await mai.get<IncomeReport>(url)).body.payload.tip).toBe(11.5);
    const walkIn = t.walkIn ?? 0;
    await db().insert(ticketTips).values({ ticketId: walkIn, staffId: ids.mai, amountCents: 333 });
    await db()
      .insert(reviews)
      .values({ shopId: luxe, ticketId: walkIn, star: 2, comment: 'Slow', createdAt: pst(DAY, '23:59:59') });
    // On PostgreSQL a write made beside the server reaches its caches a moment after the commit.
    await server.changes.settled();
    const after = (await mai.get<IncomeReport>(url)).body.payload;
    expect(after.tip).toBe(14.83);
    expect(after.totalAmount).toBe(110.39);
    expect(after.tickets[0]).toMatchObject({ billNumber: 900_002, tip: 3.33, total: 38.89, star: 2 });
    await db()
      .delete(ticketTips)
      .where(and(eq(ticketTips.ticketId, walkIn), eq(ticketTips.staffId, ids.mai)));
    await db().delete(reviews).where(eq(reviews.ticketId, walkIn));
    await server.changes.settled();
    expect((await mai.get<IncomeReport>(url)).body.payload).toEqual(maiOnTheDay());
  });

  it('DAY and WEEK answer today and this Monday-to-Sunday week in the salon zone', async () => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', { timeZone: LA, year: 'numeric', month: '2-digit', day: '2-digit' })
        .formatToParts(server.clock.now())
        .map((p) => [p.type, p.value]),
    );
    const today = `${parts.year}-${parts.month}-${parts.day}`;
    const day = await mai.get<IncomeReport>(`${INCOME}?type=DAY&staffId=${ids.mai}`);
    expect(day.status).toBe(200);
    expect(day.body.payload).toMatchObject({ from: today, to: today });
    // DAY and WEEK ignore dates the app may still send.
    const week = await mai.get<IncomeReport>(
      `${INCOME}?type=WEEK&staffId=${ids.mai}&startDate=2020-01-01&endDate=2020-01-02`,
    );
    expect(week.status).toBe(200);
    const { from, to } = week.body.payload;
    const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
    expect(utc(from).getUTCDay()).toBe(1);
    expect((utc(to).getTime() - utc(from).getTime()) / 86_400_000).toBe(6);
    expect(from <= today && today <= to).toBe(true);
    expect(week.body.payload.totalTickets).toBeGreaterThanOrEqual(day.body.payload.totalTickets);
  });

  it('matches the reference arithmetic on 120 days of demo tickets (multi-technician, discounts)', async () => {
    const res = await mai.get<IncomeReport>(`${INCOME}?type=DAY&staffId=${ids.mai}`);
    const to = res.body.payload.to;
    const from = new Date(new Date(`${to}T00:00:00Z`).getTime() - 119 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const report = await mai.get<IncomeReport>(rangeUrl(ids.mai, from, to));
    expect(report.status).toBe(200);
    expect(report.body.payload.totalTickets).toBeGreaterThan(50);

    // The reference: whole tickets read plainly, shared out by staffShare.
    const start = new Date(`${from}T12:00:00Z`).getTime() - 86_400_000;
    const range = {
      start: new Date(start),
      end: new Date(new Date(`${to}T12:00:00Z`).getTime() + 86_400_000),
    };
    const rows = await db()
      .select()
      .from(tickets)
      .where(
        and(
          eq(tickets.shopId, luxe),
          isNotNull(tickets.closedAt),
          gte(tickets.closedAt, range.start),
          lt(tickets.closedAt, range.end),
        ),
      );
    const idsOf = rows.map((r) => r.id);
    const [lines, tips, discounts, stars] = await Promise.all([
      db().select().from(ticketLines).where(inArray(ticketLines.ticketId, idsOf)),
      db().select().from(ticketTips).where(inArray(ticketTips.ticketId, idsOf)),
      db().select().from(ticketDiscounts).where(inArray(ticketDiscounts.ticketId, idsOf)),
      db().select().from(reviews).where(inArray(reviews.ticketId, idsOf)),
    ]);
    // Local midnight starting `from` … local midnight ending `to`, whatever the DST offset of each.
    const period = { start: localMidnight(from), end: localMidnight(nextDay(to)) };
    const shares = rows
      .map((r) =>
        staffShare(
          {
            ...r,
            lines: lines.filter((l) => l.ticketId === r.id),
            tips: tips.filter((x) => x.ticketId === r.id),
            discounts: discounts.filter((d) => d.ticketId === r.id),
            star: stars.find((s) => s.ticketId === r.id)?.star ?? null,
          },
          ids.mai,
          period,
        ),
      )
      .filter((x): x is StaffTicket => x !== null);
    const [me] = await db().select({ bps: staff.commissionBps }).from(staff).where(eq(staff.id, ids.mai));
    expect(report.body.payload).toEqual(buildIncomeReport(shares, me?.bps ?? 0, { from, to }, LA));
    // The demo has tickets shared by technicians and staff discounts: the check is not vacuous.
    expect(shares.some((s) => s.discountCents > 0)).toBe(true);
  });

  it('refuses bad input with 400 and a clear message', async () => {
    const bad = async (query: string, message: string | RegExp) => {
      const res = await mai.get(`${INCOME}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe(1000);
      expect(res.body.message).toMatch(message);
    };
    const me = `staffId=${ids.mai}`;
    await bad(`type=MONTH&${me}`, /type: .*DAY, WEEK or RANGE/);
    await bad(
      `type=RANGE&${me}&startDate=2025-1-15&endDate=2025-01-15`,
      'startDate: Date must be YYYY-MM-DD',
    );
    await bad(
      `type=RANGE&${me}&startDate=01-15-2025&endDate=2025-01-15`,
      'startDate: Date must be YYYY-MM-DD',
    );
    await bad(
      `type=RANGE&${me}&startDate=2025-02-30&endDate=2025-03-01`,
      'startDate is not a day on the calendar',
    );
    await bad(`type=RANGE&${me}&startDate=${DAY}&endDate=${DAY}&page=2`, 'Unrecognized key: "page"');
    await bad(`type=RANGE&${me}&startDate=2024-01-01&endDate=2025-01-01`, 'at most 366 days');
    await bad(
      `type=RANGE&${me}&startDate=2025-01-16&endDate=2025-01-15`,
      'The end date cannot be before the start date',
    );
    await bad(`type=RANGE&${me}&startDate=${DAY}`, 'A RANGE needs both startDate and endDate');
    await bad('type=DAY&staffId=abc', /staffId/);
    await bad('type=DAY', /staffId/);
    // 366 days is the limit, not over it.
    expect((await mai.get(rangeUrl(ids.mai, '2024-01-01', '2024-12-31'))).status).toBe(200);
  });

  it('needs a session (401)', async () => {
    const res = await new TestClient(server.url).get(`${INCOME}?type=DAY&staffId=${ids.mai}`);
    expect(res.status).toBe(401);
  });
});

describe('GET report/getBillDetailV2', () => {
  const maiShare = () => ({ staffId: ids.mai, name: 'Mai Pham', serviceAmount: 35, tipAmount: 7 });
  const lilyShare = () => ({ staffId: ids.lily, name: 'Lily Tran', serviceAmount: 45, tipAmount: 9 });
  const sharedDetail = (phone: string, tipShares: BillDetail['tipShares']): BillDetail => ({
    billNumber: 900_001,
    billId: t.shared ?? 0,
    services: [
      { serviceName: 'Gel Manicure', technician: 'Mai Pham', staffId: ids.mai, price: 35 },
      { serviceName: 'Spa Pedicure', technician: 'Lily Tran', staffId: ids.lily, price: 45 },
      { serviceName: 'Cuticle Oil', technician: '', staffId: null, price: 12 },
    ],
    customer: { name: 'Ann Lee', phone },
    payment: { strCreateDate: '01/15/2025 10:15:30' },
    subTotal: 92,
    discount: 10,
    expressAmount: 0,
    tax: 1.13,
    tip: 16,
    total: 99.13,
    cashDiscountCredit: 3,
    reviews: { star: 4, comment: 'Lovely work' },
    status: 'CLOSED',
    strCheckinDate: '01/15/2025 09:15:30',
    voidReason: null,
    cardFee: 0,
    payments: [],
    tipShares,
    refunded: 0,
    refundable: 99.13,
    history: [],
  });

  it('shows a ticket the staff member worked on, with its review and the phone masked', async () => {
    const res = await mai.get<BillDetail>(`${DETAIL}?billId=${t.shared}`);
    expect(res.status).toBe(200);
    // A staff member sees only their own share of the tip.
    expect(res.body.payload).toEqual(sharedDetail('0101', [maiShare()]));
    // The other technician of the ticket may read it too.
    expect((await lily.get(`${DETAIL}?billId=${t.shared}`)).status).toBe(200);
  });

  it('shows a manager any ticket of the salon with the full phone', async () => {
    const res = await manager.get<BillDetail>(`${DETAIL}?billId=${t.shared}`);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual(sharedDetail('4085550101', [maiShare(), lilyShare()]));
  });

  it('answers reviews: null for a ticket without a review', async () => {
    const res = await mai.get<BillDetail>(`${DETAIL}?billId=${t.walkIn}`);
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      billNumber: 900_002,
      customer: { name: 'WALL-IN', phone: '' },
      payment: { strCreateDate: '01/15/2025 23:59:59' },
      reviews: null,
    });
  });

  it('matches the stored review of demo tickets, reviewed or not', async () => {
    const mine = await db()
      .selectDistinct({ id: ticketLines.ticketId })
      .from(ticketLines)
      .where(eq(ticketLines.staffId, ids.mai))
      .limit(60);
    const stored = await db()
      .select()
      .from(reviews)
      .where(
        inArray(
          reviews.ticketId,
          mine.map((m) => m.id),
        ),
      );
    const reviewed = stored.find((r) => r.comment !== '');
    const unreviewed = mine.find((m) => !stored.some((r) => r.ticketId === m.id));
    if (!reviewed || !unreviewed) throw new Error('the demo should have reviewed and unreviewed tickets');
    const a = await mai.get<BillDetail>(`${DETAIL}?billId=${reviewed.ticketId}`);
    expect(a.body.payload.reviews).toEqual({ star: reviewed.star, comment: reviewed.comment });
    const b = await mai.get<BillDetail>(`${DETAIL}?billId=${unreviewed.id}`);
    expect(b.status).toBe(200);
    expect(b.body.payload.reviews).toBeNull();
  });

  it('refuses a ticket the staff member has no line on (403), even with a tip of theirs on it', async () => {
    const res = await tina.get(`${DETAIL}?billId=${t.shared}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can only see the tickets you worked on.');
    const lilyOnly = t.lilyOnly ?? 0;
    await db().insert(ticketTips).values({ ticketId: lilyOnly, staffId: ids.tina, amountCents: 100 });
    try {
      expect((await tina.get(`${DETAIL}?billId=${lilyOnly}`)).status).toBe(403);
    } finally {
      await db()
        .delete(ticketTips)
        .where(and(eq(ticketTips.ticketId, lilyOnly), eq(ticketTips.staffId, ids.tina)));
    }
    // A product line of hers counts as work on the ticket.
    expect((await mai.get(`${DETAIL}?billId=${lilyOnly}`)).status).toBe(200);
  });

  it('answers 404 for an unknown bill or a bill of another salon', async () => {
    const unknown = await mai.get(`${DETAIL}?billId=999999999`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no such ticket in this salon.');
    const [other] = await db()
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.shopId, polished))
      .limit(1);
    expect((await manager.get(`${DETAIL}?billId=${other?.id}`)).status).toBe(404);
    expect((await mai.get(`${DETAIL}?billId=${other?.id}`)).status).toBe(404);
  });

  it('refuses a malformed bill id (400)', async () => {
    expect((await mai.get(`${DETAIL}?billId=abc`)).status).toBe(400);
    expect((await mai.get(DETAIL)).status).toBe(400);
    expect((await mai.get(`${DETAIL}?billId=1&x=2`)).status).toBe(400);
  });
});

/** Local midnight starting a day in San Jose, found with Intl (independent of the code under test). */
function localMidnight(iso: string): Date {
  for (const offset of [8, 7]) {
    const guess = new Date(`${iso}T0${offset}:00:00Z`);
    const h = new Intl.DateTimeFormat('en-US', { timeZone: LA, hour: '2-digit', hourCycle: 'h23' }).format(
      guess,
    );
    if (h === '00') return guess;
  }
  throw new Error(`no midnight for ${iso}`);
}

const nextDay = (iso: string) =>
  new Date(new Date(`${iso}T12:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
