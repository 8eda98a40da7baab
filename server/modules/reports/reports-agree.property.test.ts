import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomeReport } from '../../../src/contract/income.ts';
import type { StaffDaily, SummaryReport, TicketsByStaff } from '../../../src/contract/manager-reports.ts';
import type { Overview } from '../../../src/contract/overview.ts';
import type { SalaryReport } from '../../../src/contract/salaries.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import {
  addFixtureTicket,
  type FixtureLine,
  salonIn,
  staffIdOf,
} from '../../../tests/support/ticket-fixtures.ts';
import { ticketDiscounts, ticketLines, ticketPayments, tickets, ticketTips } from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';
import { dayNumber, isoDayOf, startOfDayIn, wallClockInstant } from '../../time/calendar-day.ts';

/**
 * One source of truth for money (docs/reports.md): random sequences of tickets closed (several
 * technicians, every payment method, discounts by the salon and by staff), tip changes, voids and refunds
 * (through the real ticket tools), then random periods. After every write a report is asked (so the
 * server's kept days are warm and then partly stale); at the end of each sequence the summary report, the
 * overview, each technician's income, the staff daily figures and tickets by staff are checked against a
 * sum made from scratch here from the stored rows, to the cent. Each sequence has its own 14 days of 2001
 * and later in San Jose (the first crosses the start of daylight saving), long before the demo's tickets,
 * so the dates are the test's own.
 */
const LA = 'America/Los_Angeles';
const WINDOW_DAYS = 14;
const FIRST_WINDOW = dayNumber(2001, 3, 25);
const METHODS = ['CREDIT_CARD', 'CASH', 'GIFT_CARD', 'CHECK_OTHER', 'POINT'] as const;

let server: TestServer;
let manager: TestClient;
let luxe = 0;
let techs: number[] = [];
let nextBill = 700_000;
let windows = 0;

const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  manager = new TestClient(server.url);
  luxe = await salonIn(db(), LA);
  await signIn(manager, DEMO_PHONES.twoSalons, (r) => r.shopId === luxe);
  techs = await Promise.all(
    [DEMO_PHONES.technician1, '5550101003', '5550101004'].map((p) => staffIdOf(db(), luxe, p)),
  );
});

afterAll(async () => {
  await server?.close();
});

// ---- what a sequence does ----

interface LineSpec {
  kind: 'SERVICE' | 'PRODUCT' | 'GIFT_CARD';
  tech: number;
  price: number;
  supply: number;
}
interface CloseOp {
  op: 'close';
  day: number;
  minute: number;
  lines: LineSpec[];
  tips: number[];
  ownerDiscount: number;
  staffDiscount: number;
  staffDiscountTech: number;
  tax: number;
  cardFeeBps: number;
  /** How the total is paid: weights per method (at least one part). */
  split: { method: (typeof METHODS)[number]; weight: number }[];
}
interface TipOp {
  op: 'tip';
  ticket: number;
  shares: number[];
}
interface VoidOp {
  op: 'void';
  ticket: number;
}
interface RefundOp {
  op: 'refund';
  ticket: number;
  /** A share of what is left to refund, in thousandths. */
  part: number;
}
type Op = CloseOp | TipOp | VoidOp | RefundOp;

const lineSpec = fc.record({
  kind: fc.constantFrom<LineSpec['kind']>('SERVICE', 'SERVICE', 'SERVICE', 'PRODUCT', 'GIFT_CARD'),
  tech: fc.nat(2),
  price: fc.integer({ min: 0, max: 20_000 }),
  supply: fc.integer({ min: 0, max: 500 }),
});
const closeOp: fc.Arbitrary<CloseOp> = fc.record({
  op: fc.constant('close' as const),
  day: fc.nat(WINDOW_DAYS - 1),
  minute: fc.nat(24 * 60 - 1),
  lines: fc.array(lineSpec, { minLength: 1, maxLength: 4 }),
  tips: fc.array(fc.integer({ min: 0, max: 3_000 }), { minLength: 3, maxLength: 3 }),
  ownerDiscount: fc.integer({ min: 0, max: 1_500 }),
  staffDiscount: fc.integer({ min: 0, max: 1_000 }),
  staffDiscountTech: fc.nat(2),
  tax: fc.integer({ min: 0, max: 1_000 }),
  cardFeeBps: fc.integer({ min: 0, max: 400 }),
  split: fc.array(
    fc.record({ method: fc.constantFrom(...METHODS), weight: fc.integer({ min: 1, max: 5 }) }),
    {
      minLength: 1,
      maxLength: 3,
    },
  ),
});
const ops: fc.Arbitrary<Op[]> = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: closeOp },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('tip' as const),
        ticket: fc.nat(20),
        shares: fc.array(fc.integer({ min: 0, max: 2_500 }), { minLength: 3, maxLength: 3 }),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('void' as const), ticket: fc.nat(20) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        op: fc.constant('refund' as const),
        ticket: fc.nat(20),
        part: fc.integer({ min: 1, max: 1000 }),
      }),
    },
  ),
  { minLength: 1, maxLength: 8 },
);
const period = fc.tuple(
  fc.integer({ min: -2, max: WINDOW_DAYS + 1 }),
  fc.integer({ min: 0, max: WINDOW_DAYS + 3 }),
);

/** Closes a ticket as checkout would: its discounts never more than its lines, its total paid in parts. */
async function close(op: CloseOp, firstDay: number): Promise<number> {
  const lines: FixtureLine[] = op.lines.map((l) => ({
    kind: l.kind,
    staff: l.kind === 'SERVICE' ? (techs[l.tech] ?? null) : null,
    name: l.kind === 'SERVICE' ? `Service ${l.tech}` : l.kind,
    price: l.price,
    supply: l.kind === 'SERVICE' ? l.supply : 0,
  }));
  const workers = [...new Set(lines.flatMap((l) => (l.staff === null ? [] : [l.staff])))];
  const subTotal = lines.reduce((s, l) => s + l.price, 0);
  const owner = Math.min(op.ownerDiscount, subTotal);
  const byStaff = Math.min(op.staffDiscount, subTotal - owner);
  const discounts = [
    ...(owner > 0 ? [{ source: 'OWNER' as const, staff: null, amount: owner }] : []),
    ...(byStaff > 0
      ? [{ source: 'STAFF' as const, staff: techs[op.staffDiscountTech] ?? null, amount: byStaff }]
      : []),
  ];
  const tips = workers.map((staff, i) => ({ staff, amount: op.tips[i] ?? 0 })).filter((t) => t.amount > 0);
  const total = subTotal - owner - byStaff + op.tax + tips.reduce((s, t) => s + t.amount, 0);
  const weights = op.split.reduce((s, p) => s + p.weight, 0);
  let paid = 0;
  const payments = op.split.map((p, i) => {
    const amount = i === op.split.length - 1 ? total - paid : Math.floor((total * p.weight) / weights);
    paid += amount;
    return { method: p.method, amount };
  });
  return addFixtureTicket(db(), {
    shopId: luxe,
    billNumber: nextBill++,
    closedAt: wallClockInstant(firstDay + op.day, op.minute, LA),
    lines,
    tips,
    discounts,
    tax: op.tax,
    payments,
    cardFeeBps: op.cardFeeBps,
  });
}

/** A write through the ticket tools (refusals are part of the game: a voided ticket refuses every change). */
async function apply(op: Op, made: number[], firstDay: number): Promise<void> {
  if (op.op === 'close') {
    made.push(await close(op, firstDay));
    return;
  }
  const billId = made[op.ticket % Math.max(1, made.length)];
  if (billId === undefined) return;
  const [row] = await db()
    .select()
    .from(tickets)
    .where(inArray(tickets.id, [billId]));
  if (!row) throw new Error('a ticket of the sequence is gone');
  if (op.op === 'void') {
    const res = await manager.post('/api/v1/bill/void', { billId, reason: 'Entered twice' });
    expect(res.status, res.body.message).toBe(row.voidedAt === null ? 200 : 409);
    return;
  }
  if (op.op === 'refund') {
    const left = row.totalCents - row.refundedCents;
    if (left <= 0 || row.voidedAt !== null) return;
    const amount = Math.max(1, Math.floor((left * op.part) / 1000));
    const res = await manager.post('/api/v1/bill/refund', {
      billId,
      amount: amount / 100,
      reason: 'Chipped',
    });
    expect(res.status, res.body.message).toBe(200);
    return;
  }
  const lines = await db()
    .select()
    .from(ticketLines)
    .where(inArray(ticketLines.ticketId, [billId]));
  const workers = [
    ...new Set(lines.flatMap((l) => (l.kind === 'SERVICE' && l.staffId !== null ? [l.staffId] : []))),
  ];
  if (workers.length === 0) return;
  const data = workers.map((staffId, i) => ({ staffId, tipAmount: (op.shares[i] ?? 0) / 100 }));
  const totalTip = workers.reduce((s, _, i) => s + (op.shares[i] ?? 0), 0);
  const res = await manager.request('PUT', '/api/v1/bill/updateTipStaff', {
    json: { billId, totalTip: totalTip / 100, data, splitMethod: 'MANUAL' },
  });
  const refused = row.voidedAt !== null || row.totalCents - row.tipCents + totalTip < row.refundedCents;
  expect(res.status, res.body.message).toBe(refused ? 409 : 200);
}

// ---- the sums from scratch, over the stored rows ----

interface Stored {
  closedAt: Date;
  voided: boolean;
  total: number;
  tip: number;
  refunded: number;
  fee: number;
  lines: { kind: string; staff: number | null; price: number; supply: number }[];
  tips: Map<number, number>;
  discounts: { source: string; staff: number | null; amount: number }[];
  payments: { method: string; amount: number }[];
}

async function stored(ids: readonly number[]): Promise<Stored[]> {
  if (ids.length === 0) return [];
  const [rows, lines, tips, discounts, payments] = await Promise.all([
    db()
      .select()
      .from(tickets)
      .where(inArray(tickets.id, [...ids])),
    db()
      .select()
      .from(ticketLines)
      .where(inArray(ticketLines.ticketId, [...ids])),
    db()
      .select()
      .from(ticketTips)
      .where(inArray(ticketTips.ticketId, [...ids])),
    db()
      .select()
      .from(ticketDiscounts)
      .where(inArray(ticketDiscounts.ticketId, [...ids])),
    db()
      .select()
      .from(ticketPayments)
      .where(inArray(ticketPayments.ticketId, [...ids])),
  ]);
  return rows.map((t) => ({
    closedAt: t.closedAt ?? new Date(0),
    voided: t.voidedAt !== null,
    total: t.totalCents,
    tip: t.tipCents,
    refunded: t.refundedCents,
    fee: t.cardFeeCents,
    lines: lines
      .filter((l) => l.ticketId === t.id)
      .map((l) => ({ kind: l.kind, staff: l.staffId, price: l.priceCents, supply: l.supplyCents })),
    tips: new Map(tips.filter((x) => x.ticketId === t.id).map((x) => [x.staffId, x.amountCents])),
    discounts: discounts
      .filter((d) => d.ticketId === t.id)
      .map((d) => ({ source: d.source, staff: d.staffId, amount: d.amountCents })),
    payments: payments
      .filter((p) => p.ticketId === t.id)
      .map((p) => ({ method: p.method, amount: p.amountCents })),
  }));
}

/** round(a × b ÷ c), halves up, for whole a, b ≥ 0 and c > 0. */
const mulDivRound = (a: number, b: number, c: number) => Math.floor((2 * a * b + c) / (2 * c));
const sumOf = <T>(items: readonly T[], f: (t: T) => number) => items.reduce((s, t) => s + f(t), 0);
const dollars = (cents: number) => Math.round(cents) / 100;

function expectedSummary(all: readonly Stored[], from: Date, to: Date, iso: { from: string; to: string }) {
  const within = all.filter((t) => t.closedAt >= from && t.closedAt < to);
  const sold = within.filter((t) => !t.voided);
  const kind = (t: Stored, k: string) => sumOf(t.lines, (l) => (l.kind === k ? l.price : 0));
  const paid = (t: Stored, m: string) => sumOf(t.payments, (p) => (p.method === m ? p.amount : 0));
  const lines = (t: Stored) => sumOf(t.lines, (l) => l.price);
  const refund = (t: Stored) =>
    t.refunded <= 0 || t.total <= 0
      ? 0
      : t.refunded >= t.total
        ? lines(t)
        : mulDivRound(lines(t), t.refunded, t.total);
  const cardTip = (t: Stored) => Math.max(0, Math.min(t.tip, paid(t, 'CREDIT_CARD')));
  const service = sumOf(sold, (t) => kind(t, 'SERVICE'));
  const products = sumOf(sold, (t) => kind(t, 'PRODUCT'));
  const gifts = sumOf(sold, (t) => kind(t, 'GIFT_CARD'));
  const refunds = sumOf(sold, refund);
  const total = service + products + gifts - refunds;
  const owner = sumOf(sold, (t) => sumOf(t.discounts, (d) => (d.source === 'OWNER' ? d.amount : 0)));
  const fees = sumOf(sold, (t) => t.fee);
  const net = total - owner - fees;
  const card = sumOf(sold, (t) => paid(t, 'CREDIT_CARD'));
  return {
    totalTickets: sold.length,
    totalService: dollars(service),
    totalProducts: dollars(products),
    totalGiftSold: dollars(gifts),
    totalTip: dollars(sumOf(sold, (t) => t.tip)),
    totalDiscountOwner: dollars(owner),
    totalDiscountEmployee: dollars(
      sumOf(sold, (t) => sumOf(t.discounts, (d) => (d.source === 'STAFF' ? d.amount : 0))),
    ),
    totalRefund: dollars(refunds),
    totalVoided: dollars(sumOf(within, (t) => (t.voided ? t.total : 0))),
    profit: dollars(Math.max(0, net)),
    loss: dollars(Math.max(0, -net)),
    creditCard: dollars(card),
    cash: dollars(sumOf(sold, (t) => paid(t, 'CASH'))),
    gitCard: dollars(sumOf(sold, (t) => paid(t, 'GIFT_CARD'))),
    checkOther: dollars(sumOf(sold, (t) => paid(t, 'CHECK_OTHER'))),
    rewardPoint: dollars(sumOf(sold, (t) => paid(t, 'POINT'))),
    totalSalesCC: dollars(card - sumOf(sold, cardTip)),
    totalFees: dollars(fees),
    totalCashDiscountTip: dollars(
      sumOf(sold, (t) => {
        const c = paid(t, 'CREDIT_CARD');
        return c > 0 && t.fee > 0 ? mulDivRound(t.fee, cardTip(t), c) : 0;
      }),
    ),
    total: dollars(total),
    from: iso.from,
    to: iso.to,
  } satisfies SummaryReport;
}

/** A technician's part of the tickets sold in [from, to): their service lines, supply, tips and discounts. */
function techPart(all: readonly Stored[], tech: number, from: Date, to: Date) {
  const sold = all.filter((t) => !t.voided && t.closedAt >= from && t.closedAt < to);
  const mine = sold.filter((t) => t.lines.some((l) => l.kind === 'SERVICE' && l.staff === tech));
  const service = (t: Stored) =>
    sumOf(t.lines, (l) => (l.kind === 'SERVICE' && l.staff === tech ? l.price : 0));
  return {
    tickets: mine.length,
    sales: sumOf(mine, service),
    supply: sumOf(mine, (t) =>
      sumOf(t.lines, (l) => (l.kind === 'SERVICE' && l.staff === tech ? l.supply : 0)),
    ),
    tip: sumOf(mine, (t) => t.tips.get(tech) ?? 0),
    discount: sumOf(mine, (t) =>
      sumOf(t.discounts, (d) => (d.source === 'STAFF' && d.staff === tech ? d.amount : 0)),
    ),
  };
}

const mdy = (day: number) => {
  const [y, m, d] = isoDayOf(day).split('-');
  return `${m}-${d}-${y}`;
};

async function checkPeriod(made: readonly number[], first: number, last: number): Promise<void> {
  const rows = await stored(made);
  const from = startOfDayIn(first, LA);
  const to = startOfDayIn(last + 1, LA);
  const iso = { from: isoDayOf(first), to: isoDayOf(last) };
  const summary = await manager.get<SummaryReport>(`/api/v1/report/reportShop?from=${iso.from}&to=${iso.to}`);
  expect(summary.status, summary.body.message).toBe(200);
  expect(summary.body.payload).toEqual(expectedSummary(rows, from, to, iso));

  const overview = await manager.get<Overview>(
    `/api/v1/admin/overview?type=FROM-TO&startDate=${mdy(first)}&endDate=${mdy(last)}`,
  );
  expect(overview.body.payload.grossSale).toBe(summary.body.payload.total);

  // Employee Salaries: each technician's commission and tips are their Commission tab's, to the cent, and
  // every pay splits into cash and check to the cent.
  const salaries = await manager.post<SalaryReport>('/api/v1/staff/staffSalaryV2', {
    startDate: iso.from,
    endDate: iso.to,
    sort: 'desc',
  });
  expect(salaries.status, salaries.body.message).toBe(200);
  const cents = (dollars: number) => Math.round(dollars * 100);
  for (const e of salaries.body.payload.employees) {
    expect(cents(e.cash) + cents(e.check)).toBe(cents(e.total));
    expect(cents(e.ca) + cents(e.ch) + cents(e.tipToCash) + cents(e.tipToCheck)).toBe(cents(e.total));
  }
  expect(cents(salaries.body.payload.totalCash) + cents(salaries.body.payload.totalCheck)).toBe(
    sumOf(salaries.body.payload.employees, (e) => cents(e.total)),
  );

  let incomeSales = 0;
  for (const tech of techs) {
    const part = techPart(rows, tech, from, to);
    const income = await manager.get<IncomeReport>(
      `/api/v1/report/getBillByStaff?type=RANGE&staffId=${tech}&startDate=${iso.from}&endDate=${iso.to}`,
    );
    expect(income.status, income.body.message).toBe(200);
    const r = income.body.payload;
    expect([r.tip, r.supply, r.discount, Math.round((r.totalAmount - r.tip) * 100)]).toEqual([
      dollars(part.tip),
      dollars(part.supply),
      dollars(part.discount),
      part.sales,
    ]);
    const pay = salaries.body.payload.employees.find((e) => e.staffId === tech);
    expect([pay?.commissionValue, pay?.tip, pay?.sales]).toEqual([r.commission, r.tip, dollars(part.sales)]);
    incomeSales += part.sales;
    const byStaff = await manager.get<TicketsByStaff>(
      `/api/v1/admin/ticket-by-staff?shopId=${luxe}&staffId=${tech}&type=FROM-TO&startDate=${mdy(first)}&endDate=${mdy(last)}`,
    );
    expect(byStaff.status, byStaff.body.message).toBe(200);
    const closed = byStaff.body.payload.tickets.filter((t) => t.status === 'CLOSED');
    expect(closed.length).toBe(part.tickets);
    expect(sumOf(closed, (t) => Math.round(t.staffServiceAmount * 100))).toBe(part.sales);
    expect(sumOf(closed, (t) => Math.round(t.staffTip * 100))).toBe(part.tip);
  }
  // Every service line has a technician here: their income adds up to the summary's services.
  expect(dollars(incomeSales)).toBe(summary.body.payload.totalService);

  // The staff daily rows of each day with a sale add up to that day's summary.
  const saleDays = new Set<number>();
  for (const t of rows) {
    for (let day = first; day <= last; day++) {
      if (t.closedAt >= startOfDayIn(day, LA) && t.closedAt < startOfDayIn(day + 1, LA)) saleDays.add(day);
    }
  }
  for (const day of saleDays) {
    const date = isoDayOf(day);
    const [daily, daySummary] = await Promise.all([
      manager.get<StaffDaily>(`/api/report/reportStaffDaily?date=${date}`),
      manager.get<SummaryReport>(`/api/v1/report/reportShop?from=${date}&to=${date}`),
    ]);
    const dayFrom = startOfDayIn(day, LA);
    const dayTo = startOfDayIn(day + 1, LA);
    for (const tech of techs) {
      const part = techPart(rows, tech, dayFrom, dayTo);
      const row = daily.body.payload.staff.find((r) => r.id === tech);
      expect([row?.totalSaleService, row?.totalTip, row?.totalSupply, row?.totalSaleToday]).toEqual([
        dollars(part.sales),
        dollars(part.tip),
        dollars(part.supply),
        dollars(part.sales + part.tip),
      ]);
    }
    const cents = (pick: (r: StaffDaily['staff'][number]) => number) =>
      sumOf(daily.body.payload.staff, (r) => Math.round(pick(r) * 100));
    expect(dollars(cents((r) => r.totalSaleService))).toBe(daySummary.body.payload.totalService);
    expect(dollars(cents((r) => r.totalTip))).toBe(daySummary.body.payload.totalTip);
  }
}

describe('the reports agree with each other and with a sum from scratch', () => {
  it('after random closes, tip changes, voids and refunds, over random periods', async () => {
    await fc.assert(
      fc.asyncProperty(ops, period, async (sequence, [a, b]) => {
        const firstDay = FIRST_WINDOW + 20 * windows++;
        const made: number[] = [];
        for (const op of sequence) {
          await apply(op, made, firstDay);
          // A report after each write: its days are kept, then partly stale after the next write.
          const res = await manager.get<SummaryReport>(
            `/api/v1/report/reportShop?from=${isoDayOf(firstDay - 1)}&to=${isoDayOf(firstDay + WINDOW_DAYS)}`,
          );
          expect(res.status).toBe(200);
        }
        const first = firstDay + Math.min(a, b);
        const last = firstDay + Math.max(a, b);
        await checkPeriod(made, first, last);
        // The whole window too: every ticket of the sequence.
        await checkPeriod(made, firstDay - 1, firstDay + WINDOW_DAYS);
      }),
      { numRuns: 20, interruptAfterTimeLimit: 12_000, markInterruptAsFailure: false },
    );
  }, 60_000);
});
