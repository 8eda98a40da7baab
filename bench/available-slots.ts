/**
 * The availability check (GET appointment/getAvailableTimeSlotByStaff) at 20 concurrent connections on
 * the embedded database (autocannon on loopback), for the manager 5550100001 (Luxe): each of the
 * salon's staff members and "anyone", on each of the next 14 days (the demo's booked days), in turn,
 * on a server never asked before (no warm-up: each answer is computed during the run, then kept until
 * an appointment, block hour, the hours or the staff change, or the quarter hour ends), p99 ≤ 20 ms.
 * Also prints, without a budget, a different duration on every request (never cached).
 */
import { clockFromEnv } from '../server/clock.ts';
import { measure } from './load.ts';
import { signInCookie, startServer } from './support.ts';

const PHONE = '5550100001';
const DAY_MS = 86_400_000;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const today = clockFromEnv().now();
const days = Array.from({ length: 14 }, (_, i) => iso(new Date(today.getTime() + i * DAY_MS)));
const slots = (day: string, staffId: number, duration: number) =>
  `/api/v1/appointment/getAvailableTimeSlotByStaff?currentDate=${day}${staffId ? `&staffId=${staffId}` : ''}&duration=${duration}`;

const server = await startServer(Number(process.env.BENCH_PORT ?? 18_440));
try {
  const headers = { cookie: await signInCookie(server.url, PHONE, true) };
  const staffRes = await fetch(`${server.url}/api/v1/staff/list`, { headers });
  const staffIds = [
    0,
    ...((await staffRes.json()) as { payload: { id: number }[] }).payload.map((s) => s.id),
  ];
  const pairs = days.flatMap((day) => staffIds.map((staffId) => ({ day, staffId })));
  const results = [
    await measure({
      name: `GET getAvailableTimeSlotByStaff, ${pairs.length} staff-and-day pairs in turn, no warm cache`,
      url: server.url,
      headers,
      budgetMs: 20,
      warmUp: false,
      path: (i) => {
        const p = pairs[i % pairs.length] ?? { day: days[0] ?? '', staffId: 0 };
        return slots(p.day, p.staffId, 60);
      },
    }),
  ];
  // Durations 15…1440 minutes times the pairs: no request repeats another within the run.
  await measure({
    name: '  uncached: a different duration, staff member and day each request',
    url: server.url,
    headers,
    budgetMs: null,
    path: (i) => {
      const p = pairs[i % pairs.length] ?? { day: days[0] ?? '', staffId: 0 };
      return slots(p.day, p.staffId, 15 + (Math.floor(i / pairs.length) % 1425));
    },
  });
  const sample = (await (await fetch(`${server.url}${slots(days[1] ?? '', 0, 60)}`, { headers })).json()) as {
    payload: { timeSlots: string[] };
  };
  console.log(`${days[1]}, anyone, 60 minutes: ${sample.payload.timeSlots.length} starts`);
  if (results.includes(false)) process.exitCode = 1;
} finally {
  await server.stop();
}
