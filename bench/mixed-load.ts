/**
 * Budget: under a realistic mix, p99 ≤ 20 ms at 20 connections on the embedded database, with writes
 * going on (50 ms until the reports were kept by day). The mix is the calls the app's screens make,
 * each request different from the last: the 18 technicians of both demo salons opening their day (± 7
 * days around any of the last or next 60 days), their Commission tab (day, week, ranges of 1 to 60
 * days), tickets and appointments of theirs, the salon's hours and staff and their photos; the two
 * managers' overview for today, this week, this month and random ranges, and their summary report,
 * staff list with daily figures and a technician's tickets (4 % of the mix, periods of 1 to 366 days);
 * and sign-in lookups of staff phones. Meanwhile a ticket is closed about 3 times a second in one salon
 * or the other (as a busy pair of salons would). 20 connections for BENCH_SECONDS (20) after a warm-up
 * of BENCH_WARMUP seconds (10) at 20 connections, each connection asking again as soon as it is
 * answered (the client, autocannon, runs in this process, the server in its own). The budget is the
 * steady state: a freshly started server computes and keeps its caches in its first seconds (the
 * staff days, income days and report days of the periods asked), which the warm-up's own figures,
 * printed too, show. Prints overall and per-call figures. Run after `npm run build` (the server serves the
 * build, though only the API is asked here). With BENCH_URL it asks a server already running there
 * instead (a cluster's proxy: bench/cluster-faults.ts), whose sign-in lookups must then not be limited
 * (LOOKUP_LIMIT_PER_IP). BENCH_AGAINST=<another checkout, built and installed> runs that checkout's
 * server instead (a build before, measured the same way).
 */
import { clockFromEnv } from '../server/clock.ts';
import {
  daysFrom,
  drawsOf,
  type LoadRequest,
  loadWith,
  percentile,
  printByKind,
  signInCookie,
  signInMembers,
  startServer,
} from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 10);
const BUDGET_P99_MS = 20;
const CLOSES_PER_SECOND = Number(process.env.BENCH_CLOSES ?? 3);

const LUXE = [
  '5550100002',
  ...Array.from({ length: 8 }, (_, i) => `55501010${String(i + 3).padStart(2, '0')}`),
];
const POLISHED = [
  '5550100004',
  ...Array.from({ length: 7 }, (_, i) => `55501020${String(i + 4).padStart(2, '0')}`),
];
const MANAGERS = ['5550100001', '5550100003'];

/** A seeded random source, so two runs ask the same mix. */
let seed = 0x5eed;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const { pick, int } = drawsOf(random);

const today = clockFromEnv().now();
const { isoDay, mdyDay } = daysFrom(today);

const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop: async () => {} }
  : await startServer(18_760, {}, process.env.BENCH_AGAINST ?? process.cwd());
try {
  const get = async <T>(path: string, cookie: string) =>
    ((await (await fetch(`${server.url}${path}`, { headers: { cookie } })).json()) as { payload: T }).payload;

  const members = await signInMembers(server.url, [...LUXE, ...POLISHED], today);
  const managers = await Promise.all(MANAGERS.map((phone) => signInCookie(server.url, phone, true)));
  /** Each manager's salon and its technicians (the managers' reports name them). */
  const salons = await Promise.all(
    MANAGERS.map(async (phone, i) => {
      const records = await get<{ shopId: number; positionName: string }[]>(
        `/api/v1/staff/sign-in-by-phone/${phone}`,
        '',
      );
      const shopId = records.find((r) => r.positionName === 'Admin')?.shopId ?? 0;
      const staff = i === 0 ? members.slice(0, LUXE.length) : members.slice(LUXE.length);
      return { cookie: managers[i] ?? '', shopId, staff: staff.map((m) => m.id) };
    }),
  );

  /** One request of the mix: its kind (for the figures), path and cookie. */
  const next = (): { kind: string; path: string; cookie: string } => {
    const r = random();
    const m = pick(members);
    if (r < 0.32) {
      const d = int(-60, 60);
      return {
        kind: 'staff-day',
        path: `/api/v1/appointment/staff-day?start_time=${isoDay(d - 7)}&end_time=${isoDay(d + 7)}&staffId=${m.id}`,
        cookie: m.cookie,
      };
    }
    if (r < 0.52) {
      const type = pick(['DAY', 'WEEK', 'RANGE', 'RANGE']);
      const end = int(-30, 0);
      const range = type === 'RANGE' ? `&startDate=${isoDay(end - int(0, 59))}&endDate=${isoDay(end)}` : '';
      return {
        kind: `income ${type}`,
        path: `/api/v1/report/getBillByStaff?type=${type}&staffId=${m.id}${range}`,
        cookie: m.cookie,
      };
    }
    if (r < 0.6 && m.bills.length > 0)
      return {
        kind: 'bill detail',
        path: `/api/v1/report/getBillDetailV2?billId=${pick(m.bills)}`,
        cookie: m.cookie,
      };
    if (r < 0.68 && m.appointments.length > 0)
      return {
        kind: 'appointment',
        path: `/api/v1/appointment/getAppointmentById/${pick(m.appointments)}`,
        cookie: m.cookie,
      };
    if (r < 0.72) return { kind: 'schedule', path: '/api/v1/shop/schedule', cookie: m.cookie };
    if (r < 0.75) return { kind: 'staff list', path: '/api/v1/staff/list', cookie: m.cookie };
    if (r < 0.78)
      return {
        kind: 'gallery',
        path: `/api/v1/gallery/all?status=${pick(['PENDING', 'APPROVED'])}&staffId=${m.id}`,
        cookie: m.cookie,
      };
    if (r >= 0.91 && r < 0.95) {
      // The manager's other reports, in a salon's share: the summary, the staff list with its daily
      // figures, a technician's tickets (a period of 1 to 366 days, a day of the last 366).
      const salon = pick(salons);
      const end = -int(0, 30);
      const start = end - int(0, 365);
      if (r < 0.93)
        return {
          kind: 'summary report',
          path: `/api/v1/report/reportShop?from=${isoDay(start)}&to=${isoDay(end)}`,
          cookie: salon.cookie,
        };
      if (r < 0.94)
        return {
          kind: 'staff daily',
          path: `/api/report/reportStaffDaily?date=${isoDay(-int(0, 365))}`,
          cookie: salon.cookie,
        };
      if (r < 0.945) return { kind: 'admin staff', path: '/api/admin/staff', cookie: salon.cookie };
      return {
        kind: 'ticket-by-staff',
        path: `/api/v1/admin/ticket-by-staff?shopId=${salon.shopId}&staffId=${pick(salon.staff)}&type=FROM-TO&startDate=${mdyDay(start)}&endDate=${mdyDay(end)}`,
        cookie: salon.cookie,
      };
    }
    if (r < 0.95) {
      const shape = pick(['today', 'week', 'month', 'range']);
      const [from, to] =
        shape === 'today'
          ? [0, 0]
          : shape === 'week'
            ? [-6, 0]
            : shape === 'month'
              ? [-29, 0]
              : [int(-120, -10), 0];
      return {
        kind: `overview ${shape}`,
        path: `/api/v1/admin/overview?staffId=1&type=FROM-TO&startDate=${mdyDay(from ?? 0)}&endDate=${mdyDay(to ?? 0)}`,
        cookie: pick(managers),
      };
    }
    return {
      kind: 'sign-in lookup',
      path: `/api/v1/staff/sign-in-by-phone/${pick([...LUXE, ...POLISHED, ...MANAGERS])}`,
      cookie: '',
    };
  };

  // Tickets closed meanwhile, in both salons.
  let closed = 0;
  let closeFailures = 0;
  let closing = true;
  const closer = (async () => {
    while (closing && CLOSES_PER_SECOND > 0) {
      const m = pick(members);
      const res = await fetch(`${server.url}/api/v1/demo/close-ticket`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ staffId: m.id }),
      });
      if (res.ok) closed++;
      else closeFailures++;
      await new Promise((resolve) => setTimeout(resolve, 1000 / CLOSES_PER_SECOND));
    }
  })();

  /** `connections` connections, each asking its next request as soon as the last one is answered. */
  const run = (seconds: number, connections: number) =>
    loadWith(server.url, {
      connections,
      seconds,
      next: (): LoadRequest => {
        const { kind, path, cookie } = next();
        return cookie ? { kind, path, headers: { cookie } } : { kind, path };
      },
    });

  const warmUp = [...(await run(WARMUP_SECONDS, 20)).times.values()].flat();
  console.log(
    `warm-up, a fresh server's first ${WARMUP_SECONDS} s: ${(warmUp.length / WARMUP_SECONDS).toFixed(0)} req/s, p50 ${percentile(warmUp, 50).toFixed(1)} ms, p99 ${percentile(warmUp, 99).toFixed(1)} ms, ${closed} tickets closed`,
  );
  const closedBefore = closed;
  const { times, bytes, failures } = await run(SECONDS, 20);
  closing = false;
  await closer;
  closed -= closedBefore;

  const all = [...times.values()].flat();
  printByKind(times, 16, bytes);
  const p99 = percentile(all, 99);
  const ok = failures === 0 && p99 <= BUDGET_P99_MS;
  console.log(
    `mixed load, 20 connections, ${SECONDS} s, ${closed} tickets closed meanwhile (${(closed / SECONDS).toFixed(1)}/s, ${closeFailures} failed): ${(all.length / SECONDS).toFixed(0)} req/s, p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${all.length} requests, ${failures} failed (budget p99 ${BUDGET_P99_MS} ms) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}
