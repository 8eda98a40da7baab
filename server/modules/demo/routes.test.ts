import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { buildApp } from '../../app.ts';
import { ChangeFeed } from '../../db/changes.ts';
import { staff, ticketLines, ticketPayments, tickets, ticketTips } from '../../db/schema.ts';
import { EventBus, staffIncomeTopic } from '../../realtime/bus.ts';
import { CLOSE_TICKET_PATH } from './routes.ts';

let server: TestServer;
const bus = new EventBus();
let staffId: number;
let shopId: number;

beforeAll(async () => {
  server = await startTestServer({ bus });
  const [row] = await server.database.db
    .select({ id: staff.id, shopId: staff.shopId })
    .from(staff)
    .where(eq(staff.phone, '5550100002'))
    .limit(1);
  if (!row) throw new Error('no demo technician');
  staffId = row.id;
  shopId = row.shopId;
});
afterAll(async () => {
  await server?.close();
});

describe('POST /api/v1/demo/close-ticket', () => {
  it('closes a consistent ticket for the staff member, numbered after the last bill, and announces it', async () => {
    const db = server.database.db;
    const [before] = await db
      .select({ n: max(tickets.billNumber) })
      .from(tickets)
      .where(eq(tickets.shopId, shopId));
    const heard: string[] = [];
    const stop = bus.subscribe(staffIncomeTopic(staffId), (body) => heard.push(body));
    const res = await new TestClient(server.url).post<{ billId: number; billNumber: number; total: number }>(
      CLOSE_TICKET_PATH,
      { staffId },
    );
    stop();
    expect(res.status).toBe(200);
    const { billId, billNumber, total } = res.body.payload;
    expect(billNumber).toBe((before?.n ?? 1000) + 1);

    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, billId));
    const lines = await db.select().from(ticketLines).where(eq(ticketLines.ticketId, billId));
    const payments = await db.select().from(ticketPayments).where(eq(ticketPayments.ticketId, billId));
    const tips = await db.select().from(ticketTips).where(eq(ticketTips.ticketId, billId));
    expect(ticket?.status).toBe('CLOSED');
    expect(ticket?.shopId).toBe(shopId);
    expect(ticket?.closedAt).toBeInstanceOf(Date);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines.every((l) => l.kind === 'SERVICE' && l.staffId === staffId && l.serviceId !== null)).toBe(
      true,
    );
    const sub = lines.reduce((s, l) => s + l.priceCents, 0);
    const tip = tips.reduce((s, t) => s + t.amountCents, 0);
    expect(ticket?.subTotalCents).toBe(sub);
    expect(ticket?.tipCents).toBe(tip);
    expect(tip).toBeGreaterThan(0);
    expect(ticket?.totalCents).toBe(sub + tip);
    expect(payments.reduce((s, p) => s + p.amountCents, 0)).toBe(ticket?.totalCents);
    expect(['CASH', 'CREDIT_CARD']).toContain(payments[0]?.method);
    expect(total).toBe((ticket?.totalCents ?? 0) / 100);

    expect(heard).toHaveLength(1);
    expect(JSON.parse(heard[0] ?? '{}')).toMatchObject({ type: 'ticket-closed', billId });
  });

  it('validates its input (400) and names unknown staff (404)', async () => {
    const client = new TestClient(server.url);
    for (const body of [{}, { staffId: 'seven' }, { staffId: -1 }, { staffId: 1.5 }]) {
      const res = await client.post(CLOSE_TICKET_PATH, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Invalid body/);
    }
    const res = await client.post(CLOSE_TICKET_PATH, { staffId: 999_999 });
    expect(res.status).toBe(404);
  });

  it('answers only on this machine (403 otherwise)', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: CLOSE_TICKET_PATH,
      payload: { staffId },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(403);
  });

  it('does not exist outside demo mode', async () => {
    const app = await buildApp({ db: server.database.db, changes: new ChangeFeed(), demo: false });
    try {
      const res = await app.inject({ method: 'POST', url: CLOSE_TICKET_PATH, payload: { staffId } });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
