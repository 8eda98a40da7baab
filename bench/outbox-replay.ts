/**
 * Budget: 1,000 queued changes of a manager's day, mixed as they come (update: a new time; +15 and −15
 * minutes; confirm; cancel with a reason), replayed against the local server in at most 10 s, every one
 * applied exactly once. The real Replayer over fake-indexeddb (as in the unit tests) sends the outbox to
 * a running server (fresh embedded database with the demo data) with the entries' Idempotency-Keys;
 * after the timed replay every change is delivered a second time, as after a lost answer, to prove the
 * server applies it once. Afterwards each
 * appointment's status, start, length and reason are read back from the server and compared with what
 * its changes should have made of it.
 *
 * The appointments are the bench's own: one per staff member and open day (the demo fixture), each
 * first moved by its queued update into a free window of that day (the slot engine's answer for 150
 * minutes), where its ±15 changes cannot run into another appointment: the server refuses overlaps.
 */
import 'fake-indexeddb/auto';
import { buildPath, type Endpoint } from '../src/contract/endpoint.ts';
import { appointmentEndpoints } from '../src/contract/endpoints/appointments.ts';
import { deleteScope, type OutboxEntry, scopeDb } from '../src/offline/db.ts';
import { enqueue, type Mutation, outboxEntries } from '../src/offline/outbox.ts';
import { Replayer, type SendResult } from '../src/offline/replayer.ts';
import { signInCookie, startServer } from './support.ts';

const CHANGES = 1_000;
const BUDGET_MS = 10_000;
/** The free window each appointment is moved into: room for every +15 it gets. */
const WINDOW_MINUTES = 150;
const MANAGER = '5550100003';

interface Detail {
  id: number;
  status: number;
  startTime: string;
  duration: number;
  note: string;
  staffId: number | null;
  services: { id: number | null }[];
}

const server = await startServer(18_800);
try {
  const cookie = await signInCookie(server.url, MANAGER, true);
  const headers = { cookie, 'content-type': 'application/json' };
  const get = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${server.url}${path}`, { headers });
    const body = (await res.json()) as { payload: T; message: string };
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.message}`);
    return body.payload;
  };
  const apiKey = (
    await get<{ apiKey: string; positionName: string }[]>(`/api/v1/staff/sign-in-by-phone/${MANAGER}`)
  ).find((r) => r.positionName === 'Admin')?.apiKey;
  if (!apiKey) throw new Error('No salon of the manager');
  const staff = await get<{ id: number }[]>('/api/v1/appointment/staff-available-booking');

  // ---- the bench's appointments: one per staff member and open day, each with a free window ----
  interface Planned {
    id: number;
    staffId: number;
    serviceId: number;
    day: string;
    /** "h:mm AM": the start of a free window of WINDOW_MINUTES. */
    slot: string;
  }
  const planned: Planned[] = [];
  // Every booking first, then the windows: a later booking cannot land in a window found before it.
  const booked = new Map<string, { id: number; staffId: number; day: string }>();
  for (let openDay = 1; openDay <= 10; openDay++) {
    for (const s of staff) {
      const res = await fetch(`${server.url}/api/v1/demo/book-appointment`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ staffId: s.id, openDay, minutes: 15 }),
      });
      if (!res.ok) continue;
      const made = ((await res.json()) as { payload: { id: number; day: string } }).payload;
      // One appointment of the bench per staff member and day (a full day sends the fixture to the next).
      if (!booked.has(`${s.id}:${made.day}`)) booked.set(`${s.id}:${made.day}`, { ...made, staffId: s.id });
    }
  }
  for (const b of booked.values()) {
    const slots = await get<{ timeSlots: string[] }>(
      `/api/v1/appointment/getAvailableTimeSlotByStaff?currentDate=${b.day}&staffId=${b.staffId}&duration=${WINDOW_MINUTES}`,
    );
    const slot = slots.timeSlots[0];
    const detail = await get<Detail>(`/api/v1/appointment/getAppointmentById/${b.id}`);
    const serviceId = detail.services[0]?.id;
    if (!slot || !serviceId) continue;
    planned.push({ ...b, serviceId, slot });
  }
  const perAppointment = Math.floor(CHANGES / planned.length);
  if (perAppointment < 4)
    throw new Error(`Only ${planned.length} appointments: too few for ${CHANGES} changes`);

  // ---- the outbox: every appointment's changes, interleaved across appointments as a day goes ----
  const bookingTime = (day: string, slot: string, plus: number) => {
    const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(slot);
    const minutes = ((Number(m?.[1]) % 12) + (m?.[3] === 'PM' ? 12 : 0)) * 60 + Number(m?.[2]) + plus;
    const pad = (n: number) => String(n).padStart(2, '0');
    const [y, mo, d] = day.split('-');
    return `${mo}/${d}/${y} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
  };
  interface Expected {
    status: number;
    start: string;
    duration: number;
    note: string;
  }
  const expected = new Map<number, Expected>();
  const queues: Mutation[][] = planned.map((p, k) => {
    const n = perAppointment + (k < CHANGES % planned.length ? 1 : 0);
    const out: Mutation[] = [];
    const entity = `appointment:${p.id}`;
    const status = (s: 1 | 4, reason?: string): Mutation => ({
      kind: 'appointment.status',
      entity,
      body: { appointmentId: p.id, status: s, ...(reason ? { reason } : {}) },
      label: `${s === 1 ? 'Confirm' : 'Cancel'} ${p.id}`,
    });
    const canceling = k % 2 === 1;
    // Confirmed first, then moved, lengthened and shortened; every other one canceled at the end.
    if (canceling) out.push(status(1));
    out.push({
      kind: 'appointment.update',
      entity,
      body: {
        id: p.id,
        items: [
          {
            staffId: p.staffId,
            serviceIds: [p.serviceId],
            startTime: bookingTime(p.day, p.slot, 0),
            endTime: bookingTime(p.day, p.slot, 15),
          },
        ],
        bookingType: 0,
        note: '',
        isAnybody: 0,
        apiKey,
      },
      label: `Update ${p.id}`,
    });
    const steps = n - out.length - 1;
    let length = 15;
    for (let i = 0; i < steps; i++) {
      // Two longer, one shorter: never under 15 minutes, never past the window.
      const minus = i % 3 === 2;
      length += minus ? -15 : 15;
      out.push({
        kind: 'appointment.prolong',
        entity,
        body: { appointmentId: p.id, status: minus ? 'MINUS' : 'ADD' },
        label: `${minus ? '−' : '+'}15 on ${p.id}`,
      });
    }
    if (length > WINDOW_MINUTES) throw new Error('A window is too short for its changes');
    const reason = `Bench reason ${p.id}`;
    out.push(canceling ? status(4, reason) : status(1));
    expected.set(p.id, {
      status: canceling ? 4 : 1,
      start: bookingTime(p.day, p.slot, 0),
      duration: length,
      note: canceling ? reason : '',
    });
    return out;
  });

  const scope = { shopId: 1, staffId: 999_998 };
  const db = scopeDb(scope);
  const kinds = { 'appointment.status': 0, 'appointment.update': 0, 'appointment.prolong': 0 };
  while (queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (!next) continue;
      kinds[next.kind as keyof typeof kinds]++;
      await enqueue(db, next, async () => {});
    }
  }
  const queued = (await outboxEntries(db)).length;

  const endpoints: Record<string, Endpoint> = {
    'appointment.status': appointmentEndpoints.updateAppointmentStatus,
    'appointment.update': appointmentEndpoints.updateAppointment,
    'appointment.prolong': appointmentEndpoints.prolongAppointment,
  };
  const send = async (entry: OutboxEntry) => {
    const endpoint = endpoints[entry.kind];
    if (!endpoint) throw new Error(`No endpoint for ${entry.kind}`);
    return fetch(`${server.url}${buildPath(endpoint)}`, {
      method: endpoint.method,
      headers: { ...headers, 'idempotency-key': entry.mutationId },
      body: JSON.stringify(entry.body),
    });
  };
  const refusals: string[] = [];
  const spent = new Map<string, { n: number; ms: number }>();
  const transport = async (entry: OutboxEntry): Promise<SendResult> => {
    const t0 = performance.now();
    const res = await send(entry);
    const kind = spent.get(entry.kind) ?? { n: 0, ms: 0 };
    spent.set(entry.kind, { n: kind.n + 1, ms: kind.ms + performance.now() - t0 });
    const body = (await res.json()) as { message: string; payload: unknown };
    if (res.ok) return { kind: 'ack', payload: body.payload };
    refusals.push(`${entry.label}: ${res.status} ${body.message}`);
    return res.status >= 500
      ? { kind: 'retry', status: res.status, message: body.message }
      : { kind: 'rejected', status: res.status, message: body.message };
  };

  const sent = await outboxEntries(db);
  const started = performance.now();
  await new Replayer(db, { transport, lock: (_n, run) => run() }).run();
  const ms = performance.now() - started;
  const left = (await outboxEntries(db)).length;

  // Every change delivered once more, as after a lost answer: the server must change nothing.
  let repeatsRefused = 0;
  for (const entry of sent) {
    const res = await send(entry);
    if (!res.ok) repeatsRefused++;
    await res.body?.cancel();
  }

  let exact = true;
  for (const [id, want] of expected) {
    const got = await get<Detail>(`/api/v1/appointment/getAppointmentById/${id}`);
    const start = got.startTime.replace(/^(\d\d)-(\d\d)-(\d{4}) (\d\d:\d\d):00$/, '$1/$2/$3 $4');
    if (
      got.status !== want.status ||
      start !== want.start ||
      got.duration !== want.duration ||
      got.note !== want.note
    ) {
      exact = false;
      console.log(
        `appointment ${id}: status ${got.status}, ${start}, ${got.duration} min, "${got.note}" on the server; expected ${want.status}, ${want.start}, ${want.duration} min, "${want.note}"`,
      );
    }
  }
  for (const r of refusals.slice(0, 5)) console.log(`refused: ${r}`);
  const perKind = [...spent].map(([k, v]) => `${k} ${(v.ms / v.n).toFixed(1)} ms`).join(', ');
  console.log(`mean round trip by kind: ${perKind}`);
  await deleteScope(scope);
  const ok = queued === CHANGES && ms <= BUDGET_MS && left === 0 && exact && repeatsRefused === 0;
  console.log(
    `${queued} queued changes (${kinds['appointment.update']} updates, ${kinds['appointment.prolong']} ±15, ${kinds['appointment.status']} confirms and cancels) over ${planned.length} appointments replayed in ${(ms / 1000).toFixed(2)} s (budget ${BUDGET_MS / 1000} s); left in outbox ${left}; delivered again afterwards: ${sent.length - repeatsRefused} answered as before, ${repeatsRefused} refused; each applied exactly once: ${exact} ${ok ? 'ok' : 'FAILED'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}
