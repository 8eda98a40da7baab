import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppointmentDetail, staffAppointmentsTopic } from '../../../src/contract/appointment.ts';
import {
  REQUEST_NOT_PENDING,
  type ReassignOutcome,
  type ReassignRequest,
  STAFF_NOT_FREE,
} from '../../../src/contract/reassignment.ts';
import { signIn, startTestServer, TestClient, type TestServer } from '../../../tests/support/server.ts';
import { salonIn, staffIdOf } from '../../../tests/support/ticket-fixtures.ts';
import { appointmentServices, appointments, reassignmentRequests } from '../../db/schema.ts';
import { DEMO_PHONES } from '../../db/seed/salons.ts';
import { EventBus } from '../../realtime/bus.ts';

/**
 * The manager's reassignment requests against a real server (one for the file): appointments made here on
 * a pinned day of January 2031 in San Jose (PST, UTC−8), asked to be handed on by the technician through
 * Assign To, then approved or declined.
 */
const pst = (hms: string) => new Date(`2031-01-15T${hms}-08:00`);

const LIST = '/api/v1/admin/getListAssignAppointment';
const APPROVE = '/api/v1/admin/assignAppointment';
const DECLINE = '/api/v1/admin/declineAssignAppointment';

let server: TestServer;
const bus = new EventBus();
let manager: TestClient;
let mai: TestClient;
let luxe = 0;
let polished = 0;
const ids = { kim: 0, mai: 0, lily: 0, tina: 0, vicky: 0, polishedStaff: 0 };
const heard = new Map<number, { type: string; appointmentId: number }[]>();

const db = () => server.database.db;

/** An appointment of `staffId` from `from` to `to` (PST wall clock), with one service of theirs. */
async function book(staffId: number, from: string, to: string, shopId = luxe): Promise<number> {
  const [row] = await db()
    .insert(appointments)
    .values({
      shopId,
      staffId,
      customerName: 'Ann Lee',
      customerPhone: '4085550101',
      status: 1,
      startAt: pst(from),
      endAt: pst(to),
      createdAt: pst('08:00:00'),
      updatedAt: pst('08:00:00'),
    })
    .returning({ id: appointments.id });
  const id = row?.id ?? 0;
  await db()
    .insert(appointmentServices)
    .values({ appointmentId: id, staffId, serviceName: 'Gel Manicure', priceCents: 4000, durationMin: 60 });
  return id;
}

/** Mai asks the manager to hand the appointment on (Assign To); returns the request's id. */
async function ask(appointmentId: number): Promise<number> {
  const res = await mai.post<{ id: number }>('/api/v1/appointment/assignToStaff', {
    appointmentId,
    staffIdFrom: ids.mai,
    staffIdTo: ids.kim,
    type: 'BUSY',
    note: '',
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.payload.id;
}

beforeAll(async () => {
  server = await startTestServer({ bus });
  manager = new TestClient(server.url);
  mai = new TestClient(server.url);
  luxe = await salonIn(db(), 'America/Los_Angeles');
  polished = await salonIn(db(), 'America/Chicago');
  await signIn(manager, DEMO_PHONES.twoSalons, (r) => r.shopId === luxe);
  await signIn(mai, DEMO_PHONES.technician1, (r) => r.shopId === luxe);
  ids.kim = await staffIdOf(db(), luxe, DEMO_PHONES.twoSalons);
  ids.mai = await staffIdOf(db(), luxe, DEMO_PHONES.technician1);
  ids.lily = await staffIdOf(db(), luxe, '5550101003');
  ids.tina = await staffIdOf(db(), luxe, '5550101004');
  ids.vicky = await staffIdOf(db(), luxe, '5550101005');
  ids.polishedStaff = await staffIdOf(db(), polished, DEMO_PHONES.technician2);
  for (const id of [ids.mai, ids.tina, ids.vicky]) {
    heard.set(id, []);
    bus.subscribe(staffAppointmentsTopic(id), (body) => heard.get(id)?.push(JSON.parse(body)));
  }
});

afterAll(async () => {
  await server?.close();
});

describe('approving a request', () => {
  let appointmentId = 0;
  let requestId = 0;

  beforeAll(async () => {
    appointmentId = await book(ids.mai, '10:00:00', '11:00:00');
    // Lily is busy at that time.
    await book(ids.lily, '10:30:00', '11:30:00');
    requestId = await ask(appointmentId);
  });

  it('lists the pending request with who is free for its whole time', async () => {
    const res = await manager.get<ReassignRequest[]>(LIST);
    expect(res.status).toBe(200);
    const request = res.body.payload.find((r) => r.assignAppointmentId === requestId);
    expect(request).toMatchObject({
      appointmentId,
      staffIdFrom: ids.mai,
      staffNameFrom: 'Mai Pham',
      staffIdTo: ids.kim,
      staffNameTo: 'Kim Nguyen',
      reasons: 'BUSY',
      status: 'PENDING',
      customerName: 'Ann Lee',
      startTime: '01-15-2031 10:00:00',
      endTime: '01-15-2031 11:00:00',
      services: ['Gel Manicure'],
    });
    const free = request?.staffAvailable.map((s) => s.staffId) ?? [];
    expect(free).toContain(ids.tina);
    expect(free).not.toContain(ids.lily);
    expect(free).not.toContain(ids.mai);
  });

  it('refuses a staff member who is not free, with a sentence (409)', async () => {
    const res = await manager.post(APPROVE, {
      appointmentId,
      assignAppointmentId: requestId,
      staffIdTo: ids.lily,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(STAFF_NOT_FREE);
  });

  it('gives the appointment and its services to the staff member, and both calendars hear it', async () => {
    heard.get(ids.mai)?.splice(0);
    heard.get(ids.tina)?.splice(0);
    const body = { appointmentId, assignAppointmentId: requestId, staffIdTo: ids.tina };
    const res = await manager.post<ReassignOutcome>(APPROVE, body, { 'idempotency-key': 'approve-1' });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload).toEqual({
      assignAppointmentId: requestId,
      appointmentId,
      status: 'DONE',
      assignedStaffId: ids.tina,
      assignedStaffName: 'Tina Le',
      declineReason: null,
    } satisfies ReassignOutcome);
    const [row] = await db().select().from(appointments).where(eq(appointments.id, appointmentId));
    expect(row?.staffId).toBe(ids.tina);
    const services = await db()
      .select({ staffId: appointmentServices.staffId })
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentId, appointmentId));
    expect(services.map((s) => s.staffId)).toEqual([ids.tina]);
    for (const id of [ids.mai, ids.tina]) {
      expect(heard.get(id)).toContainEqual(expect.objectContaining({ type: 'changed', appointmentId }));
    }
    // Another manager's list no longer has it.
    const list = await manager.get<ReassignRequest[]>(LIST);
    expect(list.body.payload.map((r) => r.assignAppointmentId)).not.toContain(requestId);
  });

  it('answers the same decision again as it is (with or without the key), and refuses another', async () => {
    const body = { appointmentId, assignAppointmentId: requestId, staffIdTo: ids.tina };
    const replay = await manager.post<ReassignOutcome>(APPROVE, body, { 'idempotency-key': 'approve-1' });
    expect(replay.status).toBe(200);
    expect(replay.body.payload.status).toBe('DONE');
    const again = await manager.post<ReassignOutcome>(APPROVE, body);
    expect(again.status).toBe(200);
    expect(again.body.payload.assignedStaffId).toBe(ids.tina);
    const other = await manager.post(APPROVE, { ...body, staffIdTo: ids.vicky });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(REQUEST_NOT_PENDING);
    const decline = await manager.post(DECLINE, {
      appointmentId,
      assignAppointmentId: requestId,
      reason: 'No',
    });
    expect(decline.status).toBe(409);
    expect(decline.body.message).toBe(REQUEST_NOT_PENDING);
  });

  it('shows the requester the outcome on the appointment, which they may read but no longer change', async () => {
    const res = await mai.get<AppointmentDetail>(`/api/v1/appointment/getAppointmentById/${appointmentId}`);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload.staffId).toBe(ids.tina);
    expect(res.body.payload.reassignment).toMatchObject({ status: 'DONE', assignedStaffName: 'Tina Le' });
    const prolong = await mai.post('/api/v1/appointment/prolongedTime', { appointmentId, status: 'ADD' });
    expect(prolong.status).toBe(403);
  });
});

describe('a slot taken after the list was read', () => {
  it('is refused when approving, and the request stays pending', async () => {
    const appointmentId = await book(ids.mai, '16:00:00', '16:45:00');
    const requestId = await ask(appointmentId);
    const list = await manager.get<ReassignRequest[]>(LIST);
    const free = list.body.payload.find((r) => r.assignAppointmentId === requestId)?.staffAvailable ?? [];
    expect(free.map((s) => s.staffId)).toContain(ids.vicky);
    await book(ids.vicky, '16:30:00', '17:00:00');
    const res = await manager.post(APPROVE, {
      appointmentId,
      assignAppointmentId: requestId,
      staffIdTo: ids.vicky,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(STAFF_NOT_FREE);
    const [request] = await db()
      .select({ status: reassignmentRequests.status })
      .from(reassignmentRequests)
      .where(eq(reassignmentRequests.id, requestId));
    expect(request?.status).toBe('PENDING');
  });
});

describe('declining a request', () => {
  it('closes it with the reason, leaves the appointment, tells the requester, and is idempotent', async () => {
    const appointmentId = await book(ids.mai, '14:00:00', '15:00:00');
    const requestId = await ask(appointmentId);
    heard.get(ids.mai)?.splice(0);
    const body = { appointmentId, assignAppointmentId: requestId, reason: ' She asked for Mai only ' };
    const res = await manager.post<ReassignOutcome>(DECLINE, body);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.payload).toMatchObject({
      status: 'DECLINED',
      assignedStaffId: null,
      declineReason: 'She asked for Mai only',
    });
    expect(heard.get(ids.mai)).toContainEqual(expect.objectContaining({ type: 'changed', appointmentId }));
    const again = await manager.post<ReassignOutcome>(DECLINE, body);
    expect(again.status).toBe(200);
    expect(again.body.payload.status).toBe('DECLINED');
    const approve = await manager.post(APPROVE, {
      appointmentId,
      assignAppointmentId: requestId,
      staffIdTo: ids.tina,
    });
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe(REQUEST_NOT_PENDING);
    const detail = await mai.get<AppointmentDetail>(
      `/api/v1/appointment/getAppointmentById/${appointmentId}`,
    );
    expect(detail.body.payload.staffId).toBe(ids.mai);
    expect(detail.body.payload.reassignment).toMatchObject({
      status: 'DECLINED',
      declineReason: 'She asked for Mai only',
    });
  });

  it('needs a reason (400 with a sentence)', async () => {
    const res = await manager.post(DECLINE, { appointmentId: 1, assignAppointmentId: 1, reason: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Please enter reason');
  });
});

describe('who may decide', () => {
  it('refuses a technician (403)', async () => {
    expect((await mai.get(LIST)).status).toBe(403);
    expect((await mai.post(APPROVE, { appointmentId: 1, assignAppointmentId: 1, staffIdTo: 1 })).status).toBe(
      403,
    );
    expect((await mai.post(DECLINE, { appointmentId: 1, assignAppointmentId: 1, reason: 'x' })).status).toBe(
      403,
    );
  });

  it("answers 404 for another salon's request or staff member", async () => {
    const theirs = await book(ids.polishedStaff, '09:00:00', '10:00:00', polished);
    const [request] = await db()
      .insert(reassignmentRequests)
      .values({
        shopId: polished,
        appointmentId: theirs,
        staffIdFrom: ids.polishedStaff,
        reason: 'SICK',
        createdAt: pst('08:30:00'),
      })
      .returning({ id: reassignmentRequests.id });
    const body = { appointmentId: theirs, assignAppointmentId: request?.id ?? 0, staffIdTo: ids.tina };
    const res = await manager.post(APPROVE, body);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('This reassignment request does not exist.');
    const { staffIdTo: _, ...asked } = body;
    expect((await manager.post(DECLINE, { ...asked, reason: 'No' })).status).toBe(404);

    const ours = await book(ids.mai, '18:00:00', '18:30:00');
    const requestId = await ask(ours);
    const other = await manager.post(APPROVE, {
      appointmentId: ours,
      assignAppointmentId: requestId,
      staffIdTo: ids.polishedStaff,
    });
    expect(other.status).toBe(404);
    expect(other.body.message).toBe('There is no such staff member in this salon.');
  });
});
