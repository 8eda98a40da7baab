/**
 * What each call costs the server: CPU time of the server's process per request (user and system, read
 * from /proc before and after), by call, for the calls of the mixed load (bench/mixed-load.ts) and the
 * manager's reports. CPU time, unlike a latency, changes little when the machine is busy with other
 * work, so two builds can be compared on a shared machine: with BENCH_AGAINST=<another checkout, built
 * and installed> both servers run, and each call is measured on one and then the other, interleaved.
 *
 * Each call: BENCH_REQUESTS (400) requests after 20 of warm-up, 4 connections, every request different
 * from the one before (seeded draws, the same on both servers). A fresh server each, demo data, embedded
 * database. Run after `npm run build`. BENCH_CALLS="a,b" measures only the calls named so.
 */
import { clockFromEnv } from '../server/clock.ts';
import {
  daysFrom,
  drawsOf,
  type RunningServer,
  type SignedInMember,
  signInCookie,
  signInMembers,
  startServer,
} from './support.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const AGAINST = process.env.BENCH_AGAINST;
/** BENCH_CALLS: only these calls (names as printed, comma-separated), e.g. "tickets by staff,summary report". */
const ONLY = process.env.BENCH_CALLS?.split(',').map((c) => c.trim());

const TECHNICIANS = ['5550100002', '5550101003', '5550101004', '5550101005', '5550100004', '5550102004'];
const MANAGER = '5550100001';

interface Signed {
  server: RunningServer;
  staff: SignedInMember[];
  manager: { cookie: string; shopId: number; staff: number[] };
}

const { isoDay, mdyDay } = daysFrom(clockFromEnv().now());

async function signedIn(server: RunningServer): Promise<Signed> {
  const get = async <T>(path: string, cookie: string) =>
    ((await (await fetch(`${server.url}${path}`, { headers: { cookie } })).json()) as { payload: T }).payload;
  const staff = await signInMembers(server.url, TECHNICIANS, clockFromEnv().now());
  const cookie = await signInCookie(server.url, MANAGER, true);
  const records = await get<{ shopId: number; positionName: string }[]>(
    `/api/v1/staff/sign-in-by-phone/${MANAGER}`,
    '',
  );
  const shopId = records.find((r) => r.positionName === 'Admin')?.shopId ?? 0;
  const members = await get<{ id: number }[]>('/api/admin/staff', cookie);
  // A build without the manager's staff list (before the reports) has no technicians to ask about.
  return { server, staff, manager: { cookie, shopId, staff: (members ?? []).map((m) => m.id) } };
}

/** A request of a call: its path and cookie, or a demo ticket closed for a staff member. */
type Request = { path: string; cookie: string } | { close: number };
type Draws = ReturnType<typeof drawsOf>;

const CALLS: Record<string, (s: Signed, d: Draws) => Request> = {
  'staff day': (s, { pick, int }) => {
    const m = pick(s.staff);
    const d = int(-60, 60);
    return {
      path: `/api/v1/appointment/staff-day?start_time=${isoDay(d - 7)}&end_time=${isoDay(d + 7)}&staffId=${m.id}`,
      cookie: m.cookie,
    };
  },
  'income range': (s, { pick, int }) => {
    const m = pick(s.staff);
    const end = int(-30, 0);
    return {
      path: `/api/v1/report/getBillByStaff?type=RANGE&staffId=${m.id}&startDate=${isoDay(end - int(0, 59))}&endDate=${isoDay(end)}`,
      cookie: m.cookie,
    };
  },
  'income day': (s, { pick }) => {
    const m = pick(s.staff);
    return { path: `/api/v1/report/getBillByStaff?type=DAY&staffId=${m.id}`, cookie: m.cookie };
  },
  'bill detail': (s, { pick }) => {
    const m = pick(s.staff);
    return { path: `/api/v1/report/getBillDetailV2?billId=${pick(m.bills)}`, cookie: m.cookie };
  },
  appointment: (s, { pick }) => {
    const m = pick(s.staff);
    return { path: `/api/v1/appointment/getAppointmentById/${pick(m.appointments)}`, cookie: m.cookie };
  },
  schedule: (s, { pick }) => ({ path: '/api/v1/shop/schedule', cookie: pick(s.staff).cookie }),
  'staff list': (s, { pick }) => ({ path: '/api/v1/staff/list', cookie: pick(s.staff).cookie }),
  gallery: (s, { pick }) => {
    const m = pick(s.staff);
    return {
      path: `/api/v1/gallery/all?status=${pick(['PENDING', 'APPROVED'])}&staffId=${m.id}`,
      cookie: m.cookie,
    };
  },
  'overview today': (s) => ({
    path: `/api/v1/admin/overview?staffId=1&type=FROM-TO&startDate=${mdyDay(0)}&endDate=${mdyDay(0)}`,
    cookie: s.manager.cookie,
  }),
  'overview range': (s, { int }) => ({
    path: `/api/v1/admin/overview?staffId=1&type=FROM-TO&startDate=${mdyDay(int(-120, -10))}&endDate=${mdyDay(0)}`,
    cookie: s.manager.cookie,
  }),
  'summary report': (s, { int }) => {
    const end = -int(0, 30);
    return {
      path: `/api/v1/report/reportShop?from=${isoDay(end - int(0, 365))}&to=${isoDay(end)}`,
      cookie: s.manager.cookie,
    };
  },
  'staff daily': (s, { int }) => ({
    path: `/api/report/reportStaffDaily?date=${isoDay(-int(0, 365))}`,
    cookie: s.manager.cookie,
  }),
  'tickets by staff': (s, { pick, int }) => {
    const end = -int(0, 30);
    return {
      path: `/api/v1/admin/ticket-by-staff?shopId=${s.manager.shopId}&staffId=${pick(s.manager.staff)}&type=FROM-TO&startDate=${mdyDay(end - int(0, 365))}&endDate=${mdyDay(end)}`,
      cookie: s.manager.cookie,
    };
  },
  'sign-in lookup': (_s, { pick }) => ({
    path: `/api/v1/staff/sign-in-by-phone/${pick([...TECHNICIANS, MANAGER])}`,
    cookie: '',
  }),
  'ticket closed': (s, { pick }) => ({ close: pick(s.staff).id }),
};

async function send(url: string, request: Request): Promise<boolean> {
  const res =
    'close' in request
      ? await fetch(`${url}/api/v1/demo/close-ticket`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ staffId: request.close }),
        })
      : await fetch(`${url}${request.path}`, { headers: request.cookie ? { cookie: request.cookie } : {} });
  await res.arrayBuffer();
  return res.ok;
}

/** Sends `requests` over 4 connections; answers CPU and wall ms per request, and the failures. */
async function measure(s: Signed, requests: readonly Request[]) {
  let next = 0;
  let failed = 0;
  const go = (list: readonly Request[]) =>
    Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < list.length) {
          const request = list[next++] as Request;
          if (!(await send(s.server.url, request))) failed++;
        }
      }),
    );
  await go(requests.slice(0, 20));
  next = 0;
  failed = 0;
  const [cpu, wall] = [s.server.cpuMs(), performance.now()];
  await go(requests);
  return {
    cpu: (s.server.cpuMs() - cpu) / requests.length,
    wall: (performance.now() - wall) / requests.length,
    failed,
  };
}

const builds = [
  { name: 'this build', dir: process.cwd() },
  ...(AGAINST ? [{ name: AGAINST, dir: AGAINST }] : []),
];
const running: Signed[] = [];
try {
  for (const [i, build] of builds.entries()) {
    running.push(await signedIn(await startServer(18_780 + i, {}, build.dir)));
  }
  console.log(`CPU time of the server per request, ${REQUESTS} requests per call, 4 connections:`);
  for (const [call, draw] of Object.entries(CALLS)) {
    if (ONLY && !ONLY.includes(call)) continue;
    const line = [];
    for (const [i, s] of running.entries()) {
      // The same draws on each server.
      let seed = 0x5eed + call.length;
      const { pick, int } = drawsOf(() => {
        seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
        return seed / 2_147_483_648;
      });
      const requests = Array.from({ length: REQUESTS }, () => draw(s, { pick, int }));
      const m = await measure(s, requests);
      line.push(
        `${builds[i]?.name}: ${m.cpu.toFixed(2)} ms CPU (${m.wall.toFixed(2)} ms wall)${m.failed ? `, ${m.failed} failed` : ''}`,
      );
    }
    console.log(`  ${call.padEnd(16)} ${line.join('   ')}`);
  }
} finally {
  await Promise.all(running.map((s) => s.server.stop()));
}
