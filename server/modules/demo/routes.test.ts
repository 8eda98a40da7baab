import { and, eq, inArray, max, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intlWallClock } from '../../../tests/support/intl-time.ts';
import { startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { buildApp } from '../../app.ts';
import { ChangeFeed } from '../../db/changes.ts';
import {
  appointments,
  blockHours,
  reviews,
  shopSchedules,
  shops,
  staff,
  ticketLines,
  ticketPayments,
  tickets,
  ticketTips,
} from '../../db/schema.ts';
import { EventBus, staffIncomeTopic } from '../../realtime/bus.ts';
import type { BookedAppointment } from './book-appointment.ts';
import { BOOK_APPOINTMENT_PATH, CLOSE_TICKET_PATH } from './routes.ts';

/** A day in a zone, by Intl (independent of the server's date-fns). */
const dayIn = (instant: Date, timeZone: string) => intlWallClock(instant, timeZone).day;
const weekdayOf = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`).getUTCDay();

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

  it('adds the review the caller asks for', async () => {
    const res = await new TestClient(server.url).post<{ billId: number }>(CLOSE_TICKET_PATH, {
      staffId,
      review: { star: 4, comment: 'Lovely shape' },
    });
    expect(res.status).toBe(200);
    const [review] = await server.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.ticketId, res.body.payload.billId));
    expect(review).toMatchObject({ star: 4, comment: 'Lovely shape', shopId });
  });

  it('puts each coworker on the ticket with a service and shares the tip evenly, to the cent', async () => {
    const db = server.database.db;
    const others = await db
      .select({ id: staff.id, shopId: staff.shopId })
      .from(staff)
      .where(and(eq(staff.active, true), ne(staff.id, staffId)));
    const coworkers = others
      .filter((o) => o.shopId === shopId)
      .slice(0, 2)
      .map((o) => o.id);
    const stranger = others.find((o) => o.shopId !== shopId);
    expect(coworkers).toHaveLength(2);
    const heard: string[] = [];
    const stops = [staffId, ...coworkers].map((id) =>
      bus.subscribe(staffIncomeTopic(id), (body) => heard.push(body)),
    );
    const res = await new TestClient(server.url).post<{ billId: number }>(CLOSE_TICKET_PATH, {
      staffId,
      coworkers,
    });
    for (const stop of stops) stop();
    expect(res.status).toBe(200);
    const billId = res.body.payload.billId;
    const lines = await db.select().from(ticketLines).where(eq(ticketLines.ticketId, billId));
    const tips = await db.select().from(ticketTips).where(eq(ticketTips.ticketId, billId));
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, billId));
    for (const id of coworkers) expect(lines.filter((l) => l.staffId === id)).toHaveLength(1);
    expect(tips.map((t) => t.staffId).sort()).toEqual([staffId, ...coworkers].sort());
    const amounts = tips.map((t) => t.amountCents);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(ticket?.tipCents);
    expect(Math.max(...amounts) - Math.min(...amounts)).toBeLessThanOrEqual(2);
    expect(ticket?.subTotalCents).toBe(lines.reduce((s, l) => s + l.priceCents, 0));
    // Every staff member on the ticket hears of it.
    expect(heard).toHaveLength(3);

    if (stranger) {
      const refused = await new TestClient(server.url).post(CLOSE_TICKET_PATH, {
        staffId,
        coworkers: [stranger.id],
      });
      expect(refused.status).toBe(404);
    }
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
    const app = await buildApp({
      db: server.database.db,
      changes: new ChangeFeed(),
      now: server.clock.now,
      demo: false,
    });
    try {
      const res = await app.inject({ method: 'POST', url: CLOSE_TICKET_PATH, payload: { staffId } });
      expect(res.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('POST /api/v1/demo/book-appointment', () => {
  const book = (body: object) =>
    new TestClient(server.url).post<BookedAppointment>(BOOK_APPOINTMENT_PATH, body);

  it('books on the n-th open day after today, at a time nothing else of theirs holds', async () => {
    const db = server.database.db;
    // Tony Vo works at Polished Studio, which is closed on Mondays.
    for (const phone of ['5550100002', '5550100004']) {
      const [member] = await db
        .select({ id: staff.id, shopId: staff.shopId })
        .from(staff)
        .where(eq(staff.phone, phone));
      if (!member) throw new Error(`no staff ${phone}`);
      const [shop] = await db
        .select({ timezone: shops.timezone })
        .from(shops)
        .where(eq(shops.id, member.shopId));
      const zone = shop?.timezone ?? '';
      const closed = (
        await db
          .select({ weekday: shopSchedules.weekday })
          .from(shopSchedules)
          .where(and(eq(shopSchedules.shopId, member.shopId), eq(shopSchedules.enabled, false)))
      ).map((r) => r.weekday);
      const today = dayIn(server.clock.now(), zone);
      const days: string[] = [];
      for (const openDay of [1, 2, 3]) {
        const res = await book({ staffId: member.id, openDay, minutes: 45 });
        expect(res.status).toBe(200);
        const booked = res.body.payload;
        days.push(booked.day);
        expect(booked.day > today).toBe(true);
        expect(closed).not.toContain(weekdayOf(booked.day));
        const [row] = await db.select().from(appointments).where(eq(appointments.id, booked.id));
        if (!row) throw new Error('not stored');
        expect(row.status).toBe(0);
        expect((row.endAt.getTime() - row.startAt.getTime()) / 60_000).toBe(45);
        expect(dayIn(row.startAt, zone)).toBe(booked.day);
        const others = await db
          .select()
          .from(appointments)
          .where(
            and(
              eq(appointments.staffId, member.id),
              inArray(appointments.status, [0, 1, 2]),
              ne(appointments.id, booked.id),
            ),
          );
        const blocks = await db.select().from(blockHours).where(eq(blockHours.staffId, member.id));
        for (const o of [...others, ...blocks]) {
          const overlaps = o.startAt < row.endAt && o.endAt > row.startAt;
          expect(overlaps, `overlaps ${o.startAt.toISOString()}–${o.endAt.toISOString()}`).toBe(false);
        }
      }
      // Three different open days, in order.
      expect([...days].sort()).toEqual(days);
      expect(new Set(days).size).toBe(3);
    }
  });

  it('books on a chosen day (today, open or not) with a status, the request flag and a name; 0 minutes is zero-length', async () => {
    const db = server.database.db;
    const [shop] = await db.select({ timezone: shops.timezone }).from(shops).where(eq(shops.id, shopId));
    const zone = shop?.timezone ?? '';
    const today = dayIn(server.clock.now(), zone);
    for (const [daysFromToday, status, requestStaff, minutes] of [
      [0, 1, true, 30],
      [0, 4, false, 45],
      [0, 0, false, 0],
      [-1, 0, true, 15],
    ] as const) {
      const res = await book({
        staffId,
        daysFromToday,
        status,
        requestStaff,
        minutes,
        customerName: 'Fixture Guest',
      });
      expect(res.status).toBe(200);
      const [row] = await db.select().from(appointments).where(eq(appointments.id, res.body.payload.id));
      if (!row) throw new Error('not stored');
      const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      expect(res.body.payload.day).toBe(daysFromToday === 0 ? today : yesterday);
      expect(dayIn(row.startAt, zone)).toBe(res.body.payload.day);
      expect(row).toMatchObject({ status, requestStaff, customerName: 'Fixture Guest' });
      expect((row.endAt.getTime() - row.startAt.getTime()) / 60_000).toBe(minutes);
    }
    const bad = await book({ staffId, daysFromToday: 0, status: 3 });
    expect(bad.status).toBe(400);
  });

  it('validates its input (400) and names unknown staff (404)', async () => {
    for (const body of [{}, { staffId, minutes: 20 }, { staffId, openDay: 0 }, { staffId, minutes: 600 }]) {
      expect((await book(body)).status).toBe(400);
    }
    expect((await book({ staffId: 999_999 })).status).toBe(404);
  });
});
