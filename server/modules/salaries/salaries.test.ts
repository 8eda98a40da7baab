import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomeReport } from '../../../src/contract/income.ts';
import type { PaySettingsInput, SalaryReport, StaffPay } from '../../../src/contract/salaries.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { addFixtureTicket, salonIn, staffIdOf } from '../../../tests/support/ticket-fixtures.ts';
import { staff, staffPayChanges } from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';

/**
 * Employee Salaries and pay settings against a real server: tickets made here on pinned days of March
 * 2001 in San Jose (PST, UTC−8), long before the demo's tickets, and every figure computed by hand.
 */
const pst = (date: string, hms: string) => new Date(`${date}T${hms}-08:00`);
const DAY = '2001-03-14';
const SALARY = '/api/v1/staff/staffSalaryV2';
const pay = (staffId: number) => `/api/v1/staff/pay-settings/${staffId}`;

let server: TestServer;
let manager: TestClient;
let mai: TestClient;
let luxe = 0;
let polished = 0;
const ids = { kim: 0, mai: 0, lily: 0, polishedStaff: 0 };

const db = () => server.database.db;
const put = (client: TestClient, staffId: number, json: unknown, key?: string) =>
  client.request<StaffPay>('PUT', pay(staffId), {
    json,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
const salary = (startDate: string, endDate: string, sort = 'desc') =>
  manager.post<SalaryReport>(SALARY, { startDate, endDate, sort });

const MAI_PAY: PaySettingsInput = {
  commissionPercent: 60,
  checkPercent: 33.33,
  tipFeePercent: 10,
  tipsTo: 'CASH',
};
const LILY_PAY: PaySettingsInput = {
  commissionPercent: 50,
  checkPercent: 0,
  tipFeePercent: 2.5,
  tipsTo: 'CHECK',
};

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
  expect((await put(manager, ids.mai, MAI_PAY)).status).toBe(200);
  expect((await put(manager, ids.lily, LILY_PAY)).status).toBe(200);

  // Mai: a $40 service (supply $2) and a $12 product, $5 off by the salon, $8 tip, all by card.
  await addFixtureTicket(db(), {
    shopId: luxe,
    billNumber: 910_001,
    closedAt: pst(DAY, '10:30:00'),
    lines: [
      { staff: ids.mai, name: 'Gel Manicure', price: 4000, supply: 200 },
      { kind: 'PRODUCT', staff: null, name: 'Cuticle Oil', price: 1200 },
    ],
    tips: [{ staff: ids.mai, amount: 800 }],
    discounts: [{ source: 'OWNER', staff: null, amount: 500 }],
  });
  // Mai and Lily: $35 + $15, tips $6 and $4, Lily gave $3 off; $50 cash and $7 by card (card tip $7).
  await addFixtureTicket(db(), {
    shopId: luxe,
    billNumber: 910_002,
    closedAt: pst(DAY, '15:45:00'),
    lines: [
      { staff: ids.mai, name: 'Pedicure', price: 3500, supply: 300 },
      { staff: ids.lily, name: 'Nail Art', price: 1500, supply: 50 },
    ],
    tips: [
      { staff: ids.mai, amount: 600 },
      { staff: ids.lily, amount: 400 },
    ],
    discounts: [{ source: 'STAFF', staff: ids.lily, amount: 300 }],
    payments: [
      { method: 'CASH', amount: 5000 },
      { method: 'CREDIT_CARD', amount: 700 },
    ],
  });
  // Voided: counts nowhere.
  await addFixtureTicket(db(), {
    shopId: luxe,
    billNumber: 910_003,
    closedAt: pst(DAY, '12:00:00'),
    lines: [{ staff: ids.mai, name: 'Acrylic Full Set', price: 3000 }],
    voided: true,
  });
  // The next day: Mai, $20 cash, no tip.
  await addFixtureTicket(db(), {
    shopId: luxe,
    billNumber: 910_004,
    closedAt: pst('2001-03-15', '11:00:00'),
    lines: [{ staff: ids.mai, name: 'Polish Change', price: 2000 }],
    payments: [{ method: 'CASH', amount: 2000 }],
  });
  // Another salon the same day.
  await addFixtureTicket(db(), {
    shopId: polished,
    billNumber: 910_005,
    closedAt: pst(DAY, '11:00:00'),
    lines: [{ staff: ids.polishedStaff, name: 'Manicure', price: 9900 }],
  });
});

afterAll(async () => {
  await server?.close();
});

describe('POST staff/staffSalaryV2', () => {
  it('answers each staff member’s pay of the day, computed by hand', async () => {
    const res = await salary(DAY, DAY);
    expect(res.status, res.body.message).toBe(200);
    const r = res.body.payload;
    expect(r.from).toBe(DAY);
    expect(r.to).toBe(DAY);
    const [first, second, ...rest] = r.employees;
    // Mai: sales 75.00 (2 services), commission 60 % = 45.00; tips 14.00 of which card 8.00 + round(6 × 7/10)
    // = 12.20, fee 10 % = 1.22; check round(45 × 33.33 %) = 15.00, cash 30.00 + tips 12.78.
    expect(first).toEqual({
      staffId: ids.mai,
      staffName: first?.staffName,
      ca: 30,
      ch: 15,
      sales: 75,
      salesServices: 2,
      supply: 5,
      commissionPercent: 60,
      commissionValue: 45,
      tip: 14,
      tipFee: 1.22,
      tipPercent: 10,
      discountValue: 0,
      discountSourceType: 'OWNER',
      total: 57.78,
      cash: 42.78,
      cashPercent: 66.67,
      check: 15,
      checkPercent: 33.33,
      tipToCheck: 0,
      tipToCash: 12.78,
      tipsTo: 'CASH',
    });
    // Lily: sales 15.00, commission 50 % = 7.50 less her $3 = 4.50 all cash; tip 4.00, card part
    // round(4 × 7/10) = 2.80, fee 2.5 % = 0.07; the tips 3.93 to the check.
    expect(second).toEqual({
      staffId: ids.lily,
      staffName: second?.staffName,
      ca: 4.5,
      ch: 0,
      sales: 15,
      salesServices: 1,
      supply: 0.5,
      commissionPercent: 50,
      commissionValue: 7.5,
      tip: 4,
      tipFee: 0.07,
      tipPercent: 2.5,
      discountValue: 3,
      discountSourceType: 'STAFF',
      total: 8.43,
      cash: 4.5,
      cashPercent: 100,
      check: 3.93,
      checkPercent: 0,
      tipToCheck: 3.93,
      tipToCash: 0,
      tipsTo: 'CHECK',
    });
    // Everyone else active in the salon, at zero; nobody of the other salon.
    expect(rest.length).toBeGreaterThan(0);
    expect(rest.every((e) => e.total === 0 && e.sales === 0)).toBe(true);
    expect(r.employees.some((e) => e.staffId === ids.polishedStaff)).toBe(false);
    expect(r.employees.some((e) => e.staffId === ids.kim)).toBe(true);
    expect(r.totalCash).toBe(47.28);
    expect(r.totalCheck).toBe(18.93);
  });

  it('agrees with the Commission tab to the cent, and sorts by total', async () => {
    const res = await salary(DAY, '2001-03-15', 'asc');
    expect(res.status).toBe(200);
    const employees = res.body.payload.employees;
    const m = employees.find((e) => e.staffId === ids.mai);
    const income = await manager.get<IncomeReport>(
      `/api/v1/report/getBillByStaff?type=RANGE&staffId=${ids.mai}&startDate=${DAY}&endDate=2001-03-15`,
    );
    expect(m?.commissionValue).toBe(income.body.payload.commission);
    expect(m?.tip).toBe(income.body.payload.tip);
    expect(m?.sales).toBe(95);
    // Ascending: Mai, the largest, last.
    expect(employees.at(-1)?.staffId).toBe(ids.mai);
    expect(employees.at(-2)?.staffId).toBe(ids.lily);
    const totals = employees.map((e) => e.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it('accepts an Idempotency-Key without needing one (a read)', async () => {
    const keyed = await manager.post<SalaryReport>(
      SALARY,
      { startDate: DAY, endDate: DAY, sort: 'desc' },
      {
        'idempotency-key': 'salary-read-1',
      },
    );
    expect(keyed.status).toBe(200);
    expect(keyed.body.payload).toEqual((await salary(DAY, DAY)).body.payload);
  });

  it('refuses a technician (403) and bad periods (400 with a sentence)', async () => {
    const res = await mai.post(SALARY, { startDate: DAY, endDate: DAY, sort: 'desc' });
    expect(res.status).toBe(403);
    for (const body of [
      { startDate: '2001-03-15', endDate: DAY, sort: 'desc' },
      { startDate: '2000-01-01', endDate: '2001-01-02', sort: 'desc' },
      { startDate: '03-14-2001', endDate: DAY, sort: 'desc' },
      { startDate: DAY, endDate: DAY, sort: 'up' },
      { startDate: DAY, endDate: DAY, sort: 'asc', extra: 1 },
      { startDate: DAY, sort: 'asc' },
    ]) {
      const bad = await manager.post(SALARY, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message).toMatch(/\w+ .*\w/);
    }
    const long = await salary('2000-01-01', '2001-01-02');
    expect(long.body.message).toBe('A report can cover at most 366 days; this one covers 368.');
  });
});

describe('staff pay settings', () => {
  it('answers the settings with who changed them, newest first', async () => {
    const res = await manager.get<StaffPay>(pay(ids.mai));
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload.settings).toEqual(MAI_PAY);
    const [last] = res.body.payload.history;
    const [kim] = await db().select().from(staff).where(eq(staff.id, ids.kim));
    expect(last?.by).toBe(`${kim?.firstName} ${kim?.lastName}`.trim());
    expect(last?.after).toEqual(MAI_PAY);
    expect(last?.at).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/);
  });

  it('applies a change once per Idempotency-Key: one history row, the same answer', async () => {
    const change = { ...LILY_PAY, commissionPercent: 55.5 };
    const count = async () =>
      (await db().select().from(staffPayChanges).where(eq(staffPayChanges.staffId, ids.lily))).length;
    const before = await count();
    const first = await put(manager, ids.lily, change, 'lily-pay-1');
    const second = await put(manager, ids.lily, change, 'lily-pay-1');
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await count()).toBe(before + 1);
    expect(first.body.payload.settings.commissionPercent).toBe(55.5);
    expect(first.body.payload.history[0]?.before).toEqual(LILY_PAY);
    // The same settings again change nothing and record nothing.
    expect((await put(manager, ids.lily, change)).status).toBe(200);
    expect(await count()).toBe(before + 1);
    // The report follows at once.
    const lily = (await salary(DAY, DAY)).body.payload.employees.find((e) => e.staffId === ids.lily);
    expect(lily?.commissionValue).toBe(8.33);
    expect((await put(manager, ids.lily, LILY_PAY)).status).toBe(200);
  });

  it('refuses a technician (403), another salon’s staff (404) and percents out of range (400)', async () => {
    expect((await mai.get(pay(ids.mai))).status).toBe(403);
    expect((await put(mai, ids.mai, MAI_PAY)).status).toBe(403);
    expect((await manager.get(pay(ids.polishedStaff))).status).toBe(404);
    expect((await put(manager, ids.polishedStaff, MAI_PAY)).status).toBe(404);
    expect((await manager.get(pay(999_999))).status).toBe(404);
    for (const body of [
      { ...MAI_PAY, commissionPercent: 100.01 },
      { ...MAI_PAY, checkPercent: -1 },
      { ...MAI_PAY, tipFeePercent: 1.234 },
      { ...MAI_PAY, tipsTo: 'BANK' },
      { ...MAI_PAY, extra: true },
    ]) {
      const bad = await put(manager, ids.mai, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.message.length).toBeGreaterThan(5);
    }
  });
});
