/**
 * Employee Salaries on a freshly started server (embedded database, demo data), every request different:
 * POST staff/staffSalaryV2 over random periods of 1 to 366 days ending within the demo's last 130 days
 * (its tickets go 121 days back; about 190,000 different requests, where a quiet machine asks under
 * 40,000 in 20 s), either sort, asked by the managers of both demo salons. 20 connections for BENCH_SECONDS (20), no
 * warm-up (the server's kept days fill as it is asked), each connection asking again as soon as it is
 * answered. Budget: p99 ≤ 30 ms. Prints p50 and p99.
 */
import { clockFromEnv } from '../server/clock.ts';
import {
  daysFrom,
  drawsOf,
  loadWith,
  mulberry32,
  neverDrawn,
  percentile,
  printByKind,
  signInCookie,
  startServer,
} from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const BUDGET_P99_MS = 30;
const MANAGERS = ['5550100001', '5550100003'];

/** Seeded (bench/support.ts), so two runs ask the same requests. */
const random = mulberry32(0x5a1a);
const { pick, int } = drawsOf(random);

const today = clockFromEnv().now();
const { isoDay } = daysFrom(today);

const server = await startServer(Number(process.env.BENCH_PORT ?? 18_794));
try {
  const cookies: string[] = [];
  for (const phone of MANAGERS) cookies.push(await signInCookie(server.url, phone, true));

  /** One request, never one asked before: a period of 1 to 366 days ending 0 to 130 days back. */
  const next = neverDrawn(() => {
    const cookie = pick(cookies);
    const end = -int(0, 130);
    const start = end - int(0, 365);
    const body = JSON.stringify({
      startDate: isoDay(start),
      endDate: isoDay(end),
      sort: random() < 0.5 ? 'asc' : 'desc',
    });
    return {
      key: `${cookie}${body}`,
      value: { kind: 'staffSalaryV2', path: '/api/v1/staff/staffSalaryV2', body, headers: { cookie } },
    };
  });

  const { times, failures } = await loadWith(server.url, { connections: 20, seconds: SECONDS, next });
  printByKind(times);
  const all = [...times.values()].flat();
  const p99 = percentile(all, 99);
  const ok = failures === 0 && p99 <= BUDGET_P99_MS;
  console.log(
    `employee salaries, fresh server, 20 connections, ${SECONDS} s, every request different: ${(all.length / SECONDS).toFixed(0)} req/s, p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, ${all.length} requests, ${failures} failed (budget p99 ${BUDGET_P99_MS} ms) ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  if (!ok) process.exitCode = 1;
} finally {
  await server.stop();
}
