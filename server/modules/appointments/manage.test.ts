import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AppointmentDetail,
  AppointmentListItem,
  BlockHour,
  BookableStaff,
} from '../../../src/contract/appointment.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { salonIn, staffIdOf } from '../../../tests/support/ticket-fixtures.ts';
import { appointmentServices, appointments, blockHours, services, shops, staff } from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';
import { dayNumber, wallClockInstant } from '../../time/calendar-day.ts';

/**
 * The manager's appointment calls against a real server. Fixtures sit on pinned days of July 2031, written
 * by the test itself; the server's clock starts on CLOCK, months before them (an appointment starts at
 * most a year ahead) and after the demo's appointments, so nothing depends on the date the tests run.
 */
const CLOCK = new Date('2030-10-01T09:00:00-07:00');
const LA = 'America/Los_Angeles';
const V1 = '/api/v1';
const LIST = `${V1}/appointment/listAppointmentRealtime`;
const BLOCKS = `${V1}/appointment/blockHours`;
const BOOKABLE = `${V1}/appointment/staff-available-booking`;
const AVAILABLE = `${V1}/staff-available`;
const STATUS = `${V1}/appointment/update-status`;
const DELETE = `${V1}/appointment/deleteAppointment`;
const UPDATE = `${V1}/appointment/updateAppointmentV3`;
const DETAIL = `${V1}/appointment/getAppointmentById`;
const PROLONG = `${V1}/appointment/prolongedTime`;

/** Tuesday 8 July 2031 (the default day of a fixture) in San Jose. */
const dayNum = dayNumber(2031, 7, 8);
const at = (minutes: number, day = dayNum) => wallClockInstant(day, minutes, LA);
/** Minutes since midnight → MM/DD/YYYY HH:mm on the pinned day (the booking times' format). */
const bookingTime = (minutes: number, day = '07/08/2031') =>
  `${day} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

let server: TestServer;
let manager: TestClient;
let technician: TestClient;
let otherManager: TestClient;
let luxe = 0;
let polished = 0;
let kim = 0;
let mai = 0;
let apiKey = '';
let serviceA = 0;
let serviceB = 0;
let polishedService = 0;

const db = () => server.database.db;

async function book(
  values: {
    staffId: number | null;
    from: number;
    to: number;
    status?: number;
    requestStaff?: boolean;
    name?: string;
    shopId?: number;
    day?: number;
  },
  serviceIds: number[] = [serviceA],
): Promise<number> {
  const [created] = await db()
    .insert(appointments)
    .values({
      shopId: values.shopId ?? luxe,
      staffId: values.staffId,
      isAnybody: values.staffId === null,
      status: values.status ?? 0,
      requestStaff: values.requestStaff ?? false,
      startAt: at(values.from, values.day),
      endAt: at(values.to, values.day),
      customerName: values.name ?? 'Fixture Customer',
      customerPhone: '4085550199',
      createdAt: at(0),
      updatedAt: at(0),
    })
    .returning({ id: appointments.id });
  if (!created) throw new Error('fixture not inserted');
  const catalogue = await db().select().from(services).where(inArray(services.id, serviceIds));
  for (const s of catalogue) {
    await db().insert(appointmentServices).values({
      appointmentId: created.id,
      serviceId: s.id,
      staffId: values.staffId,
      serviceName: s.name,
      priceCents: s.priceCents,
      durationMin: s.durationMin,
    });
  }
  await server.changes.settled();
  return created.id;
}

async function row(id: number) {
  const [found] = await db().select().from(appointments).where(eq(appointments.id, id));
  if (!found) throw new Error(`appointment ${id} is missing`);
  return found;
}

const put = (client: TestClient, path: string, json: unknown, headers?: Record<string, string>) =>
  client.request<AppointmentDetail>('PUT', path, { json, ...(headers ? { headers } : {}) });
const del = (client: TestClient, id: number, headers?: Record<string, string>) =>
  client.request<AppointmentDetail>('DELETE', `${DELETE}/${id}`, headers ? { headers } : {});
const list = async (client: TestClient, query: string) =>
  client.get<{ data: AppointmentListItem[] }>(`${LIST}?${query}`);

function updateBody(
  id: number,
  items: { staffId: number | null; serviceIds?: number[]; from: number; to: number; day?: string }[],
  extra: Partial<{ note: string; isAnybody: 0 | 1; apiKey: string }> = {},
) {
  return {
    id,
    items: items.map((i) => ({
      staffId: i.staffId,
      serviceIds: i.serviceIds ?? [serviceA],
      startTime: bookingTime(i.from, i.day),
      endTime: bookingTime(i.to, i.day),
    })),
    bookingType: 0,
    note: extra.note ?? '',
    isAnybody: extra.isAnybody ?? 0,
    apiKey: extra.apiKey ?? apiKey,
  };
}

beforeAll(async () => {
  server = await startTestServer({ clockStart: CLOCK });
  luxe = await salonIn(db(), LA);
  polished = await salonIn(db(), 'America/Chicago');
  kim = await staffIdOf(db(), luxe, DEMO_PHONES.twoSalons);
  mai = await staffIdOf(db(), luxe, DEMO_PHONES.technician1);
  const [shop] = await db().select({ apiKey: shops.apiKey }).from(shops).where(eq(shops.id, luxe));
  apiKey = shop?.apiKey ?? '';
  const luxeServices = await db()
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.shopId, luxe), eq(services.active, true)))
    .orderBy(asc(services.id))
    .limit(2);
  serviceA = luxeServices[0]?.id ?? 0;
  serviceB = luxeServices[1]?.id ?? 0;
  const [other] = await db()
    .select({ id: services.id })
    .from(services)
    .where(eq(services.shopId, polished))
    .limit(1);
  polishedService = other?.id ?? 0;
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

describe('GET appointment/listAppointmentRealtime', () => {
  it("lists the salon's appointments of the days by start, canceled kept and deleted left out", async () => {
    const day = dayNumber(2031, 7, 1);
    const first = await book({ staffId: mai, from: 600, to: 645, requestStaff: true, name: 'Ada One', day });
    const anybody = await book({ staffId: null, from: 540, to: 540, name: 'Walk Two', day }, [
      serviceA,
      serviceB,
    ]);
    const canceled = await book({ staffId: kim, from: 700, to: 760, status: 4, day });
    await db().update(appointments).set({ cancelReason: 'Sick' }).where(eq(appointments.id, canceled));
    await book({ staffId: kim, from: 800, to: 860, status: 5, day });
    await book({ staffId: null, from: 600, to: 660, shopId: polished, day });
    const nextDay = await book({ staffId: mai, from: 600, to: 630, day: day + 1 });

    const res = await list(manager, 'startDate=2031-07-01&endDate=2031-07-01');
    expect(res.status).toBe(200);
    const got = res.body.payload.data;
    expect(got.map((a) => a.id)).toEqual([anybody, first, canceled]);
    const [a0, a1, a2] = got;
    expect(a0).toMatchObject({
      appointmentId: anybody,
      staffId: null,
      staffName: 'Anyone',
      isAnybody: true,
      start_time: '07-01-2031 09:00:00',
      end_time: '07-01-2031 09:00:00',
      dateAppointment: '07-01-2031 09:00 AM',
      strStatus: 'NEW',
      customerPhone: '4085550199',
      phone: '4085550199',
    });
    expect(a0?.services).toHaveLength(2);
    expect(a1).toMatchObject({ staffName: 'Mai Pham', requestStaff: true, customerName: 'Ada One' });
    expect(a1?.services[0]).toMatchObject({ id: serviceA });
    expect(typeof a1?.services[0]?.duration).toBe('number');
    expect(a2).toMatchObject({ status: 4, strStatus: 'CANCEL', note: 'Sick', staffName: 'Kim Nguyen' });

    const two = await list(manager, 'startDate=2031-07-01&endDate=2031-07-02');
    expect(two.body.payload.data.map((a) => a.id)).toContain(nextDay);
    const maiOnly = await list(manager, `startDate=2031-07-01&endDate=2031-07-02&staffId=${mai}`);
    expect(maiOnly.body.payload.data.map((a) => a.id)).toEqual([first, nextDay]);
  });

  it('refuses bad days, and answers nothing of another salon', async () => {
    for (const bad of [
      'startDate=2031-07-02&endDate=2031-07-01',
      'startDate=2031-01-01&endDate=2031-12-31',
      'startDate=2031-02-30&endDate=2031-03-01',
      'startDate=07-01-2031&endDate=07-02-2031',
      'startDate=2031-07-01',
    ]) {
      const res = await list(manager, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.message.length).toBeGreaterThan(0);
    }
    const theirs = await list(otherManager, 'startDate=2031-07-01&endDate=2031-07-01');
    expect(theirs.status).toBe(200);
    expect(theirs.body.payload.data.every((a) => a.staffName !== 'Mai Pham')).toBe(true);
  });
});

describe('a staff id of another salon', () => {
  it('is 404 on the list and the block hours, as on every call that reads by staff id', async () => {
    const elsewhere = await staffIdOf(db(), polished, DEMO_PHONES.technician2);
    const days = 'startDate=2031-07-01&endDate=2031-07-02';
    for (const path of [
      `${LIST}?${days}&staffId=${elsewhere}`,
      `${BLOCKS}?startTime=2031-07-01&endTime=2031-07-02&staffId=${elsewhere}`,
      `${LIST}?${days}&staffId=2000000000`,
      // The calls that answered 404 already.
      `${V1}/appointment/staff-day?start_time=2031-07-01&end_time=2031-07-02&staffId=${elsewhere}`,
      `${V1}/appointment/getAvailableTimeSlotByStaff?currentDate=2031-07-01&staffId=${elsewhere}`,
      `${V1}/report/getBillByStaff?type=DAY&staffId=${elsewhere}`,
    ]) {
      const res = await manager.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual({
        code: 1404,
        message: 'There is no such staff member in this salon.',
        payload: null,
      });
    }
    // Their own salon's staff, and no staff id, answer as before.
    expect((await list(manager, `${days}&staffId=${mai}`)).status).toBe(200);
    expect((await manager.get(`${BLOCKS}?startTime=2031-07-01&endTime=2031-07-02`)).status).toBe(200);
  });
});

describe('GET appointment/blockHours', () => {
  it("answers every staff member's block hours overlapping the days", async () => {
    const day = dayNumber(2031, 7, 3);
    const [lunch] = await db()
      .insert(blockHours)
      .values({ shopId: luxe, staffId: mai, startAt: at(720, day), endAt: at(780, day), reason: 'Lunch' })
      .returning({ id: blockHours.id });
    await db()
      .insert(blockHours)
      .values({
        shopId: luxe,
        staffId: kim,
        startAt: at(720, day + 1),
        endAt: at(780, day + 1),
        reason: 'Later',
      });
    await server.changes.settled();
    const res = await manager.get<BlockHour[]>(`${BLOCKS}?startTime=2031-07-03&endTime=2031-07-03`);
    expect(res.status).toBe(200);
    expect(res.body.payload).toEqual([
      {
        id: lunch?.id,
        staffId: mai,
        startTime: '07-03-2031 12:00:00',
        endTime: '07-03-2031 13:00:00',
        reason: 'Lunch',
      },
    ]);
    expect(
      (await otherManager.get<BlockHour[]>(`${BLOCKS}?startTime=2031-07-03&endTime=2031-07-03`)).body.payload,
    ).toEqual([]);
  });
});

describe('GET appointment/staff-available-booking and staff-available', () => {
  it('marks who is free for a window; the appointment being changed does not count', async () => {
    const day = dayNumber(2031, 7, 9);
    const own = await book({ staffId: mai, from: 600, to: 660, day });
    const all = await manager.get<BookableStaff[]>(BOOKABLE);
    expect(all.status).toBe(200);
    expect(all.body.payload.every((s) => s.available)).toBe(true);
    expect(all.body.payload.map((s) => s.id)).toContain(mai);

    const window = `startTime=${encodeURIComponent(bookingTime(630, '07/09/2031'))}&endTime=${encodeURIComponent(bookingTime(690, '07/09/2031'))}`;
    const busy = await manager.get<BookableStaff[]>(`${BOOKABLE}?${window}`);
    expect(busy.body.payload.find((s) => s.id === mai)?.available).toBe(false);
    expect(busy.body.payload.find((s) => s.id === kim)?.available).toBe(true);
    const free = await manager.get<BookableStaff[]>(`${AVAILABLE}?${window}`);
    expect(free.body.payload.map((s) => s.id)).not.toContain(mai);
    expect(free.body.payload.map((s) => s.id)).toContain(kim);
    const itself = await manager.get<BookableStaff[]>(`${AVAILABLE}?${window}&appointmentId=${own}`);
    expect(itself.body.payload.map((s) => s.id)).toContain(mai);
    // Touching ends do not clash.
    const after = `startTime=${encodeURIComponent(bookingTime(660, '07/09/2031'))}&endTime=${encodeURIComponent(bookingTime(700, '07/09/2031'))}`;
    expect(
      (await manager.get<BookableStaff[]>(`${AVAILABLE}?${after}`)).body.payload.map((s) => s.id),
    ).toContain(mai);
  });

  it('refuses half a window, a reversed one and a missing one', async () => {
    const start = encodeURIComponent(bookingTime(630));
    const end = encodeURIComponent(bookingTime(600));
    expect((await manager.get(`${BOOKABLE}?startTime=${start}`)).status).toBe(400);
    expect((await manager.get(`${BOOKABLE}?startTime=${start}&endTime=${end}`)).status).toBe(400);
    expect((await manager.get(AVAILABLE)).status).toBe(400);
    expect(
      (await manager.get(`${BOOKABLE}?startTime=${encodeURIComponent('02/30/2031 10:00')}&endTime=${start}`))
        .status,
    ).toBe(400);
  });
});

describe('PUT appointment/update-status', () => {
  it('confirms a NEW one; a second confirm and a confirm of a canceled one are 409', async () => {
    const id = await book({ staffId: mai, from: 600, to: 645, day: dayNumber(2031, 7, 10) });
    const ok = await put(manager, STATUS, { appointmentId: id, status: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body.payload.status).toBe(1);
    expect((await row(id)).status).toBe(1);
    const again = await put(manager, STATUS, { appointmentId: id, status: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This appointment is already confirmed.');

    const canceled = await book({ staffId: mai, from: 700, to: 745, status: 4, day: dayNumber(2031, 7, 10) });
    const refused = await put(manager, STATUS, { appointmentId: canceled, status: 1 });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('A canceled appointment cannot be confirmed.');
    expect((await row(canceled)).status).toBe(4);
  });

  it('cancels NEW and CONFIRMED ones with a reason, shown as the note; finished and under way ones are 409', async () => {
    const day = dayNumber(2031, 7, 10);
    const fresh = await book({ staffId: kim, from: 600, to: 645, day });
    const noReason = await put(manager, STATUS, { appointmentId: fresh, status: 4, reason: '   ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Enter the reason for the cancellation.');
    const canceled = await put(manager, STATUS, {
      appointmentId: fresh,
      status: 4,
      reason: ' Customer is sick ',
    });
    expect(canceled.status).toBe(200);
    expect(canceled.body.payload).toMatchObject({ status: 4, note: 'Customer is sick' });
    expect((await put(manager, STATUS, { appointmentId: fresh, status: 4, reason: 'x' })).body.message).toBe(
      'This appointment is already canceled.',
    );

    const confirmed = await book({ staffId: kim, from: 700, to: 745, status: 1, day });
    expect((await put(manager, STATUS, { appointmentId: confirmed, status: 4, reason: 'Busy' })).status).toBe(
      200,
    );
    for (const [status, message] of [
      [3, 'This appointment is finished and can no longer be changed.'],
      [2, 'This appointment is under way and can no longer be changed.'],
      [5, 'This appointment has been deleted.'],
    ] as const) {
      const id = await book({ staffId: kim, from: 800, to: 845, status, day });
      const res = await put(manager, STATUS, { appointmentId: id, status: 4, reason: 'Busy' });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(message);
      expect((await row(id)).status).toBe(status);
      await db().delete(appointments).where(eq(appointments.id, id));
    }
  });

  it('with an Idempotency-Key a repeat replays the first answer, even once the change would be refused', async () => {
    const id = await book({ staffId: mai, from: 800, to: 845, day: dayNumber(2031, 7, 10) });
    const key = { 'idempotency-key': randomUUID() };
    const first = await put(manager, STATUS, { appointmentId: id, status: 1 }, key);
    const repeat = await put(manager, STATUS, { appointmentId: id, status: 1 }, key);
    expect(first.status).toBe(200);
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('idempotent-replay')).not.toBeNull();
    expect(repeat.body).toEqual(first.body);
    // Without the key the same request is a new one, refused now.
    expect((await put(manager, STATUS, { appointmentId: id, status: 1 })).status).toBe(409);
  });
});

describe('DELETE appointment/deleteAppointment/{id}', () => {
  it('marks NEW, CONFIRMED and CANCELED ones DELETED; they leave the list; others are 409', async () => {
    const day = dayNumber(2031, 7, 11);
    const ids = [
      await book({ staffId: mai, from: 600, to: 630, day }),
      await book({ staffId: mai, from: 630, to: 660, status: 1, day }),
      await book({ staffId: mai, from: 660, to: 690, status: 4, day }),
    ];
    for (const id of ids) {
      const res = await del(manager, id);
      expect(res.status).toBe(200);
      expect(res.body.payload.status).toBe(5);
    }
    expect((await list(manager, 'startDate=2031-07-11&endDate=2031-07-11')).body.payload.data).toEqual([]);
    const again = await del(manager, ids[0] ?? 0);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This appointment has been deleted.');
    const finished = await book({ staffId: mai, from: 700, to: 730, status: 3, day });
    expect((await del(manager, finished)).status).toBe(409);
    expect((await row(finished)).status).toBe(3);
  });
});

describe('POST appointment/updateAppointmentV3', () => {
  it('moves an appointment to another time and staff member with new services and note', async () => {
    const day = dayNumber(2031, 7, 15);
    const id = await book({ staffId: mai, from: 600, to: 645, day });
    const res = await manager.post<AppointmentDetail>(
      UPDATE,
      updateBody(
        id,
        [{ staffId: kim, serviceIds: [serviceA, serviceB], from: 780, to: 870, day: '07/15/2031' }],
        {
          note: ' Window seat ',
        },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      id,
      staffId: kim,
      name: 'Kim Nguyen',
      startTime: '07-15-2031 13:00:00',
      endTime: '07-15-2031 14:30:00',
      duration: 90,
      note: 'Window seat',
      status: 0,
    });
    expect(res.body.payload.services.map((s) => s.id)).toEqual([serviceA, serviceB]);
    const lines = await db()
      .select({ staffId: appointmentServices.staffId })
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentId, id));
    expect(lines.map((l) => l.staffId)).toEqual([kim, kim]);
  });

  it('gives each service its own staff member; the appointment spans the items and is the first staff’s', async () => {
    const day = dayNumber(2031, 7, 15);
    const id = await book({ staffId: mai, from: 960, to: 990, day });
    const res = await manager.post<AppointmentDetail>(
      UPDATE,
      updateBody(id, [
        { staffId: mai, serviceIds: [serviceA], from: 960, to: 990, day: '07/15/2031' },
        { staffId: kim, serviceIds: [serviceB], from: 990, to: 1020, day: '07/15/2031' },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.payload).toMatchObject({
      staffId: mai,
      startTime: '07-15-2031 16:00:00',
      endTime: '07-15-2031 17:00:00',
    });
    expect(res.body.payload.services.map((l) => l.staffId)).toEqual([mai, kim]);
    const lines = await db()
      .select({ staffId: appointmentServices.staffId, serviceId: appointmentServices.serviceId })
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentId, id))
      .orderBy(asc(appointmentServices.id));
    expect(lines).toEqual([
      { staffId: mai, serviceId: serviceA },
      { staffId: kim, serviceId: serviceB },
    ]);
  });

  it('refuses a double booking (409, in words), a block hour in the way and a time gone by', async () => {
    const day = dayNumber(2031, 7, 16);
    const taken = await book({ staffId: kim, from: 600, to: 660, name: 'Grace Hopper', day });
    const id = await book({ staffId: mai, from: 600, to: 660, day });
    const clash = await manager.post(
      UPDATE,
      updateBody(id, [{ staffId: kim, from: 630, to: 690, day: '07/16/2031' }]),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(
      'Kim Nguyen already has an appointment from 10:00 AM to 11:00 AM on 07-16-2031 (Grace Hopper). Choose another time or staff member.',
    );
    expect((await row(id)).staffId).toBe(mai);
    expect((await row(taken)).staffId).toBe(kim);
    // Back to back is fine.
    expect(
      (await manager.post(UPDATE, updateBody(id, [{ staffId: kim, from: 660, to: 720, day: '07/16/2031' }])))
        .status,
    ).toBe(200);

    await db()
      .insert(blockHours)
      .values({ shopId: luxe, staffId: kim, startAt: at(780, day), endAt: at(840, day), reason: 'Lunch' });
    const blocked = await manager.post(
      UPDATE,
      updateBody(id, [{ staffId: kim, from: 810, to: 870, day: '07/16/2031' }]),
    );
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(
      'The staff member is not taking appointments from 1:00 PM to 2:00 PM (Lunch). Choose another time or staff member.',
    );

    const past = await manager.post(
      UPDATE,
      updateBody(id, [{ staffId: kim, from: 600, to: 660, day: '07/16/2020' }]),
    );
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The new time has already passed. Choose a later time.');
  });

  it('refuses times past an appointment’s bounds: 12 hours, the day it starts, a year ahead', async () => {
    const id = await book({ staffId: mai, from: 600, to: 660, day: dayNumber(2031, 7, 21) });
    const move = (startTime: string, endTime: string) =>
      manager.post<AppointmentDetail>(UPDATE, {
        ...updateBody(id, []),
        items: [{ staffId: mai, serviceIds: [serviceA], startTime, endTime }],
      });
    const refusals: [start: string, end: string, refusal: string][] = [
      // Once accepted: the technician then had no free slot on any later day.
      ['07/21/2031 10:00', '07/21/2199 10:00', 'An appointment can be at most 12 hours long.'],
      ['07/21/2031 08:00', '07/21/2031 20:15', 'An appointment can be at most 12 hours long.'],
      ['07/21/2031 22:00', '07/22/2031 01:00', 'An appointment must end on the day it starts, by midnight.'],
      // CLOCK is 1 October 2030: 366 days later is 2 October 2031.
      ['10/03/2031 10:00', '10/03/2031 11:00', 'An appointment can start at most a year from today.'],
    ];
    for (const [start, end, refusal] of refusals) {
      const res = await move(start, end);
      expect(res.status, `${start} – ${end}`).toBe(400);
      expect(res.body.message).toBe(refusal);
    }
    const [row] = await db().select().from(appointments).where(eq(appointments.id, id));
    expect([row?.startAt, row?.endAt]).toEqual([
      at(600, dayNumber(2031, 7, 21)),
      at(660, dayNumber(2031, 7, 21)),
    ]);

    // At the bounds: 12 hours, until midnight, a year ahead.
    for (const [start, end] of [
      ['07/21/2031 08:00', '07/21/2031 20:00'],
      ['07/21/2031 23:00', '07/22/2031 00:00'],
      ['10/02/2031 10:00', '10/02/2031 11:00'],
    ] as const) {
      const res = await move(start, end);
      expect(res.status, `${start} – ${end}: ${res.body.message}`).toBe(200);
    }
  });

  it('refuses closed appointments, foreign staff, services and salons, and mismatched items', async () => {
    const day = dayNumber(2031, 7, 17);
    const id = await book({ staffId: mai, from: 600, to: 660, day });
    const polishedStaff = await staffIdOf(db(), polished, DEMO_PHONES.technician2);
    const cases: [unknown, number, string][] = [
      [
        updateBody(id, [{ staffId: polishedStaff, from: 600, to: 660, day: '07/17/2031' }]),
        400,
        'Choose staff members of this salon.',
      ],
      [
        updateBody(id, [
          { staffId: mai, serviceIds: [polishedService], from: 600, to: 660, day: '07/17/2031' },
        ]),
        400,
        'Choose services of this salon.',
      ],
      [
        updateBody(id, [{ staffId: null, from: 600, to: 660, day: '07/17/2031' }]),
        400,
        'Choose a staff member for every service, or Anyone.',
      ],
      [
        updateBody(id, [{ staffId: mai, from: 660, to: 600, day: '07/17/2031' }]),
        400,
        'The end time must not be before the start time.',
      ],
      [
        updateBody(id, [{ staffId: mai, from: 600, to: 660, day: '07/17/2031' }], {
          apiKey: 'another-salon',
        }),
        404,
        'This appointment does not exist.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await manager.post(UPDATE, body);
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
    }
    expect((await row(id)).startAt).toEqual(at(600, day));
    // Anybody: no staff member.
    const anybody = await manager.post<AppointmentDetail>(
      UPDATE,
      updateBody(id, [{ staffId: null, from: 600, to: 660, day: '07/17/2031' }], { isAnybody: 1 }),
    );
    expect(anybody.status).toBe(200);
    expect(anybody.body.payload).toMatchObject({ staffId: null, name: 'Anyone' });

    await db().update(appointments).set({ status: 4 }).where(eq(appointments.id, id));
    const closed = await manager.post(
      UPDATE,
      updateBody(id, [{ staffId: mai, from: 600, to: 660, day: '07/17/2031' }]),
    );
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe('A canceled appointment cannot be changed.');
  });

  it('20 concurrent moves into one staff slot: exactly one lands, the rest are 409, nothing half-written', async () => {
    const day = dayNumber(2031, 7, 22);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(await book({ staffId: null, from: 540 + i * 30, to: 570 + i * 30, day }));
    }
    const answers = await Promise.all(
      ids.map((id) =>
        manager.post(
          UPDATE,
          updateBody(id, [{ staffId: kim, serviceIds: [serviceB], from: 600, to: 660, day: '07/22/2031' }]),
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const moved = await db()
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.staffId, kim), inArray(appointments.id, ids)));
    expect(moved).toHaveLength(1);
    // The refused ones kept their time and their service: their transaction rolled back whole.
    const lines = await db()
      .select({ appointmentId: appointmentServices.appointmentId, serviceId: appointmentServices.serviceId })
      .from(appointmentServices)
      .where(
        and(
          inArray(appointmentServices.appointmentId, ids),
          ne(appointmentServices.appointmentId, moved[0]?.id ?? 0),
        ),
      );
    expect(lines).toHaveLength(19);
    expect(lines.every((l) => l.serviceId === serviceA)).toBe(true);
  });

  it('the database itself refuses an overlapping write, whoever makes it', async () => {
    const day = dayNumber(2031, 7, 23);
    await book({ staffId: mai, from: 600, to: 660, day });
    await expect(book({ staffId: mai, from: 645, to: 700, day })).rejects.toThrow();
    // A zero-length booking holds 15 minutes, as the slot engine counts it.
    await book({ staffId: mai, from: 700, to: 700, day });
    await expect(book({ staffId: mai, from: 710, to: 720, day })).rejects.toThrow();
    // Canceled and deleted ones hold nothing.
    await book({ staffId: mai, from: 800, to: 860, status: 4, day });
    await book({ staffId: mai, from: 800, to: 860, day });
  });

  it('a manager lengthens any appointment of the salon; +15 into the next one is refused', async () => {
    const day = dayNumber(2031, 7, 24);
    const id = await book({ staffId: mai, from: 600, to: 645, day });
    await book({ staffId: mai, from: 660, to: 700, day });
    const once = await manager.post<AppointmentDetail>(PROLONG, { appointmentId: id, status: 'ADD' });
    expect(once.status).toBe(200);
    expect(once.body.payload.duration).toBe(60);
    const twice = await manager.post(PROLONG, { appointmentId: id, status: 'ADD' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/^Mai Pham already has an appointment from 11:00 AM/);
    expect((await manager.get<AppointmentDetail>(`${DETAIL}/${id}`)).body.payload.customerPhone).toBe(
      '4085550199',
    );
  });

  it('+15 stays within 12 hours and the day the appointment starts; −15 is always allowed', async () => {
    const day = dayNumber(2031, 7, 30);
    const prolong = (appointmentId: number, status: 'ADD' | 'MINUS') =>
      manager.post<AppointmentDetail>(PROLONG, { appointmentId, status });
    const twelveHours = await book({ staffId: mai, from: 480, to: 1200, day });
    const tooLong = await prolong(twelveHours, 'ADD');
    expect([tooLong.status, tooLong.body.message]).toEqual([
      400,
      'An appointment can be at most 12 hours long.',
    ]);
    expect((await prolong(twelveHours, 'MINUS')).status).toBe(200);

    const late = await book({ staffId: kim, from: 1410, to: 1425, day });
    const midnight = await prolong(late, 'ADD');
    expect(midnight.status, midnight.body.message).toBe(200);
    expect(midnight.body.payload.endTime).toBe('07-31-2031 00:00:00');
    const pastMidnight = await prolong(late, 'ADD');
    expect([pastMidnight.status, pastMidnight.body.message]).toEqual([
      400,
      'An appointment must end on the day it starts, by midnight.',
    ]);
  });
});

describe('GET appointment/getAvailableTimeSlotByStaff for a move', () => {
  it("offers the appointment's own time when asked for it (appointmentId)", async () => {
    const day = dayNumber(2031, 7, 29);
    const id = await book({ staffId: mai, from: 600, to: 660, day });
    const slots = async (extra: string) =>
      (
        await manager.get<{ timeSlots: string[] }>(
          `${V1}/appointment/getAvailableTimeSlotByStaff?currentDate=2031-07-29&staffId=${mai}&duration=60${extra}`,
        )
      ).body.payload.timeSlots;
    expect(await slots('')).not.toContain('10:00 AM');
    expect(await slots('')).not.toContain('10:30 AM');
    expect(await slots(`&appointmentId=${id}`)).toContain('10:00 AM');
    expect(await slots(`&appointmentId=${id}`)).toContain('10:30 AM');
  });
});

describe('who may call', () => {
  it('a technician gets 403 on every manager call; another salon’s manager 404 on these appointments', async () => {
    const id = await book({ staffId: mai, from: 600, to: 645, day: dayNumber(2031, 7, 25) });
    const window = `startTime=${encodeURIComponent(bookingTime(600))}&endTime=${encodeURIComponent(bookingTime(630))}`;
    const asTechnician = [
      await list(technician, 'startDate=2031-07-25&endDate=2031-07-25'),
      await technician.get(`${BLOCKS}?startTime=2031-07-25&endTime=2031-07-25`),
      await technician.get(`${AVAILABLE}?${window}`),
      await put(technician, STATUS, { appointmentId: id, status: 1 }),
      await del(technician, id),
      await technician.post(
        UPDATE,
        updateBody(id, [{ staffId: mai, from: 600, to: 645, day: '07/25/2031' }]),
      ),
    ];
    for (const res of asTechnician) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only managers can do this.');
    }
    const theirs = [
      await put(otherManager, STATUS, { appointmentId: id, status: 1 }),
      await del(otherManager, id),
      await otherManager.get(`${DETAIL}/${id}`),
      await otherManager.post(PROLONG, { appointmentId: id, status: 'ADD' }),
    ];
    for (const res of theirs) expect(res.status).toBe(404);
    // Booking for themselves, a technician sees whether they are free, and nobody else.
    const busy = `startTime=${encodeURIComponent(bookingTime(600, '07/25/2031'))}&endTime=${encodeURIComponent(bookingTime(630, '07/25/2031'))}`;
    const own = await technician.get<BookableStaff[]>(`${BOOKABLE}?${busy}`);
    expect(own.status).toBe(200);
    expect(own.body.payload).toEqual([expect.objectContaining({ id: mai, available: false })]);
    expect((await row(id)).status).toBe(0);
    expect(await db().select({ id: staff.id }).from(staff).where(eq(staff.id, mai))).toHaveLength(1);
  });
});
