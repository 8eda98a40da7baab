import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerDetail,
  CustomerPage,
  CustomerSummary,
  CustomerTransactions,
} from '../../../src/contract/customers.ts';
import type { Overview } from '../../../src/contract/overview.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { addFixtureTicket } from '../../../tests/support/ticket-fixtures.ts';
import { customers, reviews, shops, staff, tickets } from '../../db/schema.ts';
import { DomainError } from '../../errors.ts';
import { phoneRace } from './service.ts';

/**
 * Customers and their groups on a salon made here (no demo data): the server's today is pinned to
 * 06-15-2026 in New York, and every ticket is put on a day counted back from it.
 */
const CLOCK = new Date('2026-06-15T16:00:00Z');
const ZONE = 'America/New_York';
const ADMIN = '5550177701';
const TECH = '5550177702';
const OTHER_ADMIN = '5550177703';

/** 3 PM in New York (EDT) `back` days before the pinned day. */
const daysAgo = (back: number) => new Date(Date.UTC(2026, 5, 15 - back, 19));
const mdy = (back: number) => {
  const d = new Date(Date.UTC(2026, 5, 15 - back));
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;
};
const iso = (back: number) => new Date(Date.UTC(2026, 5, 15 - back)).toISOString().slice(0, 10);

let server: TestServer;
let admin: TestClient;
let tech: TestClient;
let salon: number;
let techId: number;
const ids: Record<string, number> = {};
let otherCustomer: number;

async function addSalon(name: string, apiKey: string): Promise<number> {
  const [row] = await server.database.db
    .insert(shops)
    .values({ apiKey, companyName: name, timezone: ZONE, createdAt: daysAgo(400) })
    .returning({ id: shops.id });
  if (!row) throw new Error('no salon');
  return row.id;
}

async function addStaff(shopId: number, phone: string, positionName: string): Promise<number> {
  const [row] = await server.database.db
    .insert(staff)
    .values({
      shopId,
      phone,
      firstName: positionName,
      lastName: 'Fixture',
      positionName,
      createdAt: daysAgo(400),
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('no staff');
  return row.id;
}

async function addCustomer(
  shopId: number,
  fullName: string,
  phone: string,
  extra: { dob?: string; points?: number } = {},
): Promise<number> {
  const [row] = await server.database.db
    .insert(customers)
    .values({
      shopId,
      fullName,
      phone,
      dob: extra.dob ?? null,
      points: extra.points ?? 0,
      createdAt: daysAgo(200),
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('no customer');
  return row.id;
}

let bill = 1;
/** A sale of $100.00 of lines (and $10.00 of tax) for a customer, `back` days ago. */
async function sale(
  customer: string | null,
  back: number,
  more: { refunded?: number; voided?: boolean; open?: boolean } = {},
) {
  const id = await addFixtureTicket(server.database.db, {
    shopId: salon,
    billNumber: bill++,
    closedAt: more.open ? null : daysAgo(back),
    lines: [
      { staff: techId, name: 'Gel Manicure', price: 6000 },
      { staff: techId, name: 'Pedicure', price: 4000 },
    ],
    tax: 1000,
    ...(more.refunded ? { refunded: more.refunded } : {}),
    ...(more.voided ? { voided: true } : {}),
    customerName: customer ?? 'WALL-IN',
  });
  if (customer) {
    await server.database.db.update(tickets).set({ customerId: ids[customer] }).where(eq(tickets.id, id));
  }
  return id;
}

beforeAll(async () => {
  server = await startTestServer({ seed: false, clockStart: CLOCK });
  salon = await addSalon('Fixture Nails', 'fixture-nails-key');
  const other = await addSalon('Other Nails', 'other-nails-key');
  await addStaff(salon, ADMIN, 'Admin');
  techId = await addStaff(salon, TECH, 'Technician');
  await addStaff(other, OTHER_ADMIN, 'Admin');

  ids.ana = await addCustomer(salon, 'Ana Loyal', '2125550001', { points: 900 });
  ids.ben = await addCustomer(salon, 'Ben Risk', '2125550002', { points: 50 });
  ids.cara = await addCustomer(salon, 'Cara Back', '2125550003', { points: 150 });
  ids.dan = await addCustomer(salon, 'Dan Birthday', '2125550004', { dob: '06/25' });
  ids.eve = await addCustomer(salon, 'Eve New', '2125550005', { dob: '05/01' });
  ids.fay = await addCustomer(salon, 'Fay Once', '2125550006');
  for (let i = 1; i <= 12; i++)
    await addCustomer(salon, `Zed ${String(i).padStart(2, '0')}`, `21255501${String(i).padStart(2, '0')}`);
  otherCustomer = await addCustomer(other, 'Olga Elsewhere', '2125550009');

  // Ana: six sales over 80 days (one half refunded), a voided one and an open one: loyal and returned.
  for (const back of [80, 60, 40, 20, 10]) await sale('ana', back);
  const reviewed = await sale('ana', 3, { refunded: 5500 });
  await server.database.db
    .insert(reviews)
    .values({ shopId: salon, ticketId: reviewed, customerId: ids.ana, star: 4, createdAt: daysAgo(3) });
  await sale('ana', 2, { voided: true });
  await sale('ana', 0, { open: true });
  // Ben: two sales, the last 40 days ago: at risk.
  await sale('ben', 70);
  await sale('ben', 40);
  // Cara: back 5 days ago after 60 days away: returned.
  await sale('cara', 65);
  await sale('cara', 5);
  // Fay: once, 10 days ago; a walk-in without a record.
  await sale('fay', 10);
  await sale(null, 1);
  await server.changes.settled();

  admin = new TestClient(server.url);
  await signIn(admin, ADMIN);
  tech = new TestClient(server.url);
  await signIn(tech, TECH);
});

afterAll(async () => {
  await server?.close();
});

const SUMMARY = '/api/customer/summary';
const GROUP = '/api/customer/filterByGroup';
const SEARCH = '/api/v1/customer/getAllCustomerAutoSearchPage';
const DETAIL = (id: number) => `/api/customer/detail/${id}`;
const HISTORY = (id: number) => `/api/customer/transactions/${id}`;
const UPDATE = '/api/v1/customer/update';

const names = (page: CustomerPage) => page.customers.map((c) => c.customerName);
const group = (body: Record<string, unknown>) => admin.post<CustomerPage>(GROUP, { page: 1, ...body });

describe('customer summary', () => {
  it("counts the salon's customers, its sales by origin and each group", async () => {
    const res = await admin.get<CustomerSummary>(SUMMARY);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload).toEqual({
      totalCustomer: 18,
      totalAppointment: 0,
      // Ana 6, Ben 2, Cara 2, Fay 1 and the walk-in: the voided and the open ticket are no sale.
      totalWalkIn: 12,
      totalReturn: 2,
      totalNotReturn: 1,
      totalBirthdayMonthly: 1,
      totalLoyalty: 1,
      // 5 × $100 + $100 less the refund's share of the lines (round(10000 × 5500 ÷ 11000) = $50), then the others.
      totalSpendAmount: 550 + 200 + 200 + 100,
      totalPoint: 1100,
    });
  });

  it("sums the asked group's spend and points", async () => {
    const res = await admin.get<CustomerSummary>(`${SUMMARY}?groupType=LOYALTY`);
    expect(res.body.payload.totalSpendAmount).toBe(550);
    expect(res.body.payload.totalPoint).toBe(900);
  });

  it("agrees with the overview's gross sale of the same tickets", async () => {
    const overview = await admin.get<Overview>(
      `/api/v1/admin/overview?type=FROM-TO&startDate=${mdy(100)}&endDate=${mdy(0)}`,
    );
    expect(overview.status, overview.body.message).toBe(200);
    const all = await group({ type: 'ALL' });
    // Every sale but the walk-in's ($100 of lines) belongs to a customer.
    expect(all.body.payload.totalSpendAmount + 100).toBe(overview.body.payload.grossSale);
  });
});

describe('customer groups', () => {
  it('loyal: five visits or more, the last within 90 days; with spend, points and the last visit', async () => {
    const res = await group({ type: 'LOYALTY' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload).toEqual({
      customers: [
        {
          customerId: ids.ana,
          customerName: 'Ana Loyal',
          customerPhone: '2125550001',
          email: '',
          createdDate: mdy(200),
          amountSpend: 550,
          point: 900,
          lastTimeVisit: mdy(3),
          numNoReturn: 3,
          numReturnDays: 7,
          dob: null,
        },
      ],
      total: 1,
      totalSpendAmount: 550,
      totalPoint: 900,
    });
  });

  it('at risk: visited, not in the last 30 days', async () => {
    const res = await group({ type: 'NO_VISIT' });
    expect(names(res.body.payload)).toEqual(['Ben Risk']);
    expect(res.body.payload.customers[0]).toMatchObject({ numNoReturn: 40, lastTimeVisit: mdy(40) });
  });

  it('returned: two visits or more, the last within 30 days, the latest first, with the days away', async () => {
    const res = await group({ type: 'BEST_RETURN' });
    expect(names(res.body.payload)).toEqual(['Ana Loyal', 'Cara Back']);
    expect(res.body.payload.customers[1]).toMatchObject({ numReturnDays: 60, lastTimeVisit: mdy(5) });
  });

  it('birthday coming: within the next 30 days', async () => {
    const res = await group({ type: 'BIRTHDAY' });
    expect(names(res.body.payload)).toEqual(['Dan Birthday']);
    expect(res.body.payload.customers[0]?.dob).toBe('06/25');
  });

  it('filters by spend, points and the last visit (a lower bound above 0 is exclusive)', async () => {
    expect(names((await group({ type: 'ALL', amountFrom: 500 })).body.payload)).toEqual(['Ana Loyal']);
    expect(names((await group({ type: 'ALL', amountFrom: 100, amountTo: 200 })).body.payload)).toEqual([
      'Ben Risk',
      'Cara Back',
    ]);
    expect(names((await group({ type: 'ALL', pointFrom: 100, pointTo: 200 })).body.payload)).toEqual([
      'Cara Back',
    ]);
    const lapsed = await group({ type: 'ALL', lastVisitFrom: iso(45), lastVisitTo: iso(35) });
    expect(names(lapsed.body.payload)).toEqual(['Ben Risk']);
    const filtered = await group({ type: 'BEST_RETURN', amountTo: 300 });
    expect(filtered.body.payload).toMatchObject({ total: 1, totalSpendAmount: 200, totalPoint: 150 });
  });

  it('refuses bounds the wrong way round with a sentence', async () => {
    for (const [body, message] of [
      [{ amountFrom: 1000, amountTo: 500 }, 'The lowest amount cannot be more than the highest.'],
      [{ pointFrom: 300, pointTo: 200 }, 'The lowest points cannot be more than the highest.'],
      [{ lastVisitFrom: iso(1), lastVisitTo: iso(10) }, 'The end date cannot be before the start date'],
    ] as const) {
      const res = await group({ type: 'LOYALTY', ...body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it('pages 10 at a time in name order, with the search', async () => {
    const first = await group({ type: 'ALL' });
    expect(first.body.payload.total).toBe(18);
    expect(first.body.payload.customers).toHaveLength(10);
    expect(names(first.body.payload).slice(0, 3)).toEqual(['Ana Loyal', 'Ben Risk', 'Cara Back']);
    const second = await group({ type: 'ALL', page: 2 });
    expect(names(second.body.payload)).toEqual([
      'Zed 05',
      'Zed 06',
      'Zed 07',
      'Zed 08',
      'Zed 09',
      'Zed 10',
      'Zed 11',
      'Zed 12',
    ]);
    expect(names((await group({ type: 'NO_VISIT', keySearch: 'ana' })).body.payload)).toEqual([]);
  });
});

describe('customer search', () => {
  it('finds by words of the name in any case, or by digits of the phone, trimmed', async () => {
    const byName = await admin.get<CustomerPage>(`${SEARCH}?keyWord=${encodeURIComponent('  cArA ')}`);
    expect(byName.status, byName.body.message).toBe(200);
    expect(names(byName.body.payload)).toEqual(['Cara Back']);
    const byDigits = await admin.get<CustomerPage>(
      `${SEARCH}?keyWord=${encodeURIComponent('(212) 555-0004')}`,
    );
    expect(names(byDigits.body.payload)).toEqual(['Dan Birthday']);
    const last4 = await admin.get<CustomerPage>(`${SEARCH}?keyWord=0006`);
    expect(names(last4.body.payload)).toEqual(['Fay Once']);
    // Another salon's customers are never found.
    const elsewhere = await admin.get<CustomerPage>(`${SEARCH}?keyWord=Olga`);
    expect(elsewhere.body.payload.total).toBe(0);
  });

  it('pages the matches', async () => {
    const page2 = await admin.get<CustomerPage>(`${SEARCH}?keyWord=zed&page=2`);
    expect(page2.body.payload.total).toBe(12);
    expect(names(page2.body.payload)).toEqual(['Zed 11', 'Zed 12']);
    const all = await admin.get<CustomerPage>(SEARCH);
    expect(all.body.payload.total).toBe(18);
  });
});

describe('customer detail and history', () => {
  it('answers the record with its figures', async () => {
    const res = await admin.get<CustomerDetail>(DETAIL(ids.ana ?? 0));
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload).toMatchObject({
      customerName: 'Ana Loyal',
      customerPhone: '2125550001',
      numVisit: 6,
      amountSpend: 550,
      point: 900,
      totalWalkIn: 6,
      totalAppointment: 0,
      lastTimeVisit: mdy(3),
      createdDate: mdy(200),
    });
  });

  it('lists the closed tickets newest first, voided ones marked, with payments and the review', async () => {
    const res = await admin.get<CustomerTransactions>(HISTORY(ids.ana ?? 0));
    expect(res.status, res.body.message).toBe(200);
    const { transactions, total } = res.body.payload;
    expect(total).toBe(7);
    expect(transactions.map((t) => t.voided)).toEqual([true, false, false, false, false, false, false]);
    expect(transactions[1]).toMatchObject({
      stars: 4,
      total: 110,
      taxes: 10,
      refunded: 55,
      serviceNames: ['Gel Manicure', 'Pedicure'],
      staffNames: ['Technician Fixture'],
      payments: [{ paymentType: 'CREDIT_CARD', amount: 110, last4Digit: null }],
      createdDate: `${mdy(3)} 03:00 PM`,
    });
  });

  it("answers 404 for another salon's customer and for no customer", async () => {
    for (const id of [otherCustomer, 2_000_000]) {
      expect((await admin.get(DETAIL(id))).status).toBe(404);
      expect((await admin.get(HISTORY(id))).status).toBe(404);
    }
  });
});

const edit = (over: Record<string, unknown> = {}) => ({
  id: ids.fay,
  fullName: 'Fay Once',
  phone: '2125550006',
  dob: '',
  email: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  ...over,
});

describe('customer update', () => {
  it('saves the fields and answers the detail', async () => {
    const res = await admin.post<CustomerDetail>(
      UPDATE,
      edit({ fullName: '  Fay Twice ', dob: '02/29', email: 'fay@example.com', city: 'Albany' }),
    );
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload).toMatchObject({
      customerName: 'Fay Twice',
      dob: '02/29',
      email: 'fay@example.com',
      city: 'Albany',
      numVisit: 1,
    });
    const search = await admin.get<CustomerPage>(`${SEARCH}?keyWord=twice`);
    expect(search.body.payload.total).toBe(1);
  });

  it("refuses a phone another customer of the salon has, and takes another salon's", async () => {
    const taken = await admin.post(UPDATE, edit({ phone: '2125550002' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Another customer of this salon already has the phone (212) 555-0002.');
    const elsewhere = await admin.post(UPDATE, edit({ phone: '2125550009' }));
    expect(elsewhere.status, elsewhere.body.message).toBe(200);
  });

  it('refuses a missing name, a malformed phone and a day not on the calendar with a sentence', async () => {
    for (const [over, message] of [
      [{ fullName: '   ' }, 'Please enter the full name.'],
      [{ phone: '212555' }, 'Phone must be 10 digits'],
      [{ dob: '02/30' }, 'The birthday must be a day of the year, as MM/DD.'],
    ] as const) {
      const res = await admin.post(UPDATE, edit(over));
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it("answers a phone taken by another request meanwhile (the database's unique index) as the check does", async () => {
    const unique = { code: '23505', constraint: 'customers_shop_phone' };
    const refused = phoneRace('2125550002', () =>
      Promise.reject(new Error('failed query', { cause: unique })),
    );
    await expect(refused).rejects.toBeInstanceOf(DomainError);
    await expect(refused).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Another customer of this salon already has the phone (212) 555-0002.',
    });
    const other = new Error('something else');
    await expect(phoneRace('2125550002', () => Promise.reject(other))).rejects.toBe(other);
  });

  it("answers 404 for another salon's customer", async () => {
    const res = await admin.post(UPDATE, edit({ id: otherCustomer, phone: '2125550077' }));
    expect(res.status).toBe(404);
  });

  it('applies a repeat with the same Idempotency-Key once, with the same answer', async () => {
    const key = 'customer-update-once';
    const first = await admin.post<CustomerDetail>(UPDATE, edit({ zip: '12207' }), {
      'idempotency-key': key,
    });
    expect(first.status, first.body.message).toBe(200);
    await server.database.db
      .update(customers)
      .set({ zip: '99999' })
      .where(eq(customers.id, ids.fay ?? 0));
    const again = await admin.post<CustomerDetail>(UPDATE, edit({ zip: '12207' }), {
      'idempotency-key': key,
    });
    expect(again.status).toBe(200);
    expect(again.body.payload).toEqual(first.body.payload);
    const now = await admin.get<CustomerDetail>(DETAIL(ids.fay ?? 0));
    expect(now.body.payload.zip).toBe('99999');
  });
});

describe('who may call', () => {
  it('refuses a technician on every customer call', async () => {
    const answers = await Promise.all([
      tech.get(SUMMARY),
      tech.post(GROUP, { type: 'ALL', page: 1 }),
      tech.get(SEARCH),
      tech.get(DETAIL(ids.ana ?? 0)),
      tech.get(HISTORY(ids.ana ?? 0)),
      tech.post(UPDATE, edit()),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403]);
  });

  it('refuses bad input with a sentence', async () => {
    const answers = await Promise.all([
      admin.get(`${SUMMARY}?groupType=FRIENDS`),
      admin.post(GROUP, { type: 'ALL', page: 0 }),
      admin.post(GROUP, { type: 'ALL', page: 1, extra: 1 }),
      admin.get(`${SEARCH}?page=0`),
      admin.get(DETAIL(0)),
      admin.get('/api/customer/transactions/abc'),
    ]);
    for (const a of answers) {
      expect(a.status).toBe(400);
      expect(a.body.message.length).toBeGreaterThan(5);
    }
  });
});
