import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Overview } from '../../../src/contract/overview.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';

let server: TestServer;
let manager: TestClient;
beforeAll(async () => {
  server = await startTestServer({ otpLimitPerPhone: 100 });
  manager = new TestClient(server.url);
  await signIn(manager, '5550100001', (r) => r.positionName === 'Admin');
});
afterAll(async () => {
  await server?.close();
});

const mdy = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;
const cents = (dollars: number) => Math.round(dollars * 100);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('GET /api/v1/admin/overview on the demo salon', () => {
  it('answers figures whose splits add up to the gross sale', async () => {
    const end = server.clock.now();
    const start = new Date(end.getTime() - 29 * 86_400_000);
    const res = await manager.get<Overview>(
      `/api/v1/admin/overview?staffId=1&type=FROM-TO&startDate=${mdy(start)}&endDate=${mdy(end)}`,
    );
    expect(res.status).toBe(200);
    const o = res.body.payload;
    expect(o.grossSale).toBeGreaterThan(0);
    expect(o.totalCustomer).toBeGreaterThan(0);
    expect(o.totalAppointment).toBeGreaterThan(0);
    expect(cents(o.appointment) + cents(o.walkIn)).toBe(cents(o.grossSale));
    expect(cents(o.services) + cents(o.giftCard) + cents(o.products)).toBe(cents(o.grossSale));
    expect(sum(o.serviceDetails.map((s) => cents(s.totalAmount)))).toBe(cents(o.services));
    expect(Math.round(sum([o.percentAppointment, o.percentWalkIn]) * 100)).toBe(10_000);
    expect(Math.round(sum([o.percentServices, o.percentGiftCard, o.percentProducts]) * 100)).toBe(10_000);
    expect(Math.round(sum(o.serviceDetails.map((s) => s.percent)) * 100)).toBe(10_000);
  });

  it('answers zeros for a period with no sales', async () => {
    const res = await manager.get<Overview>(
      '/api/v1/admin/overview?type=FROM-TO&startDate=01-01-2001&endDate=01-07-2001',
    );
    expect(res.status).toBe(200);
    const o = res.body.payload;
    expect(o.grossSale).toBe(0);
    expect([
      o.percentAppointment,
      o.percentWalkIn,
      o.percentServices,
      o.percentGiftCard,
      o.percentProducts,
    ]).toEqual([0, 0, 0, 0, 0]);
    expect(o.serviceDetails).toEqual([]);
  });
});
