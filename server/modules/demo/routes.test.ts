import { and, eq, inArray, max, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intlWallClock } from '../../../tests/support/intl-time.ts';
import { startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { buildApp } from '../../app.ts';
import { ChangeFeed } from '../../db/changes.ts';
import {
  appointments,
  blockHours,
  couponRedemptions,
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
import type { DemoSalon } from './demo-salon.ts';
import { BOOK_APPOINTMENT_PATH, CLOSE_TICKET_PATH, SALON_PATH } from './routes.ts';

/** A day in a zone, by Intl (independent of the server's date-fns). */
const dayIn = (instant: Date, timeZone: string) => intlWallClock(instant, timeZone).day;
const weekdayOf = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`).getUTCDay();
/** The n-th open day after `today` (YYYY-MM-DD), open meaning a weekday not in `closed`. */
function nthOpenDay(today: string, n: number, closed: readonly number[]): string {
  const day = new Date(`${today}T12:00:00Z`);
  for (let seen = 0; seen < n; ) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (!closed.includes(day.getUTCDay())) seen++;
  }
  return day.toISOString().slice(0, 10);
}

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

  it("uses the salon's coupon for one of its customers when asked, and records where it came from", async () => {
    const res = await new TestClient(server.url).post<{ billId: number; customerName: string }>(
      CLOSE_TICKET_PATH,
      {
        staffId,
        coupon: 'MARKETING',
      },
    );
    expect(res.status).toBe(200);
    const db = server.database.db;
    const [ticket] = await db.select().from(tickets).where(eq(tickets.id, res.body.payload.billId));
    const [redeemed] = await db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.ticketId, res.body.payload.billId));
    expect(ticket?.customerId).not.toBeNull();
    expect(res.body.payload.customerName).toBe(ticket?.customerName);
    expect(redeemed).toMatchObject({
      shopId,
      source: 'MARKETING',
      customerId: ticket?.customerId,
      amountCents: ticket?.subTotalCents,
      discountCents: ticket?.discountCents,
    });
    expect(ticket?.discountCents).toBeGreaterThan(0);
    expect(ticket?.totalCents).toBe(
      (ticket?.subTotalCents ?? 0) - (ticket?.discountCents ?? 0) + (ticket?.tipCents ?? 0),
    );
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
      // In order, each on its open day or, when that one is full, a later open day (the fixture's rule:
      // whether a day is full depends on what the demo data holds around now).
      expect([...days].sort()).toEqual(days);
      days.forEach((day, index) => {
        expect(day >= nthOpenDay(today, index + 1, closed)).toBe(true);
      });
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

  it('books at a chosen time of a chosen day whatever else is there, so a test can make an overlap', async () => {
    const db = server.database.db;
    const [shop] = await db.select({ timezone: shops.timezone }).from(shops).where(eq(shops.id, shopId));
    const zone = shop?.timezone ?? '';
    const first = await book({ staffId, daysFromToday: 5, at: '14:00', minutes: 60, customerName: 'First' });
    const second = await book({
      staffId,
      daysFromToday: 5,
      at: '14:30',
      minutes: 45,
      customerName: 'Second',
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.payload.startTime.slice(11)).toBe('14:00:00');
    expect(second.body.payload.startTime.slice(11)).toBe('14:30:00');
    expect(second.body.payload.endTime.slice(11)).toBe('15:15:00');
    const rows = await db
      .select()
      .from(appointments)
      .where(inArray(appointments.id, [first.body.payload.id, second.body.payload.id]));
    expect(rows.map((r) => dayIn(r.startAt, zone))).toEqual([first.body.payload.day, first.body.payload.day]);
    // The rule is set aside for the fixture's write only: the app's own writes are still refused.
    const [again] = rows;
    if (!again) throw new Error('not stored');
    const refused = await db
      .insert(appointments)
      .values({ ...again, id: undefined, customerName: 'Refused' })
      .then(
        () => '',
        (e: Error) => String(e.cause),
      );
    expect(refused).toMatch(/already has an appointment/);
    // A time needs a day, and is HH:mm.
    expect((await book({ staffId, at: '14:00' })).status).toBe(400);
    for (const at of ['2pm', '24:00', '9:00', '14:60'])
      expect((await book({ staffId, daysFromToday: 5, at })).status).toBe(400);
  });

  it('validates its input (400) and names unknown staff (404)', async () => {
    for (const body of [{}, { staffId, minutes: 20 }, { staffId, openDay: 0 }, { staffId, minutes: 600 }]) {
      expect((await book(body)).status).toBe(400);
    }
    expect((await book({ staffId: 999_999 })).status).toBe(404);
  });
});

describe('POST /api/v1/demo/salon', () => {
  const make = (body: object) => new TestClient(server.url).post<DemoSalon>(SALON_PATH, body);

  it('makes a salon of its own with the staff asked for, its Admin first, open every day of the calendar', async () => {
    const db = server.database.db;
    const res = await make({ staff: 20 });
    expect(res.status).toBe(200);
    const salon = res.body.payload;
    expect(salon.staffIds).toHaveLength(20);
    const members = await db
      .select()
      .from(staff)
      .where(eq(staff.shopId, salon.shopId))
      .orderBy(staff.sortOrder, staff.id);
    expect(members.map((m) => m.id)).toEqual(salon.staffIds);
    expect(members.every((m) => m.active)).toBe(true);
    expect(new Set(members.map((m) => `${m.firstName} ${m.lastName}`)).size).toBe(20);
    expect(members[0]).toMatchObject({ phone: salon.managerPhone, positionName: 'Admin' });
    // The Admin's phone signs in to this salon alone.
    const lookup = await new TestClient(server.url).get<{ shopId: number; positionName: string }[]>(
      `/api/v1/staff/sign-in-by-phone/${salon.managerPhone}`,
    );
    expect(lookup.body.payload).toEqual([
      expect.objectContaining({ shopId: salon.shopId, positionName: 'Admin' }),
    ]);
    const hours = await db.select().from(shopSchedules).where(eq(shopSchedules.shopId, salon.shopId));
    expect(hours.map((h) => [h.weekday, h.startTime, h.endTime, h.enabled]).sort()).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((d) => [d, '09:00', '21:00', true]),
    );
    // Its staff are booked like anybody's; a second salon is another one.
    const booked = await new TestClient(server.url).post<BookedAppointment>(BOOK_APPOINTMENT_PATH, {
      staffId: salon.staffIds[19],
      daysFromToday: 0,
    });
    expect(booked.status).toBe(200);
    expect(booked.body.payload.shopId).toBe(salon.shopId);
    const other = await make({ staff: 1 });
    expect(other.body.payload.shopId).not.toBe(salon.shopId);
    expect(other.body.payload.managerPhone).not.toBe(salon.managerPhone);
  });

  it('validates its input (400), answers only on this machine (403)', async () => {
    for (const body of [{}, { staff: 0 }, { staff: 41 }, { staff: 2.5 }, { staff: '12' }])
      expect((await make(body)).status).toBe(400);
    const res = await server.app.inject({
      method: 'POST',
      url: SALON_PATH,
      payload: { staff: 3 },
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(403);
  });
});
