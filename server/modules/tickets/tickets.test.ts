import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillDetail, IncomeReport } from '../../../src/contract/income.ts';
import type { Overview } from '../../../src/contract/overview.ts';
import type { ClosedTicketsPage } from '../../../src/contract/tickets.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import {
  addLinesAndTips,
  type FixtureLine,
  salonIn,
  staffIdOf,
} from '../../../tests/support/ticket-fixtures.ts';
import {
  customers,
  staff,
  ticketChanges,
  ticketPayments,
  ticketRefunds,
  tickets,
  ticketTips,
} from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';
import { EventBus, STAFF_INCOME_PREFIX } from '../../realtime/bus.ts';
import { OPEN_REFUSAL, VOIDED_REFUSAL } from './service.ts';

/**
 * The manager ticket tools against a real server: every fixture ticket is made here, on pinned days of
 * February 2025 in San Jose (PST, UTC−8), long before the demo's tickets, so nothing depends on today.
 */
const LA = 'America/Los_Angeles';
const pst = (date: string, hms: string) => new Date(`${date}T${hms}-08:00`);

const LIST = '/api/v1/report/getBillV2';
const DETAIL = '/api/v1/report/getBillDetailV2';
const TIP = '/api/v1/bill/updateTipStaff';
const VOID = '/api/v1/bill/void';
const REFUND = '/api/v1/bill/refund';
const UPDATE = '/api/v1/bill/update';

let server: TestServer;
const bus = new EventBus();
let manager: TestClient;
let mai: TestClient;
let otherManager: TestClient;
let luxe = 0;
let polished = 0;
const ids = { mai: 0, lily: 0, tina: 0, kim: 0 };
let nextBill = 800_001;

const db = () => server.database.db;

const staffId = (shopId: number, phone: string) => staffIdOf(db(), shopId, phone);

interface Fixture {
  day?: string;
  closed?: string;
  shopId?: number;
  status?: 'OPEN' | 'CLOSED';
  voided?: boolean;
  customerName?: string;
  customerPhone?: string;
  lines: FixtureLine[];
  tips?: { staff: number; amount: number }[];
  tax?: number;
  payments?: { method: string; amount: number; last4?: string }[];
}

/**
 * A ticket as checkout writes it: subTotal the lines, total = subTotal + tax + tips, paid in full by
 * card unless `payments` says otherwise, card fee 3 % of the card payments.
 */
async function makeTicket(f: Fixture): Promise<number> {
  const closedAt = pst(f.day ?? '2025-02-12', f.closed ?? '10:00:00');
  const subTotal = f.lines.reduce((sum, l) => sum + l.price, 0);
  const tip = (f.tips ?? []).reduce((sum, t) => sum + t.amount, 0);
  const total = subTotal + (f.tax ?? 0) + tip;
  const payments = f.payments ?? [{ method: 'CREDIT_CARD', amount: total, last4: '4242' }];
  const card = payments.filter((p) => p.method === 'CREDIT_CARD').reduce((sum, p) => sum + p.amount, 0);
  const open = f.status === 'OPEN';
  const [row] = await db()
    .insert(tickets)
    .values({
      shopId: f.shopId ?? luxe,
      billNumber: nextBill++,
      customerName: f.customerName ?? 'Ann Lee',
      customerPhone: f.customerPhone ?? '4085550101',
      status: open ? 'OPEN' : 'CLOSED',
      checkinAt: new Date(closedAt.getTime() - 3_600_000),
      createdAt: new Date(closedAt.getTime() - 3_600_000),
      closedAt: open ? null : closedAt,
      voidedAt: f.voided ? closedAt : null,
      voidReason: f.voided ? 'Entered twice' : null,
      subTotalCents: subTotal,
      taxCents: f.tax ?? 0,
      tipCents: tip,
      totalCents: total,
      cardFeeBps: 300,
      cardFeeCents: open ? 0 : Math.round((card * 300) / 10_000),
    })
    .returning({ id: tickets.id });
  const id = row?.id ?? 0;
  await addLinesAndTips(db(), id, f.lines, f.tips);
  if (!open)
    await db()
      .insert(ticketPayments)
      .values(
        payments.map((p) => ({
          ticketId: id,
          method: p.method,
          amountCents: p.amount,
          last4: p.last4 ?? null,
        })),
      );
  await server.changes.settled();
  return id;
}

/** Mai's Gel Manicure and Lily's Spa Pedicure with a product, tipped 7.00 and 9.00: total 109.13. */
const sharedTicket = (extra: Partial<Fixture> = {}) =>
  makeTicket({
    lines: [
      { staff: ids.mai, name: 'Gel Manicure', price: 3500 },
      { staff: ids.lily, name: 'Spa Pedicure', price: 4500 },
      { kind: 'PRODUCT', staff: null, name: 'Cuticle Oil', price: 1200 },
    ],
    tips: [
      { staff: ids.mai, amount: 700 },
      { staff: ids.lily, amount: 900 },
    ],
    tax: 113,
    ...extra,
  });

/** Mai's Manicure, tipped 3.00: total 23.00. */
const maiTicket = (extra: Partial<Fixture> = {}) =>
  makeTicket({
    lines: [{ staff: ids.mai, name: 'Manicure', price: 2000 }],
    tips: [{ staff: ids.mai, amount: 300 }],
    ...extra,
  });

/** Live messages by staff id, as the bus delivered them. */
const heard = new Map<number, { type: string; billId: number }[]>();

beforeAll(async () => {
  server = await startTestServer({ bus });
  luxe = await salonIn(db(), LA);
  polished = await salonIn(db(), 'America/Chicago');
  ids.mai = await staffId(luxe, DEMO_PHONES.technician1);
  ids.lily = await staffId(luxe, '5550101003');
  ids.tina = await staffId(luxe, '5550101004');
  ids.kim = await staffId(luxe, DEMO_PHONES.twoSalons);
  for (const id of [ids.mai, ids.lily, ids.tina]) {
    heard.set(id, []);
    bus.subscribe(`${STAFF_INCOME_PREFIX}${id}`, (body) => heard.get(id)?.push(JSON.parse(body)));
  }
  manager = new TestClient(server.url);
  await signIn(manager, DEMO_PHONES.twoSalons, (r) => r.shopId === luxe);
  mai = new TestClient(server.url);
  await signIn(mai, DEMO_PHONES.technician1);
  otherManager = new TestClient(server.url);
  await signIn(otherManager, DEMO_PHONES.admin2);
});
afterAll(async () => {
  await server?.close();
});

const put = <T>(client: TestClient, path: string, json: unknown, key?: string) =>
  client.request<T>('PUT', path, { json, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
const post = <T>(client: TestClient, path: string, json: unknown, key?: string) =>
  client.post<T>(path, json, key ? { 'idempotency-key': key } : undefined);
const detailOf = async (billId: number, client = manager) =>
  (await client.get<BillDetail>(`${DETAIL}?billId=${billId}`)).body.payload;

/** Sets a ticket's tip as the split-tip screen sends it: shares as [staffId, dollars]. */
const setTip = (billId: number, totalTip: number, shares: [number, number][], splitMethod?: string) =>
  put<BillDetail>(manager, TIP, {
    billId,
    totalTip,
    data: shares.map(([staffId, tipAmount]) => ({ staffId, tipAmount })),
    ...(splitMethod ? { splitMethod } : {}),
  });

async function refused(
  answer: Promise<{ status: number; body: { message: string } }>,
  status: number,
  message: string | RegExp,
): Promise<void> {
  const { status: got, body } = await answer;
  expect(got, body.message).toBe(status);
  expect(body.message).toMatch(message);
}

describe('GET report/getBillV2 (a day of closed tickets)', () => {
  const DAY = '2025-02-05';
  const list = (query: string, client = manager) =>
    client.get<ClosedTicketsPage>(`${LIST}?startTime=${DAY}&type=CLOSE&${query}`);
  const made: number[] = [];

  beforeAll(async () => {
    // 12 tickets closed on the day (the first at its first second, the last at its last), one voided,
    // one still open, and one on each neighbouring day.
    for (let i = 0; i < 12; i++) {
      const closed = i === 0 ? '00:00:00' : i === 11 ? '23:59:59' : `${String(8 + i).padStart(2, '0')}:30:00`;
      made.push(await maiTicket({ day: DAY, closed, voided: i === 3 }));
    }
    await maiTicket({ day: DAY, status: 'OPEN' });
    await maiTicket({ day: '2025-02-04', closed: '23:59:59' });
    await maiTicket({ day: '2025-02-06', closed: '00:00:00' });
  });

  it('pages the day newest first, voided tickets marked, with the page count', async () => {
    const first = await list('page=1&limit=5');
    expect(first.status).toBe(200);
    expect(first.body.payload).toMatchObject({ day: DAY, page: 1, totalPage: 3, totalItems: 12 });
    const all = [
      ...first.body.payload.tickets,
      ...(await list('page=2&limit=5')).body.payload.tickets,
      ...(await list('page=3&limit=5')).body.payload.tickets,
    ];
    expect(all.map((t) => t.billId)).toEqual([...made].reverse());
    expect(all[0]).toEqual({
      billId: made[11],
      billNumber: expect.any(Number),
      customerName: 'Ann Lee',
      strTime: '11:59 PM',
      strCheckinTime: '10:59 PM',
      total: 23,
      tip: 3,
      refunded: 0,
      status: 'CLOSED',
    });
    expect(all.at(-1)).toMatchObject({ billId: made[0], strTime: '12:00 AM', strCheckinTime: '11:00 PM' });
    expect(all.filter((t) => t.status === 'VOID').map((t) => t.billId)).toEqual([made[3]]);
  });

  it('answers an empty page past the end, and one page for a day without tickets', async () => {
    const past = await list('page=4&limit=5');
    expect(past.status).toBe(200);
    expect(past.body.payload).toEqual({ day: DAY, page: 4, totalPage: 3, totalItems: 12, tickets: [] });
    const none = await manager.get<ClosedTicketsPage>(
      `${LIST}?startTime=2025-02-07&type=CLOSE&page=1&limit=10`,
    );
    expect(none.body.payload).toEqual({
      day: '2025-02-07',
      page: 1,
      totalPage: 1,
      totalItems: 0,
      tickets: [],
    });
  });

  it('follows a change at once (the kept page is dropped) and lists only the salon of the session', async () => {
    expect((await list('page=1&limit=1')).body.payload.tickets[0]?.refunded).toBe(0);
    await post(manager, REFUND, { billId: made[11], amount: 4.5, reason: 'Chipped' });
    expect((await list('page=1&limit=1')).body.payload.tickets[0]).toMatchObject({ refunded: 4.5 });
    const other = await list('page=1&limit=10', otherManager);
    expect(other.status).toBe(200);
    expect(other.body.payload.tickets.filter((t) => made.includes(t.billId))).toEqual([]);
  });

  it('refuses a technician (403) and bad input (400)', async () => {
    await refused(list('page=1&limit=10', mai), 403, 'Only managers can do this.');
    await refused(
      manager.get(`${LIST}?startTime=2025-02-30&type=CLOSE&page=1&limit=10`),
      400,
      'startTime is not a day on the calendar',
    );
    await refused(
      manager.get(`${LIST}?startTime=${DAY}&type=OPEN&page=1&limit=10`),
      400,
      'type must be CLOSE',
    );
    await refused(list('page=0&limit=10'), 400, 'page');
    await refused(list('page=1&limit=101'), 400, 'limit');
    await refused(list('page=1'), 400, 'limit');
  });
});

describe('GET report/getBillDetailV2 (shares, payments, refunds, history)', () => {
  it('shows a manager every share, the payments and the card fee; a technician only their own share', async () => {
    const billId = await sharedTicket({ day: '2025-02-10', closed: '14:05:09' });
    const detail = await detailOf(billId);
    expect(detail).toMatchObject({
      status: 'CLOSED',
      strCheckinDate: '02/10/2025 13:05:09',
      payment: { strCreateDate: '02/10/2025 14:05:09' },
      voidReason: null,
      total: 109.13,
      tip: 16,
      cardFee: 3.27, // 3 % of 109.13
      payments: [{ method: 'CREDIT_CARD', amount: 109.13, last4: '4242' }],
      tipShares: [
        { staffId: ids.mai, name: 'Mai Pham', serviceAmount: 35, tipAmount: 7 },
        { staffId: ids.lily, name: 'Lily Tran', serviceAmount: 45, tipAmount: 9 },
      ],
      refunded: 0,
      refundable: 109.13,
      history: [],
    });
    await post(manager, REFUND, { billId, amount: 9.13, reason: 'Polish chipped' });
    const staffView = await detailOf(billId, mai);
    expect(staffView.tipShares).toEqual([
      { staffId: ids.mai, name: 'Mai Pham', serviceAmount: 35, tipAmount: 7 },
    ]);
    expect(staffView.history).toEqual([]);
    expect(staffView).toMatchObject({ refunded: 9.13, refundable: 100 });
  });

  it('answers an open ticket as OPEN, with nothing to refund', async () => {
    const billId = await maiTicket({ status: 'OPEN' });
    expect(await detailOf(billId)).toMatchObject({ status: 'OPEN', refundable: 0, payments: [] });
  });
});

describe('PUT bill/updateTipStaff', () => {
  it('stores the new shares, moves the total, the card payment and the fee, and records the change', async () => {
    const billId = await sharedTicket();
    const before = heard.get(ids.lily)?.length ?? 0;
    const res = await setTip(
      billId,
      20,
      [
        [ids.mai, 8],
        [ids.lily, 12],
      ],
      'PERCENT',
    );
    expect(res.status, res.body.message).toBe(200);
    const d = res.body.payload;
    expect(d).toMatchObject({
      tip: 20,
      total: 113.13, // 109.13 − 16.00 + 20.00
      cardFee: 3.39, // 3 % of 113.13
      payments: [{ method: 'CREDIT_CARD', amount: 113.13, last4: '4242' }],
      tipShares: [
        { staffId: ids.mai, tipAmount: 8 },
        { staffId: ids.lily, tipAmount: 12 },
      ],
      refundable: 113.13,
    });
    expect(d.history).toEqual([
      {
        kind: 'TIP',
        at: expect.any(Number),
        by: 'Kim Nguyen',
        before: 16,
        after: 20,
        method: 'PERCENT',
        note: 'Mai Pham $8.00, Lily Tran $12.00',
      },
    ]);
    expect(Math.abs((d.history[0]?.at ?? 0) - server.clock.now().getTime())).toBeLessThan(60_000);
    // Both technicians are told, once.
    expect(heard.get(ids.lily)?.slice(before)).toEqual([
      expect.objectContaining({ type: 'tip-changed', billId }),
    ]);
  });

  it('settles shares within $0.02 of the tip on the largest shares, a cent each, so they add up to the tip exactly', async () => {
    const billId = await sharedTicket();
    const res = await setTip(billId, 10, [
      [ids.mai, 3.34],
      [ids.lily, 6.68],
    ]);
    expect(res.status, res.body.message).toBe(200);
    // 10.02 assigned: a cent back from each, the larger share first.
    expect(res.body.payload.tipShares.map((s) => s.tipAmount)).toEqual([3.33, 6.67]);
    expect(res.body.payload).toMatchObject({ tip: 10, total: 103.13 });
    const stored = await db().select().from(ticketTips).where(eq(ticketTips.ticketId, billId));
    expect(stored.reduce((sum, t) => sum + t.amountCents, 0)).toBe(1000);
    expect(res.body.payload.history[0]).toMatchObject({ method: 'MANUAL', before: 16, after: 10 });
  });

  it('refuses shares that miss the tip by more than $0.02, with the spec sentence', async () => {
    const billId = await sharedTicket();
    await refused(
      setTip(billId, 10, [
        [ids.mai, 6],
        [ids.lily, 3.97],
      ]),
      400,
      'Total assigned tips ($9.97) must equal total tip amount ($10.00)',
    );
    expect(await detailOf(billId)).toMatchObject({ tip: 16, history: [] });
  });

  it('refuses a staff member not on the ticket, one missing, one listed twice, and a negative share', async () => {
    const billId = await sharedTicket();
    const cases: [shares: [staffId: number, tipAmount: number][], refusal: string | RegExp][] = [
      [
        [
          [ids.mai, 7],
          [ids.lily, 4],
          [ids.tina, 5],
        ],
        'Tina Le is not on this ticket.',
      ],
      [
        [
          [ids.mai, 7],
          [2_000_000_000, 9],
        ],
        'Staff member 2000000000 is not on this ticket.',
      ],
      [[[ids.mai, 16]], 'Every staff member on the ticket needs a share: Lily Tran is missing.'],
      [
        [
          [ids.mai, 7],
          [ids.mai, 0],
          [ids.lily, 9],
        ],
        'Mai Pham is listed more than once.',
      ],
      [
        [
          [ids.mai, -1],
          [ids.lily, 17],
        ],
        /data.*tipAmount.*A share of the tip cannot be negative/,
      ],
    ];
    for (const [shares, refusal] of cases) {
      await refused(setTip(billId, 16, shares), 400, refusal);
    }
    expect(await detailOf(billId)).toMatchObject({ tip: 16, history: [] });
  });

  it('refuses a tip past $99,999.99 or with a fraction of a cent, naming the field, and changes nothing', async () => {
    const billId = await maiTicket();
    const cases: [totalTip: number, share: number, refusal: RegExp][] = [
      // What a person typing 99999999 sent: once a 500 from the payments' integer column.
      [99_999_999, 99_999_999, /totalTip: The tip can be at most \$99,999\.99\./],
      [21_474_836.47, 21_474_836.47, /totalTip: The tip can be at most \$99,999\.99\./],
      [5, 100_000, /data\.0\.tipAmount: A share of the tip can be at most \$99,999\.99\./],
      [0.001, 0.001, /totalTip: The tip must be in whole cents/],
      [1e-9, 1e-9, /totalTip: The tip must be in whole cents/],
    ];
    for (const [totalTip, share, refusal] of cases) {
      await refused(setTip(billId, totalTip, [[ids.mai, share]]), 400, refusal);
    }
    expect(await detailOf(billId)).toMatchObject({ tip: 3, total: 23, history: [] });
  });

  it('refuses a tip that would take the total past $99,999.99 (400), so no stored amount can overflow', async () => {
    // $99,990.00 of services tipped $3.00: a tip of $9.99 keeps the total at $99,999.99, $10.00 is a cent past.
    const billId = await makeTicket({
      lines: [{ staff: ids.mai, name: 'Every service', price: 9_999_000 }],
      tips: [{ staff: ids.mai, amount: 300 }],
    });
    await refused(
      setTip(billId, 10, [[ids.mai, 10]]),
      400,
      "With this tip the ticket's total would be $100000.00. The ticket's total can be at most $99,999.99.",
    );
    await refused(
      setTip(await maiTicket(), 99_999.99, [[ids.mai, 99_999.99]]),
      400,
      "With this tip the ticket's total would be $100019.99.",
    );
    const res = await setTip(billId, 9.99, [[ids.mai, 9.99]]);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload).toMatchObject({ tip: 9.99, total: 99_999.99 });
  });

  it('defaults to SINGLE for the only staff member and takes a lower tip off a split payment', async () => {
    const billId = await maiTicket({
      payments: [
        { method: 'CREDIT_CARD', amount: 300, last4: '1111' },
        { method: 'CASH', amount: 2000 },
      ],
    });
    const res = await setTip(billId, 0, [[ids.mai, 0]]);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload).toMatchObject({
      tip: 0,
      total: 20,
      // The card slip held the tip: it goes to 0, nothing is left to take from the cash.
      payments: [
        { method: 'CREDIT_CARD', amount: 0, last4: '1111' },
        { method: 'CASH', amount: 20, last4: null },
      ],
      cardFee: 0,
      tipShares: [{ staffId: ids.mai, tipAmount: 0 }],
    });
    expect(res.body.payload.history[0]).toMatchObject({ method: 'SINGLE', before: 3, after: 0 });
  });

  it('refuses a voided or open ticket (409), and a tip that would take the total below the refunds', async () => {
    const voided = await maiTicket({ voided: true });
    const tip = (billId: number, amount: number) => setTip(billId, amount, [[ids.mai, amount]]);
    await refused(tip(voided, 5), 409, VOIDED_REFUSAL);
    await refused(tip(await maiTicket({ status: 'OPEN' }), 5), 409, OPEN_REFUSAL);
    const refundedInFull = await maiTicket();
    expect((await post(manager, REFUND, { billId: refundedInFull, amount: 23, reason: '' })).status).toBe(
      200,
    );
    await refused(
      tip(refundedInFull, 2),
      409,
      "The ticket's total cannot go below what was already refunded ($23.00).",
    );
    expect((await tip(refundedInFull, 4)).status).toBe(200);
  });
});

describe('POST bill/void', () => {
  it('voids once, with the reason, and refuses a second void', async () => {
    const billId = await maiTicket();
    const res = await post<BillDetail>(manager, VOID, { billId, reason: '  Rang up twice  ' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload).toMatchObject({ status: 'VOID', voidReason: 'Rang up twice', refundable: 0 });
    expect(res.body.payload.history).toEqual([
      expect.objectContaining({
        kind: 'VOID',
        by: 'Kim Nguyen',
        before: null,
        after: null,
        method: null,
        note: 'Rang up twice',
      }),
    ]);
    expect(heard.get(ids.mai)?.at(-1)).toMatchObject({ type: 'status-changed', billId });
    await refused(post(manager, VOID, { billId, reason: 'Again' }), 409, 'This ticket is already voided.');
    await refused(
      post(manager, VOID, { billId: await maiTicket({ status: 'OPEN' }), reason: 'x' }),
      409,
      OPEN_REFUSAL,
    );
    await refused(post(manager, VOID, { billId, reason: '   ' }), 400, 'Please enter reason');
  });
});

describe('POST bill/refund', () => {
  it('adds partial refunds up and never refunds more than is left', async () => {
    const billId = await maiTicket(); // total 23.00
    const first = await post<BillDetail>(manager, REFUND, { billId, amount: 10, reason: 'Chipped nail' });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.payload).toMatchObject({ refunded: 10, refundable: 13, total: 23 });
    const second = await post<BillDetail>(manager, REFUND, { billId, amount: 0.5, reason: '' });
    expect(second.body.payload).toMatchObject({ refunded: 10.5, refundable: 12.5 });
    await refused(
      post(manager, REFUND, { billId, amount: 12.51, reason: '' }),
      409,
      'Only $12.50 is left to refund on this ticket.',
    );
    expect((await post(manager, REFUND, { billId, amount: 12.5, reason: 'The rest' })).status).toBe(200);
    await refused(
      post(manager, REFUND, { billId, amount: 0.01, reason: '' }),
      409,
      'Nothing is left to refund on this ticket.',
    );
    const d = await detailOf(billId);
    expect(d.history.map((h) => [h.kind, h.before, h.after, h.note])).toEqual([
      ['REFUND', 0, 10, 'Chipped nail'],
      ['REFUND', 10, 10.5, ''],
      ['REFUND', 10.5, 23, 'The rest'],
    ]);
    const rows = await db().select().from(ticketRefunds).where(eq(ticketRefunds.ticketId, billId));
    expect(rows.map((r) => r.amountCents)).toEqual([1000, 50, 1250]);
    expect(heard.get(ids.mai)?.at(-1)).toMatchObject({ type: 'refunded', billId });
  });

  it('never refunds more than the total, whatever the concurrency (the ticket is locked)', async () => {
    const billId = await maiTicket(); // total 23.00
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post(manager, REFUND, { billId, amount: 10, reason: 'Race' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    expect((await detailOf(billId)).refunded).toBe(20);
    expect(await db().select().from(ticketRefunds).where(eq(ticketRefunds.ticketId, billId))).toHaveLength(2);
  });

  it('refuses a voided or open ticket (409) and an amount of 0 (400)', async () => {
    await refused(
      post(manager, REFUND, { billId: await maiTicket({ voided: true }), amount: 1, reason: '' }),
      409,
      VOIDED_REFUSAL,
    );
    await refused(
      post(manager, REFUND, { billId: await maiTicket({ status: 'OPEN' }), amount: 1, reason: '' }),
      409,
      OPEN_REFUSAL,
    );
    await refused(
      post(manager, REFUND, { billId: await maiTicket(), amount: 0, reason: '' }),
      400,
      'The refund must be more than $0.00',
    );
  });

  it('refuses a fraction of a cent (once a $0.00 refund recorded as 200) and an amount past $99,999.99', async () => {
    const billId = await maiTicket();
    const cases: [amount: number, refusal: string][] = [
      [1e-9, 'amount: The refund must be in whole cents (at most 2 decimals).'],
      [0.001, 'amount: The refund must be in whole cents (at most 2 decimals).'],
      [12.345, 'amount: The refund must be in whole cents (at most 2 decimals).'],
      [100_000, 'amount: The refund can be at most $99,999.99.'],
      [-5, 'amount: The refund cannot be negative.'],
    ];
    for (const [amount, refusal] of cases) {
      await refused(post(manager, REFUND, { billId, amount, reason: '' }), 400, refusal);
    }
    expect(await db().select().from(ticketRefunds).where(eq(ticketRefunds.ticketId, billId))).toEqual([]);
    expect(await detailOf(billId)).toMatchObject({ refunded: 0, history: [] });
  });
});

describe('PUT bill/update (the ticket customer)', () => {
  it("corrects the name and phone, links the salon's customer with that phone, and records what changed", async () => {
    const [mary] = await db()
      .insert(customers)
      .values({
        shopId: luxe,
        fullName: 'Mary Smith',
        phone: '4085550199',
        createdAt: pst('2025-01-01', '09:00:00'),
      })
      .returning({ id: customers.id });
    const billId = await maiTicket({ customerName: 'WALL-IN', customerPhone: '' });
    const res = await put<BillDetail>(manager, UPDATE, {
      billId,
      customerName: ' Mary Smith ',
      customerPhone: '4085550199',
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload.customer).toEqual({ name: 'Mary Smith', phone: '4085550199' });
    expect(res.body.payload.history).toEqual([
      expect.objectContaining({
        kind: 'UPDATE',
        note: 'Customer Walk-In → Mary Smith; Phone none → 4085550199',
      }),
    ]);
    const [row] = await db()
      .select({ customerId: tickets.customerId })
      .from(tickets)
      .where(eq(tickets.id, billId));
    expect(row?.customerId).toBe(mary?.id);

    // A phone of nobody in the salon: no record linked. The same again: nothing changes, nothing recorded.
    const other = { billId, customerName: 'Jane Doe', customerPhone: '4085550000' };
    const again = await put<BillDetail>(manager, UPDATE, other);
    expect(again.body.payload.history.at(-1)?.note).toBe(
      'Customer Mary Smith → Jane Doe; Phone 4085550199 → 4085550000',
    );
    const [unlinked] = await db()
      .select({ customerId: tickets.customerId })
      .from(tickets)
      .where(eq(tickets.id, billId));
    expect(unlinked?.customerId).toBeNull();
    expect((await put<BillDetail>(manager, UPDATE, other)).body.payload.history).toHaveLength(2);
    expect(heard.get(ids.mai)?.at(-1)).toMatchObject({ type: 'customer-changed', billId });
  });

  it('refuses a voided ticket (409) and bad input (400)', async () => {
    const update = (billId: number, customerName: string, customerPhone: string) =>
      put(manager, UPDATE, { billId, customerName, customerPhone });
    await refused(update(await maiTicket({ voided: true }), 'Jane Doe', ''), 409, VOIDED_REFUSAL);
    const billId = await maiTicket();
    await refused(update(billId, '  ', ''), 400, 'Your input is required');
    await refused(update(billId, 'Jane Doe', '408555'), 400, 'Please enter the correct format');
  });
});

describe('every ticket tool', () => {
  const writes = (billId: number) => [
    { method: 'PUT', path: TIP, json: { billId, totalTip: 5, data: [{ staffId: ids.mai, tipAmount: 5 }] } },
    { method: 'POST', path: REFUND, json: { billId, amount: 1, reason: 'r' } },
    { method: 'PUT', path: UPDATE, json: { billId, customerName: 'Jane Doe', customerPhone: '' } },
    { method: 'POST', path: VOID, json: { billId, reason: 'r' } },
  ];

  it('refuses a technician (403), even on their own ticket, and changes nothing', async () => {
    const billId = await maiTicket();
    for (const w of writes(billId)) {
      await refused(mai.request(w.method, w.path, { json: w.json }), 403, 'Only managers can do this.');
    }
    expect(await db().select().from(ticketChanges).where(eq(ticketChanges.ticketId, billId))).toEqual([]);
  });

  it("answers 404 for another salon's ticket and for no ticket", async () => {
    const theirs = await makeTicket({
      shopId: polished,
      lines: [{ staff: await staffId(polished, DEMO_PHONES.technician2), name: 'Manicure', price: 2000 }],
    });
    for (const w of [...writes(theirs), ...writes(2_000_000_000)]) {
      await refused(
        manager.request(w.method, w.path, { json: w.json }),
        404,
        'There is no such ticket in this salon.',
      );
    }
    await refused(manager.get(`${DETAIL}?billId=${theirs}`), 404, 'There is no such ticket in this salon.');
  });

  it('applies a repeat with the same Idempotency-Key once: one change, one history row, the same answer', async () => {
    const billId = await maiTicket();
    for (const [i, w] of writes(billId).entries()) {
      const key = `ticket-tools-${billId}-${i}`;
      const told = heard.get(ids.mai)?.length ?? 0;
      const first = await manager.request(w.method, w.path, {
        json: w.json,
        headers: { 'idempotency-key': key },
      });
      const second = await manager.request(w.method, w.path, {
        json: w.json,
        headers: { 'idempotency-key': key },
      });
      expect(first.status, `${w.path}: ${first.body.message}`).toBe(200);
      expect(second.status).toBe(200);
      expect(second.headers.get('idempotent-replay')).toBe('true');
      expect(second.body).toEqual(first.body);
      // Told once, by the first request only.
      expect((heard.get(ids.mai)?.length ?? 0) - told, w.path).toBe(1);
    }
    const history = await db().select().from(ticketChanges).where(eq(ticketChanges.ticketId, billId));
    expect(history.map((h) => h.kind)).toEqual(['TIP', 'REFUND', 'UPDATE', 'VOID']);
    expect(await db().select().from(ticketRefunds).where(eq(ticketRefunds.ticketId, billId))).toHaveLength(1);
  });
});

describe('reports after a tip change, a void and a refund', () => {
  const DAY = '2025-02-20';
  const overview = async () =>
    (
      await manager.get<Overview>(
        '/api/v1/admin/overview?type=FROM-TO&startDate=02-20-2025&endDate=02-20-2025',
      )
    ).body.payload;
  const income = async () =>
    (
      await mai.get<IncomeReport>(
        `/api/v1/report/getBillByStaff?type=RANGE&staffId=${ids.mai}&startDate=${DAY}&endDate=${DAY}`,
      )
    ).body.payload;

  it('agree with the ticket lines to the cent', async () => {
    // A: Mai 35.00 + Lily 45.00 + a 12.00 product, tips 7.00 / 9.00. B: Mai 20.00, tip 3.00.
    // C: Mai 30.00, tip 5.00 (to be voided). D: Lily 50.00 + Mai 10.00, tips 5.00 / 2.00, total 67.00.
    const a = await sharedTicket({ day: DAY, closed: '10:00:00' });
    await maiTicket({ day: DAY, closed: '11:00:00' });
    const c = await makeTicket({
      day: DAY,
      closed: '12:00:00',
      lines: [{ staff: ids.mai, name: 'Pedicure', price: 3000 }],
      tips: [{ staff: ids.mai, amount: 500 }],
    });
    const d = await makeTicket({
      day: DAY,
      closed: '13:00:00',
      lines: [
        { staff: ids.lily, name: 'Acrylic Fill', price: 5000 },
        { staff: ids.mai, name: 'Nail Art', price: 1000 },
      ],
      tips: [
        { staff: ids.lily, amount: 500 },
        { staff: ids.mai, amount: 200 },
      ],
    });
    // Before: gross 92.00 + 20.00 + 30.00 + 60.00; Mai's part (35+7) + (20+3) + (30+5) + (10+2).
    expect((await overview()).grossSale).toBe(202);
    expect((await income()).totalAmount).toBe(112);

    expect(
      (
        await setTip(a, 20, [
          [ids.mai, 8],
          [ids.lily, 12],
        ])
      ).status,
    ).toBe(200);
    expect((await post(manager, VOID, { billId: c, reason: 'Wrong ticket' })).status).toBe(200);
    // 13.40 of D's 67.00 is a fifth: a fifth of its 60.00 of lines (12.00) comes off the sale,
    // shared by price: 10.00 from the Acrylic Fill, 2.00 from the Nail Art.
    expect((await post(manager, REFUND, { billId: d, amount: 13.4, reason: 'Lifted' })).status).toBe(200);

    const o = await overview();
    expect(o).toMatchObject({
      grossSale: 160, // 92.00 + 20.00 + (60.00 − 12.00); C is void
      walkIn: 160,
      services: 148, // 35 + 45 + 20 + 40 + 8
      products: 12,
      giftCard: 0,
      totalCustomer: 3,
    });
    expect(o.serviceDetails.map((s) => [s.serviceName, s.totalAmount])).toEqual([
      ['Spa Pedicure', 45],
      ['Acrylic Fill', 40],
      ['Gel Manicure', 35],
      ['Manicure', 20],
      ['Nail Art', 8],
    ]);

    // Mai: A (35.00 + the new 8.00), B (20.00 + 3.00), D (10.00 + 2.00: refunds leave her pay alone);
    // C is void. Commission 60 % of 65.00.
    const [me] = await db().select({ bps: staff.commissionBps }).from(staff).where(eq(staff.id, ids.mai));
    expect(me?.bps).toBe(6000);
    const r = await income();
    expect(r).toMatchObject({ totalAmount: 78, tip: 13, commission: 39, totalTickets: 3 });
    expect(r.tickets.map((t) => [t.id, t.tip, t.total])).toEqual([
      [d, 2, 12],
      [expect.any(Number), 3, 23],
      [a, 8, 43],
    ]);
  });
});
