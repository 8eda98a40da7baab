import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentDetail, CalendarItem } from '../../../src/contract/appointment.ts';
import { intlWallClock } from '../../../tests/support/intl-time.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import {
  appointmentServices,
  appointments,
  blockHours,
  idempotencyRecords,
  reassignmentRequests,
  staff,
} from '../../db/schema.ts';

/** 08:00 on Wednesday 11 March 2026 in San Jose (PDT, UTC−7): the salon opens at 09:30, today is ahead. */
const CLOCK = new Date('2026-03-11T15:00:00Z');
const TODAY = '2026-03-11';
const LA = 'America/Los_Angeles';
/** Today in San Jose as instants, written out by hand (not by the code under test). */
const DAY_START = new Date('2026-03-11T07:00:00Z');
const DAY_END = new Date('2026-03-12T07:00:00Z');

const TECH = '5550100002';
const TWO_SALONS = '5550100001';
const POLISHED_ADMIN = '5550100003';
const POLISHED_TECH = '5550100004';

const CALENDAR = '/api/v1/appointment/staff-day';
const DETAIL = '/api/v1/appointment/getAppointmentById';
const PROLONG = '/api/v1/appointment/prolongedTime';
const ASSIGN = '/api/v1/appointment/assignToStaff';

let server: TestServer;
let tech: TestClient;
let manager: TestClient;
let me: number;
let luxe: number;
let adminId: number;
/** Today's hand-made appointments of the technician demo phone, by local start time. */
const mine: Record<'10:00' | '10:30' | '15:00' | '16:00', number> = {
  '10:00': 0,
  '10:30': 0,
  '15:00': 0,
  '16:00': 0,
};
/** An open appointment of another Luxe technician, today. */
let othersAppt: number;
/** An appointment of the other salon. */
let polishedAppt: number;

const db = () => server.database.db;

const calendarUrl = (staffId: number, start = TODAY, end = TODAY) =>
  `${CALENDAR}?start_time=${start}&end_time=${end}&staffId=${staffId}`;

/** An instant as MM-DD-YYYY HH:mm:ss wall-clock time, by Intl (independent of the server's date-fns). */
const wall = (d: Date, timeZone: string): string => intlWallClock(d, timeZone).calendar;

async function row(id: number) {
  const [found] = await db().select().from(appointments).where(eq(appointments.id, id));
  if (!found) throw new Error(`appointment ${id} is missing`);
  return found;
}

async function setEnd(id: number, minutesAfterStart: number) {
  const r = await row(id);
  await db()
    .update(appointments)
    .set({ endAt: new Date(r.startAt.getTime() + minutesAfterStart * 60_000) })
    .where(eq(appointments.id, id));
}

const minutesOf = (r: { startAt: Date; endAt: Date }) => (r.endAt.getTime() - r.startAt.getTime()) / 60_000;

async function count(table: typeof reassignmentRequests | typeof idempotencyRecords): Promise<number> {
  const [found] = await db().select({ n: sql<number>`count(*)::int` }).from(table);
  return found?.n ?? 0;
}

async function insertAppt(
  values: Partial<typeof appointments.$inferInsert> & { startAt: Date; endAt: Date },
) {
  const [created] = await db()
    .insert(appointments)
    .values({
      shopId: luxe,
      staffId: me,
      customerName: 'Fixture',
      customerPhone: '4085551234',
      createdAt: CLOCK,
      updatedAt: CLOCK,
      ...values,
    })
    .returning({ id: appointments.id });
  if (!created) throw new Error('fixture not inserted');
  return created.id;
}

beforeAll(async () => {
  server = await startTestServer({ clockStart: CLOCK, otpLimitPerPhone: 100, otpLimitPerIp: 1000 });
  tech = new TestClient(server.url);
  const signed = await signIn(tech, TECH);
  me = signed.staffId;
  luxe = signed.shopId;
  manager = new TestClient(server.url);
  const boss = await signIn(manager, TWO_SALONS, (r) => r.positionName === 'Admin');
  adminId = boss.staffId;
  expect(boss.shopId).toBe(luxe);

  const today = await db()
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.staffId, me),
        gte(appointments.startAt, DAY_START),
        lt(appointments.startAt, DAY_END),
      ),
    );
  for (const a of today) {
    const hm = wall(a.startAt, LA).slice(11, 16);
    if (hm in mine) mine[hm as keyof typeof mine] = a.id;
  }
  expect(Object.values(mine).every((id) => id > 0)).toBe(true);

  const [other] = await db()
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.shopId, luxe),
        ne(appointments.staffId, me),
        inArray(appointments.status, [0, 1]),
        gte(appointments.startAt, CLOCK),
        lt(appointments.startAt, DAY_END),
      ),
    )
    .limit(1);
  const [elsewhere] = await db()
    .select({ id: appointments.id })
    .from(appointments)
    .where(ne(appointments.shopId, luxe))
    .limit(1);
  if (!other || !elsewhere) throw new Error('seed is missing appointments');
  othersAppt = other.id;
  polishedAppt = elsewhere.id;
});
afterAll(async () => {
  await server?.close();
});

describe('staff calendar', () => {
  it("answers the technician's own day: appointments and block hours, sorted, in salon time", async () => {
    // Around the edges of the day: canceled and deleted are hidden, finished is shown, midnight belongs
    // to the day that starts at it, a block hour that began yesterday still overlaps today.
    const canceled = await insertAppt({
      startAt: new Date('2026-03-11T19:00:00Z'),
      endAt: new Date('2026-03-11T19:30:00Z'),
      status: 4,
    });
    const deleted = await insertAppt({
      startAt: new Date('2026-03-11T19:00:00Z'),
      endAt: new Date('2026-03-11T19:30:00Z'),
      status: 5,
    });
    const finished = await insertAppt({
      startAt: new Date('2026-03-11T19:15:00Z'),
      endAt: new Date('2026-03-11T19:45:00Z'),
      status: 3,
    });
    const atMidnight = await insertAppt({
      startAt: DAY_START,
      endAt: new Date(DAY_START.getTime() + 1_800_000),
    });
    const tomorrow = await insertAppt({ startAt: DAY_END, endAt: new Date(DAY_END.getTime() + 1_800_000) });
    const [overnight] = await db()
      .insert(blockHours)
      .values({
        shopId: luxe,
        staffId: me,
        startAt: new Date('2026-03-11T06:00:00Z'),
        endAt: new Date('2026-03-11T08:00:00Z'),
        reason: 'Night shift',
      })
      .returning({ id: blockHours.id });

    const res = await tech.get<CalendarItem[]>(calendarUrl(me));
    expect(res.status).toBe(200);
    const items = res.body.payload;
    expect(items.every((i) => i.staffId === me)).toBe(true);

    const apts = items.filter((i) => i.type === 'apt');
    const ids = apts.map((i) => i.id);
    expect(ids).toContain(finished);
    expect(ids).toContain(atMidnight);
    expect(ids).not.toContain(canceled);
    expect(ids).not.toContain(deleted);
    expect(ids).not.toContain(tomorrow);
    // Exactly the technician's appointments of the day, from the database with hand-written bounds.
    const expected = await db()
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.staffId, me),
          gte(appointments.startAt, DAY_START),
          lt(appointments.startAt, DAY_END),
          notInArray(appointments.status, [4, 5]),
        ),
      )
      .orderBy(asc(appointments.startAt), asc(appointments.id));
    expect(ids).toEqual(expected.map((a) => a.id));
    for (const a of expected) {
      const item = apts.find((i) => i.id === a.id);
      expect(item?.startTime).toBe(wall(a.startAt, LA));
      expect(item?.endTime).toBe(wall(a.endAt, LA));
      expect(item?.confirm).toBe(a.status === 1);
      expect(item?.status).toBe(a.status);
    }

    // The hand-made day of the demo phone.
    const at = (id: number) => apts.find((i) => i.id === id);
    expect(at(mine['10:00'])?.startTime).toBe('03-11-2026 10:00:00');
    expect(at(mine['10:30'])?.startTime).toBe('03-11-2026 10:30:00');
    const zero = at(mine['15:00']);
    expect(zero?.startTime).toBe('03-11-2026 15:00:00');
    expect(zero?.endTime).toBe('03-11-2026 15:00:00');
    expect(zero?.note).toBe('Quick polish change, squeeze in');
    expect(zero?.services).toEqual([{ serviceName: 'Polish Change (Hands)' }]);
    expect(at(mine['16:00'])?.services).toEqual([{ serviceName: 'Dip Powder' }]);
    expect(at(mine['10:30'])?.services.map((s) => s.serviceName)).toEqual([
      'Classic Pedicure',
      'Paraffin Treatment',
    ]);

    const blocks = items.filter((i) => i.type === 'block-hour');
    expect(blocks).toContainEqual({
      id: expect.any(Number),
      staffId: me,
      type: 'block-hour',
      startTime: '03-11-2026 13:00:00',
      endTime: '03-11-2026 14:00:00',
      customerName: '',
      confirm: false,
      requestStaff: false,
      sourceType: 0,
      status: 0,
      services: [],
      note: 'Lunch break',
    });
    expect(blocks.find((b) => b.id === overnight?.id)?.startTime).toBe('03-10-2026 23:00:00');

    // Sorted by start time, then id.
    const keys = items.map((i) => {
      const [date = '', time = ''] = i.startTime.split(' ');
      const [m, d, y] = date.split('-');
      return { at: `${y}${m}${d} ${time}`, id: i.id };
    });
    const sorted = [...keys].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id - b.id));
    expect(keys).toEqual(sorted);

    await db()
      .delete(appointments)
      .where(inArray(appointments.id, [canceled, deleted, finished, atMidnight, tomorrow]));
    await db()
      .delete(blockHours)
      .where(eq(blockHours.id, overnight?.id ?? 0));
  });

  it("uses each salon's own time zone", async () => {
    const c = new TestClient(server.url);
    const tony = await signIn(c, POLISHED_TECH);
    const res = await c.get<CalendarItem[]>(calendarUrl(tony.staffId));
    expect(res.status).toBe(200);
    const lunch = res.body.payload.find((i) => i.type === 'block-hour' && i.note === 'Lunch break');
    // Austin is on CDT (UTC−5): the lunch break is 12:30 there.
    expect(lunch?.startTime).toBe('03-11-2026 12:30:00');
    expect(lunch?.endTime).toBe('03-11-2026 13:30:00');
  });

  it('spans days across a DST change on the calendar, not in 24 h blocks', async () => {
    // 8 March 2026 is 23 h long in San Jose.
    const res = await manager.get<CalendarItem[]>(calendarUrl(me, '2026-03-07', '2026-03-09'));
    expect(res.status).toBe(200);
    const expected = await db()
      .select({ id: appointments.id })
      .from(appointments)
      .where(
        and(
          eq(appointments.staffId, me),
          gte(appointments.startAt, new Date('2026-03-07T08:00:00Z')),
          lt(appointments.startAt, new Date('2026-03-10T07:00:00Z')),
          notInArray(appointments.status, [4, 5]),
        ),
      )
      .orderBy(asc(appointments.startAt), asc(appointments.id));
    const apts = res.body.payload.filter((i) => i.type === 'apt');
    expect(apts.map((i) => i.id)).toEqual(expected.map((e) => e.id));
    for (const i of res.body.payload) expect(i.startTime).toMatch(/^03-0[789]-2026 /);
  });

  it("refuses another staff member's calendar to a technician", async () => {
    const res = await tech.get(calendarUrl(adminId));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(1403);
    expect(res.body.payload).toBeNull();
  });

  it("lets a manager read a technician's calendar of the salon, and no other salon's", async () => {
    const own = await tech.get<CalendarItem[]>(calendarUrl(me));
    const res = await manager.get<CalendarItem[]>(calendarUrl(me));
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual(own.body.payload);
    const [polishedStaff] = await db()
      .select({ id: staff.id })
      .from(staff)
      .where(ne(staff.shopId, luxe))
      .limit(1);
    const elsewhere = await manager.get(calendarUrl(polishedStaff?.id ?? 0));
    expect(elsewhere.status).toBe(404);
    const unknown = await manager.get(calendarUrl(999_999));
    expect(unknown.status).toBe(404);
  });
});

/** An appointment's latest reassignment request as the detail states it (the demo data has some). */
async function latestRequest(appointmentId: number) {
  const [request] = await db()
    .select({
      status: reassignmentRequests.status,
      reason: reassignmentRequests.reason,
      to: staff.firstName,
      last: staff.lastName,
    })
    .from(reassignmentRequests)
    .leftJoin(staff, eq(staff.id, reassignmentRequests.staffIdTo))
    .where(eq(reassignmentRequests.appointmentId, appointmentId))
    .orderBy(desc(reassignmentRequests.id))
    .limit(1);
  if (!request) return null;
  return {
    status: request.status === 'PENDING' ? 'PENDING' : 'DONE',
    managerName: `${request.to} ${request.last}`,
    reason: request.reason,
  };
}

describe('appointment detail', () => {
  it('answers the detail in salon time with the phone masked for staff', async () => {
    const id = mine['10:00'];
    const r = await row(id);
    const res = await tech.get<AppointmentDetail>(`${DETAIL}/${id}`);
    expect(res.status).toBe(200);
    const d = res.body.payload;
    const lines = await db()
      .select()
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentId, id))
      .orderBy(asc(appointmentServices.id));
    expect(d).toEqual({
      id,
      status: r.status,
      strStartDate: '03-11-2026 10:00 AM',
      startTime: '03-11-2026 10:00:00',
      endTime: wall(r.endAt, LA),
      staffId: me,
      name: 'Mai Pham',
      avatar: `/media/avatar/${me}.svg`,
      note: r.note,
      duration: minutesOf(r),
      customerName: r.customerName,
      customerPhone: r.customerPhone.slice(-4),
      requestStaff: r.requestStaff,
      sourceType: r.sourceType,
      services: lines.map((l) => ({
        id: l.serviceId,
        serviceName: l.serviceName,
        price: l.priceCents / 100,
        duration: l.durationMin,
        staffId: l.staffId,
      })),
      shop: { apiKey: tech.apiKey },
      reassignment: await latestRequest(id),
    });
    expect(d.customerPhone).toMatch(/^\d{4}$/);
    expect(r.customerPhone).toMatch(/^\d{10}$/);

    const afternoon = await tech.get<AppointmentDetail>(`${DETAIL}/${mine['16:00']}`);
    expect(afternoon.body.payload.strStartDate).toBe('03-11-2026 04:00 PM');
  });

  it('shows managers the full phone, and Anyone for an appointment without staff', async () => {
    const r = await row(mine['10:00']);
    const res = await manager.get<AppointmentDetail>(`${DETAIL}/${mine['10:00']}`);
    expect(res.status).toBe(200);
    expect(res.body.payload.customerPhone).toBe(r.customerPhone);

    const anyone = await insertAppt({ staffId: null, isAnybody: true, startAt: DAY_END, endAt: DAY_END });
    const a = await manager.get<AppointmentDetail>(`${DETAIL}/${anyone}`);
    expect(a.body.payload).toMatchObject({ staffId: null, name: 'Anyone', avatar: null, duration: 0 });
    expect((await tech.get(`${DETAIL}/${anyone}`)).status).toBe(403);
    await db().delete(appointments).where(eq(appointments.id, anyone));
  });

  it('masks the phone for staff and refuses the others when a manager asked for the detail first', async () => {
    // The detail is kept per salon: who reads it, and how, is decided at each request.
    const id = mine['16:00'];
    const r = await row(id);
    expect((await manager.get<AppointmentDetail>(`${DETAIL}/${id}`)).body.payload.customerPhone).toBe(
      r.customerPhone,
    );
    expect((await tech.get<AppointmentDetail>(`${DETAIL}/${id}`)).body.payload.customerPhone).toBe(
      r.customerPhone.slice(-4),
    );
    expect((await manager.get<AppointmentDetail>(`${DETAIL}/${othersAppt}`)).status).toBe(200);
    expect((await tech.get(`${DETAIL}/${othersAppt}`)).status).toBe(403);
  });

  it("refuses another staff member's appointment to a technician, and acting on it changes nothing", async () => {
    const before = await row(othersAppt);
    const requests = await count(reassignmentRequests);
    const read = await tech.get(`${DETAIL}/${othersAppt}`);
    expect(read.status).toBe(403);
    expect(read.body.message).toMatch(/your own appointments/);
    const prolong = await tech.post(PROLONG, { appointmentId: othersAppt, status: 'ADD' });
    expect(prolong.status).toBe(403);
    const keyed = await tech.post(
      PROLONG,
      { appointmentId: othersAppt, status: 'ADD' },
      { 'idempotency-key': randomUUID() },
    );
    expect(keyed.status).toBe(403);
    const assign = await tech.post(ASSIGN, {
      appointmentId: othersAppt,
      staffIdFrom: me,
      staffIdTo: adminId,
      type: 'BUSY',
      note: '',
    });
    expect(assign.status).toBe(403);
    expect(await row(othersAppt)).toEqual(before);
    expect(await count(reassignmentRequests)).toBe(requests);
    // A manager may read it.
    expect((await manager.get(`${DETAIL}/${othersAppt}`)).status).toBe(200);
  });

  it("answers 404 for an unknown id and for another salon's appointment", async () => {
    const before = await row(polishedAppt);
    for (const c of [tech, manager]) {
      for (const id of [999_999, polishedAppt]) {
        const res = await c.get(`${DETAIL}/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe(1404);
        expect((await c.post(PROLONG, { appointmentId: id, status: 'ADD' })).status).toBe(404);
      }
    }
    expect(await row(polishedAppt)).toEqual(before);
  });
});

describe('±15 minutes', () => {
  it('adds and takes back 15 minutes', async () => {
    const id = mine['16:00'];
    const before = await row(id);
    const sentAt = server.clock.now().getTime();
    const added = await tech.post<AppointmentDetail>(PROLONG, { appointmentId: id, status: 'ADD' });
    const answeredAt = server.clock.now().getTime();
    expect(added.status).toBe(200);
    expect(added.body.payload.endTime).toBe('03-11-2026 17:15:00');
    expect(added.body.payload.duration).toBe(minutesOf(before) + 15);
    const after = await row(id);
    expect(after.endAt.getTime() - before.endAt.getTime()).toBe(15 * 60_000);
    expect(after.startAt).toEqual(before.startAt);
    // Stamped by the server's clock while the request ran.
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(sentAt);
    expect(after.updatedAt.getTime()).toBeLessThanOrEqual(answeredAt);

    const back = await tech.post<AppointmentDetail>(PROLONG, { appointmentId: id, status: 'MINUS' });
    expect(back.status).toBe(200);
    expect(back.body.payload.endTime).toBe('03-11-2026 17:00:00');
    expect(back.body.payload.duration).toBe(minutesOf(before));
    expect((await row(id)).endAt).toEqual(before.endAt);
  });

  it('refuses MINUS at 15 minutes or less, a zero-length appointment included', async () => {
    const id = mine['15:00'];
    const minus = () => tech.post<AppointmentDetail>(PROLONG, { appointmentId: id, status: 'MINUS' });
    const zero = await minus();
    expect(zero.status).toBe(409);
    expect(zero.body).toEqual({
      code: 1409,
      message: 'The appointment cannot be shorter than 15 minutes.',
      payload: null,
    });
    const added = await tech.post<AppointmentDetail>(PROLONG, { appointmentId: id, status: 'ADD' });
    expect(added.body.payload.endTime).toBe('03-11-2026 15:15:00');
    expect(added.body.payload.duration).toBe(15);
    const atFifteen = await minus();
    expect(atFifteen.status).toBe(409);
    expect(minutesOf(await row(id))).toBe(15);
    await setEnd(id, 0);
  });

  it('refuses finished, canceled and deleted appointments', async () => {
    const id = await insertAppt({ startAt: DAY_END, endAt: new Date(DAY_END.getTime() + 3_600_000) });
    for (const status of [3, 4, 5]) {
      await db().update(appointments).set({ status }).where(eq(appointments.id, id));
      const res = await tech.post(PROLONG, { appointmentId: id, status: 'ADD' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This appointment can no longer be changed.');
    }
    expect(minutesOf(await row(id))).toBe(60);
    await db().delete(appointments).where(eq(appointments.id, id));
  });

  it('applies two concurrent changes without a key both (no lost update)', async () => {
    const id = mine['10:30'];
    const before = await row(id);
    const answers = await Promise.all([
      tech.post(PROLONG, { appointmentId: id, status: 'ADD' }),
      tech.post(PROLONG, { appointmentId: id, status: 'ADD' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(minutesOf(await row(id))).toBe(minutesOf(before) + 30);
    await setEnd(id, minutesOf(before));
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer for a repeat and changes the end time once', async () => {
    const id = mine['10:30'];
    const before = await row(id);
    const key = randomUUID();
    const body = { appointmentId: id, status: 'ADD' };
    const first = await tech.post<AppointmentDetail>(PROLONG, body, { 'idempotency-key': key });
    expect(first.status).toBe(200);
    expect(first.headers.get('idempotent-replay')).toBeNull();
    server.clock.advance(60_000);
    const again = await tech.post<AppointmentDetail>(PROLONG, body, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect(minutesOf(await row(id))).toBe(minutesOf(before) + 15);

    // The same key for a different request is refused and changes nothing.
    const other = await tech.post(
      PROLONG,
      { appointmentId: id, status: 'MINUS' },
      { 'idempotency-key': key },
    );
    expect(other.status).toBe(422);
    expect(other.body.message).toMatch(/different request/);
    expect(minutesOf(await row(id))).toBe(minutesOf(before) + 15);

    // Keys belong to the caller: the manager's same key is a new request.
    const managers = await manager.post(
      PROLONG,
      { appointmentId: id, status: 'MINUS' },
      { 'idempotency-key': key },
    );
    expect(managers.status).toBe(200);
    expect(managers.headers.get('idempotent-replay')).toBeNull();
    expect(minutesOf(await row(id))).toBe(minutesOf(before));
  });

  it('replays a 4xx as the same 4xx, even once the change would succeed', async () => {
    const id = mine['15:00'];
    const key = randomUUID();
    const body = { appointmentId: id, status: 'MINUS' };
    const first = await tech.post(PROLONG, body, { 'idempotency-key': key });
    expect(first.status).toBe(409);
    await setEnd(id, 60);
    const again = await tech.post(PROLONG, body, { 'idempotency-key': key });
    expect(again.status).toBe(409);
    expect(again.headers.get('idempotent-replay')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(minutesOf(await row(id))).toBe(60);
    await setEnd(id, 0);
  });

  it('changes the row exactly once for concurrent requests with the same key', async () => {
    const id = mine['16:00'];
    const before = await row(id);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        tech.post<AppointmentDetail>(
          PROLONG,
          { appointmentId: id, status: 'ADD' },
          { 'idempotency-key': key },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('idempotent-replay') === 'true')).toHaveLength(7);
    expect(minutesOf(await row(id))).toBe(minutesOf(before) + 15);
    const [stored] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(idempotencyRecords)
      .where(eq(idempotencyRecords.key, key));
    expect(stored?.n).toBe(1);
    await setEnd(id, minutesOf(before));
  });
});

describe('assign to a manager', () => {
  let free: number[];
  beforeAll(async () => {
    const pending = await db()
      .select({ id: reassignmentRequests.appointmentId })
      .from(reassignmentRequests)
      .where(eq(reassignmentRequests.status, 'PENDING'));
    const taken = new Set(pending.map((p) => p.id));
    free = [mine['10:00'], mine['10:30'], mine['16:00'], mine['15:00']].filter((id) => !taken.has(id));
    expect(free.length).toBeGreaterThanOrEqual(2);
  });

  const assign = (c: TestClient, body: Record<string, unknown>, headers?: Record<string, string>) =>
    c.post<{ id: number; appointmentId: number; staffIdTo: number; status: string }>(ASSIGN, body, headers);

  it('creates a pending request for the manager, once', async () => {
    const appointmentId = free[0] ?? 0;
    const res = await assign(tech, {
      appointmentId,
      staffIdFrom: me,
      staffIdTo: adminId,
      type: 'BUSY',
      note: '',
    });
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual({
      id: expect.any(Number),
      appointmentId,
      staffIdTo: adminId,
      status: 'PENDING',
    });
    const [stored] = await db()
      .select()
      .from(reassignmentRequests)
      .where(eq(reassignmentRequests.id, res.body.payload.id));
    expect(stored).toMatchObject({
      shopId: luxe,
      appointmentId,
      staffIdFrom: me,
      staffIdTo: adminId,
      reason: 'BUSY',
      note: '',
      status: 'PENDING',
      assignedStaffId: null,
    });
    // The appointment's detail says a request waits, and for whom (the app then offers no second one).
    const detail = await tech.get<{ reassignment: unknown }>(`${DETAIL}/${appointmentId}`);
    expect(detail.body.payload.reassignment).toEqual({
      status: 'PENDING',
      managerName: expect.stringMatching(/\S/),
      reason: 'BUSY',
    });
    const requests = await count(reassignmentRequests);
    const again = await assign(tech, {
      appointmentId,
      staffIdFrom: me,
      staffIdTo: adminId,
      type: 'SICK',
      note: '',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A reassignment request is already waiting for this appointment.');
    expect(await count(reassignmentRequests)).toBe(requests);
  });

  it('needs a note for OTHER', async () => {
    const appointmentId = free[1] ?? 0;
    const requests = await count(reassignmentRequests);
    for (const note of ['', '   ']) {
      const res = await assign(tech, {
        appointmentId,
        staffIdFrom: me,
        staffIdTo: adminId,
        type: 'OTHER',
        note,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Tell the manager why.');
    }
    expect(await count(reassignmentRequests)).toBe(requests);
    const ok = await assign(tech, {
      appointmentId,
      staffIdFrom: me,
      staffIdTo: adminId,
      type: 'OTHER',
      note: '  Family emergency ',
    });
    expect(ok.status).toBe(200);
    const [stored] = await db()
      .select()
      .from(reassignmentRequests)
      .where(eq(reassignmentRequests.id, ok.body.payload.id));
    expect(stored?.note).toBe('Family emergency');
    expect(stored?.reason).toBe('OTHER');
  });

  it('sends requests only to an active Admin of the same salon', async () => {
    const appointmentId = free[1] ?? 0;
    const [colleague] = await db()
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.shopId, luxe), ne(staff.positionName, 'Admin')))
      .limit(1);
    const [otherAdmin] = await db()
      .select({ id: staff.id })
      .from(staff)
      .where(eq(staff.phone, POLISHED_ADMIN));
    const requests = await count(reassignmentRequests);
    for (const staffIdTo of [colleague?.id ?? 0, otherAdmin?.id ?? 0, 999_999]) {
      const res = await assign(tech, { appointmentId, staffIdFrom: me, staffIdTo, type: 'BUSY', note: '' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Choose a manager of this salon.');
    }
    expect(await count(reassignmentRequests)).toBe(requests);
  });

  it("refuses a request made in another staff member's name", async () => {
    const res = await assign(tech, {
      appointmentId: free[1] ?? 0,
      staffIdFrom: adminId,
      staffIdTo: adminId,
      type: 'BUSY',
      note: '',
    });
    expect(res.status).toBe(403);
  });

  it('tells a manager when the appointment is no longer with the staff member named', async () => {
    const res = await assign(manager, {
      appointmentId: othersAppt,
      staffIdFrom: me,
      staffIdTo: adminId,
      type: 'BUSY',
      note: '',
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The appointment is no longer yours.');
  });
});

describe('bad input answers 400 and stores nothing', () => {
  it.each([
    ['a malformed start', 'start_time=2026-3-11&end_time=2026-03-11', /start_time/],
    ['a US-style date', 'start_time=03-11-2026&end_time=2026-03-11', /start_time/],
    ['a day not on the calendar', 'start_time=2026-02-30&end_time=2026-03-01', /not a day on the calendar/],
    ['an end before the start', 'start_time=2026-03-11&end_time=2026-03-10', /before/],
    ['a range over 62 days', 'start_time=2026-03-01&end_time=2026-05-02', /at most 62 days/],
    ['a missing end', 'start_time=2026-03-11', /end_time/],
    ['a word for an id', 'start_time=2026-03-11&end_time=2026-03-11&staffId=abc', /staffId/],
    ['a zero id', 'start_time=2026-03-11&end_time=2026-03-11&staffId=0', /staffId/],
    ['two ids', 'start_time=2026-03-11&end_time=2026-03-11&staffId=2&staffId=3', /staffId/],
    ['an unknown field', 'start_time=2026-03-11&end_time=2026-03-11&all=1', /all/],
  ])('staff calendar with %s', async (_name, query, message) => {
    const withStaff = /staffId=/.test(query) ? query : `${query}&staffId=${me}`;
    const res = await tech.get(`${CALENDAR}?${withStaff}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1000);
    expect(res.body.message).toMatch(message);
  });

  it('accepts a range of exactly 62 days', async () => {
    const res = await tech.get(calendarUrl(me, '2026-03-01', '2026-05-01'));
    expect(res.status).toBe(200);
  });

  it.each(['abc', '0', '-5', '1.5', '99999999999999999999'])('appointment detail with id %s', async (id) => {
    const res = await tech.get(`${DETAIL}/${id}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid path: id/);
  });

  it.each([
    ['a string id', (id: number) => ({ appointmentId: String(id), status: 'ADD' })],
    ['a fractional id', (id: number) => ({ appointmentId: id + 0.5, status: 'ADD' })],
    ['an unknown status', (id: number) => ({ appointmentId: id, status: 'PLUS' })],
    ['an unknown field', (id: number) => ({ appointmentId: id, status: 'ADD', minutes: 30 })],
    ['a missing status', (id: number) => ({ appointmentId: id })],
    ['a list', (id: number) => [id, 'ADD']],
  ])('prolong with %s', async (_name, make) => {
    const body = make(mine['16:00']);
    const before = await row(mine['16:00']);
    const records = await count(idempotencyRecords);
    const res = await tech.post(PROLONG, body, { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Invalid body: /);
    expect(await row(mine['16:00'])).toEqual(before);
    expect(await count(idempotencyRecords)).toBe(records);
  });

  it.each([
    ['an oversized note', { type: 'OTHER', note: 'x'.repeat(501) }, /500 characters/],
    ['an unknown reason', { type: 'VACATION', note: '' }, /type/],
    ['a string staff id', { staffIdTo: '1', type: 'BUSY', note: '' }, /staffIdTo/],
    ['a missing note', { type: 'BUSY', note: undefined }, /note/],
    ['an unknown field', { type: 'BUSY', note: '', urgent: true }, /urgent/],
  ])('assign with %s', async (_name, patch, message) => {
    const body = { appointmentId: mine['16:00'], staffIdFrom: me, staffIdTo: adminId, ...patch };
    const requests = await count(reassignmentRequests);
    const records = await count(idempotencyRecords);
    const res = await tech.post(ASSIGN, body, { 'idempotency-key': randomUUID() });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await count(reassignmentRequests)).toBe(requests);
    expect(await count(idempotencyRecords)).toBe(records);
  });

  it('answers 401 without a session', async () => {
    const anon = new TestClient(server.url);
    expect((await anon.get(calendarUrl(me))).status).toBe(401);
    expect((await anon.get(`${DETAIL}/${mine['10:00']}`)).status).toBe(401);
    expect((await anon.post(PROLONG, { appointmentId: mine['10:00'], status: 'ADD' })).status).toBe(401);
  });
});
