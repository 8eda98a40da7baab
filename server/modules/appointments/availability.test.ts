import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { salonIn, staffIdOf } from '../../../tests/support/ticket-fixtures.ts';
import { appointments, blockHours, staff } from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';
import { dayNumber, wallClockInstant, wallMinutes } from '../../time/calendar-day.ts';
import { shopSchedule } from '../shop/index.ts';

/**
 * The availability check against a real server. Fixtures sit on pinned days of June 2031, years after
 * any test's today and the demo's appointments, so nothing depends on the date the tests run.
 */
const LA = 'America/Los_Angeles';
const PATH = '/api/v1/appointment/getAvailableTimeSlotByStaff';
/** A Tuesday and the Monday before it. */
const TUESDAY = '2031-06-10';
const MONDAY = '2031-06-09';

let server: TestServer;
let manager: TestClient;
let technician: TestClient;
let otherManager: TestClient;
let luxe = 0;
let polished = 0;
let mai = 0;
let open = 0;
let close = 0;

const db = () => server.database.db;
const day = dayNumber(2031, 6, 10);
const at = (minutes: number) => wallClockInstant(day, minutes, LA);
/** Minutes since midnight → "h:mm AM", as the salon's clock shows them. */
const label = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
const slots = async (client: TestClient, query: string) => {
  const res = await client.get<{ timeSlots: string[] }>(`${PATH}?${query}`);
  return { status: res.status, slots: res.body.payload?.timeSlots, message: res.body.message };
};

async function book(staffId: number, from: number, to: number, status = 0) {
  await db()
    .insert(appointments)
    .values({
      shopId: luxe,
      staffId,
      status,
      startAt: at(from),
      endAt: at(to),
      customerName: 'Fixture',
      createdAt: at(0),
      updatedAt: at(0),
    });
  await server.changes.settled();
}

beforeAll(async () => {
  server = await startTestServer();
  luxe = await salonIn(db(), LA);
  polished = await salonIn(db(), 'America/Chicago');
  mai = await staffIdOf(db(), luxe, DEMO_PHONES.technician1);
  const hours = (await shopSchedule(db(), luxe))[2];
  if (!hours?.enable) throw new Error('Luxe is expected open on Tuesdays');
  open = wallMinutes(hours.startTime);
  close = wallMinutes(hours.endTime);
  manager = new TestClient(server.url);
  await signIn(manager, DEMO_PHONES.twoSalons, (r) => r.shopId === luxe);
  technician = new TestClient(server.url);
  await signIn(technician, DEMO_PHONES.technician1);
  otherManager = new TestClient(server.url);
  await signIn(otherManager, DEMO_PHONES.admin2);
});
afterAll(async () => {
  await server?.close();
});

describe('GET appointment/getAvailableTimeSlotByStaff', () => {
  it("offers a staff member's free starts of the day, around appointments and block hours", async () => {
    await book(mai, open + 60, open + 120);
    // Canceled and deleted appointments free their time.
    await book(mai, open + 180, open + 240, 4);
    await book(mai, open + 240, open + 300, 5);
    await db()
      .insert(blockHours)
      .values({
        shopId: luxe,
        staffId: mai,
        startAt: at(open + 300),
        endAt: at(open + 330),
        reason: 'Lunch',
      });
    await server.changes.settled();

    const { status, slots: got } = await slots(manager, `currentDate=${TUESDAY}&staffId=${mai}&duration=60`);
    expect(status).toBe(200);
    const expected: string[] = [];
    for (let m = open; m + 60 <= close; m += 15) {
      const clashes = m < open + 120 && m + 60 > open + 60;
      const blocked = m < open + 330 && m + 60 > open + 300;
      if (!clashes && !blocked) expected.push(label(m));
    }
    expect(got).toEqual(expected);
    expect(got).toContain(label(open));
    expect(got).toContain(label(open + 120));
    expect(got).not.toContain(label(open + 15));
  });

  it('without a staff member, offers a start while anyone is free for it', async () => {
    const everyone = await db()
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.shopId, luxe), eq(staff.active, true)));
    const start = close - 120;
    const others = everyone.filter((s) => s.id !== mai);
    for (const s of others) await book(s.id, start, start + 30);
    // Mai is still free at that time.
    expect((await slots(manager, `currentDate=${TUESDAY}&duration=30`)).slots).toContain(label(start));
    await book(mai, start, start + 30);
    const after = await slots(manager, `currentDate=${TUESDAY}&duration=30`);
    expect(after.slots).not.toContain(label(start));
    expect(after.slots).toContain(label(start + 30));
  });

  it('a closed day and a day gone by have no slots; one 15-minute step when no duration is given', async () => {
    const polishedMonday = await slots(otherManager, `currentDate=${MONDAY}`);
    expect(polishedMonday.status).toBe(200);
    expect(polishedMonday.slots).toEqual([]);
    expect((await slots(manager, 'currentDate=2020-01-07')).slots).toEqual([]);
    const wholeDay = (await slots(manager, `currentDate=2031-06-17&staffId=${mai}`)).slots ?? [];
    expect(wholeDay[0]).toBe(label(open));
    expect(wholeDay.at(-1)).toBe(label(close - 15));
    expect(wholeDay).toHaveLength((close - open) / 15);
  });

  it('a technician sees only their own free times (booking for themselves)', async () => {
    const own = await slots(manager, `currentDate=${TUESDAY}&staffId=${mai}`);
    const asTechnician = await slots(technician, `currentDate=${TUESDAY}&staffId=${mai}`);
    expect(asTechnician.status).toBe(200);
    expect(asTechnician.slots).toEqual(own.slots);
    // Without a staff member they are asking for their own, not for anyone's.
    expect((await slots(technician, `currentDate=${TUESDAY}`)).slots).toEqual(own.slots);
    const someoneElse = await slots(technician, `currentDate=${TUESDAY}&staffId=${mai + 1}`);
    expect(someoneElse.status).toBe(403);
    expect(someoneElse.message).toBe('You can see only your own free times.');
  });

  it('is for staff of the salon, with clear refusals', async () => {
    const otherSalon = await slots(otherManager, `currentDate=${TUESDAY}&staffId=${mai}`);
    expect(otherSalon.status).toBe(404);
    expect(otherSalon.message).toBe('There is no such staff member in this salon.');
    for (const bad of [
      'currentDate=2031-02-30',
      'currentDate=06-10-2031',
      `currentDate=${TUESDAY}&duration=-5`,
    ]) {
      expect((await slots(manager, bad)).status).toBe(400);
    }
    expect(polished).toBeGreaterThan(0);
  });
});
