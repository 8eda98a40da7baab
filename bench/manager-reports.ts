/**
 * The manager's reports on a freshly started server (embedded database, demo data), every request
 * different: the summary report (GET report/reportShop) and tickets by staff (GET admin/ticket-by-staff)
 * over random periods of 1 to 366 days ending within the demo's last 130 days, and the staff daily figures
 * (GET /report/reportStaffDaily) of a random day of the last 366 (a day each: these repeat once the 732
 * of both salons are used up), asked by the managers of both demo salons. 20
 * connections for BENCH_SECONDS (20), no warm-up (the server's kept days fill as it is asked), each
 * connection asking again as soon as it is answered. Budget: p99 ≤ 30 ms. Prints overall and per-call
 * figures.
 */
import { clockFromEnv } from '../server/clock.ts';
import {
  daysFrom,
  drawsOf,
  type LoadRequest,
  loadWith,
  mulberry32,
  percentile,
  printByKind,
  signInCookie,
  startServer,
} from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const BUDGET_P99_MS = 30;
const MANAGERS = ['5550100001', '5550100003'];

/** Seeded (bench/support.ts), so two runs ask the same requests. */
const random = mulberry32(0x2ed0);
const { pick, int } = drawsOf(random);

const today = clockFromEnv().now();
const { isoDay, mdyDay } = daysFrom(today);

const server = await startServer(18_790);
try {
  interface Manager {
    cookie: string;
    shopId: number;
    staff: number[];
  }
  const managers: Manager[] = [];
  for (const phone of MANAGERS) {
    const cookie = await signInCookie(server.url, phone, true);
    const lookup = (await (await fetch(`${server.url}/api/v1/staff/sign-in-by-phone/${phone}`)).json()) as {
      payload: { shopId: number; positionName: string }[];
    };
    const shopId = lookup.payload.find((r) => r.positionName === 'Admin')?.shopId ?? 0;
    const staff = (await (await fetch(`${server.url}/api/admin/staff`, { headers: { cookie } })).json()) as {
      payload: { id: number }[];
    };
    managers.push({ cookie, shopId, staff: staff.payload.map((s) => s.id) });
  }

  const asked = new Set<string>();
  /** A period of 1 to 366 days ending 0 to 130 days back. */
  const period = () => {
    const end = -int(0, 130);
    return [end - int(0, 365), end] as const;
  };
  /** One request of the mix, never one asked before. */
  const next = (): LoadRequest => {
    for (;;) {
      const m = pick(managers);
      const r = random();
      let kind: string;
      let path: string;
      if (r < 0.4) {
        const [from, to] = period();
        kind = 'reportShop';
        path = `/api/v1/report/reportShop?from=${isoDay(from)}&to=${isoDay(to)}`;
      } else if (r < 0.6) {
        // One day of the last 366: 732 requests in all (two salons), so these do repeat once used up.
        const path = `/api/report/reportStaffDaily?date=${isoDay(-int(0, 365))}`;
        return { kind: 'reportStaffDaily', path, headers: { cookie: m.cookie } };
      } else {
        const [from, to] = period();
        kind = 'ticket-by-staff';
        path = `/api/v1/admin/ticket-by-staff?shopId=${m.shopId}&staffId=${pick(m.staff)}&type=FROM-TO&startDate=${mdyDay(from)}&endDate=${mdyDay(to)}`;
      }
      const key = `${m.cookie}${path}`;
      if (asked.has(key)) continue;
      asked.add(key);
      return { kind, path, headers: { cookie: m.cookie } };
    }
  };

  const { times, failures } = await loadWith(server.url, { connections: 20, seconds: SECONDS, next });
  printByKind(times);
  const all = [...times.values()].flat();
  const p99 = percentile(all, 99);
  const ok = failures === 0 && p99 <= BUDGET_P99_MS;
  console.log(
    `manager reports, fresh server, 20 connections, ${SECONDS} s, every request different: ${(all.length / SECONDS).toFixed(0)} req/s, p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${all.length} requests, ${failures} failed (budget p99 ${BUDGET_P99_MS} ms) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}
