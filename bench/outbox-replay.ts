/**
 * Budget: 500 queued changes replayed against the local server in at most 10 s, every one applied
 * exactly once. The real Replayer over fake-indexeddb (as in the unit tests) sends +15 min changes to
 * a running server (fresh embedded database with the demo data) with their Idempotency-Keys; every
 * change is also delivered a second time to prove the server applies it once.
 */
import 'fake-indexeddb/auto';
import { clockFromEnv } from '../server/clock.ts';
import { deleteScope, type OutboxEntry, scopeDb } from '../src/offline/db.ts';
import { enqueue, outboxEntries } from '../src/offline/outbox.ts';
import { Replayer, type SendResult } from '../src/offline/replayer.ts';
import { signInCookie, startServer } from './support.ts';

const CHANGES = 500;
const BUDGET_MS = 10_000;

const server = await startServer(18_800);
try {
  const cookie = await signInCookie(server.url, '5550100002', false);
  const get = async (path: string) =>
    (await (await fetch(`${server.url}${path}`, { headers: { cookie } })).json()) as { payload: unknown };
  const me = (await get('/api/v1/staff/sign-in-by-phone/5550100002')).payload as { id: number }[];
  const staffId = me[0]?.id ?? 0;
  const from = clockFromEnv().now();
  const to = new Date(from.getTime() + 14 * 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const items = (
    await get(`/api/v1/appointment/staff-day?start_time=${iso(from)}&end_time=${iso(to)}&staffId=${staffId}`)
  ).payload as { id: number; type: string; status: number }[];
  const appointments = items
    .filter((i) => i.type === 'apt' && (i.status === 0 || i.status === 1))
    .map((i) => i.id);
  if (appointments.length === 0) throw new Error('No open appointments to change');
  const duration = async (id: number) =>
    ((await get(`/api/v1/appointment/getAppointmentById/${id}`)).payload as { duration: number }).duration;
  const before = new Map<number, number>();
  for (const id of appointments) before.set(id, await duration(id));

  const scope = { shopId: 1, staffId: 999_999 };
  const db = scopeDb(scope);
  const expected = new Map<number, number>();
  for (let i = 0; i < CHANGES; i++) {
    const id = appointments[i % appointments.length] ?? 0;
    expected.set(id, (expected.get(id) ?? 0) + 15);
    await enqueue(
      db,
      {
        kind: 'appointment.prolong',
        entity: `appointment:${id}`,
        body: { appointmentId: id, status: 'ADD' },
        label: `+15 on ${id}`,
      },
      async () => {},
    );
  }

  const send = async (entry: OutboxEntry) =>
    fetch(`${server.url}/api/v1/appointment/prolongedTime`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': entry.mutationId },
      body: JSON.stringify(entry.body),
    });
  const transport = async (entry: OutboxEntry): Promise<SendResult> => {
    const res = await send(entry);
    await send(entry); // a duplicate delivery: must change nothing
    const body = (await res.json()) as { message: string; payload: unknown };
    if (res.ok) return { kind: 'ack', payload: body.payload };
    return res.status >= 500
      ? { kind: 'retry', status: res.status, message: body.message }
      : { kind: 'rejected', status: res.status, message: body.message };
  };

  const started = performance.now();
  await new Replayer(db, { transport, lock: (_n, run) => run() }).run();
  const ms = performance.now() - started;
  const left = (await outboxEntries(db)).length;

  let exact = true;
  for (const id of appointments) {
    const got = (await duration(id)) - (before.get(id) ?? 0);
    if (got !== (expected.get(id) ?? 0)) {
      exact = false;
      console.log(`appointment ${id}: +${got} min on the server, expected +${expected.get(id)}`);
    }
  }
  await deleteScope(scope);
  const ok = ms <= BUDGET_MS && left === 0 && exact;
  console.log(
    `${CHANGES} queued changes (each delivered twice) over ${appointments.length} appointments replayed in ${(ms / 1000).toFixed(2)} s (budget ${BUDGET_MS / 1000} s); left in outbox ${left}; each applied exactly once: ${exact} ${ok ? 'ok' : 'FAILED'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}
