/**
 * A day's closed tickets (GET report/getBillV2) at 20 concurrent connections on the embedded database
 * (autocannon on loopback), for the manager 5550100001 (Luxe, ~26 tickets a day):
 * 20 different days in turn on a server never asked before (no warm-up: each day's first page is
 * computed during the run, then kept until a ticket changes), p99 ≤ 20 ms.
 * Also prints, without a budget, a different day, page and page size on every request (never cached:
 * what each first visit costs).
 */
import { clockFromEnv } from '../server/clock.ts';
import { measure } from './load.ts';
import { signInCookie, startServer } from './support.ts';

const PHONE = '5550100001';
const DAY_MS = 86_400_000;

const iso = (d: Date) => d.toISOString().slice(0, 10);
const today = clockFromEnv().now();
const daysBack = (n: number) => iso(new Date(today.getTime() - n * DAY_MS));
const list = (day: string, page: number, limit: number) =>
  `/api/v1/report/getBillV2?startTime=${day}&type=CLOSE&page=${page}&limit=${limit}`;

const server = await startServer(Number(process.env.BENCH_PORT ?? 18_430));
try {
  const headers = { cookie: await signInCookie(server.url, PHONE, true) };
  const days = Array.from({ length: 20 }, (_, i) => daysBack(i + 1));
  const results = [
    await measure({
      name: 'GET report/getBillV2, 20 days in turn, no warm cache',
      url: server.url,
      headers,
      budgetMs: 20,
      warmUp: false,
      path: (i) => list(days[i % days.length] ?? days[0] ?? '', 1, 10),
    }),
  ];
  // 119 days × 3 pages × 100 page sizes: no request repeats another within the run.
  await measure({
    name: '  uncached: a different day, page and page size each request',
    url: server.url,
    headers,
    budgetMs: null,
    path: (i) =>
      list(daysBack(1 + (i % 119)), 1 + (Math.floor(i / 119) % 3), 1 + (Math.floor(i / 357) % 100)),
  });
  const sample = (await (await fetch(`${server.url}${list(days[0] ?? '', 1, 10)}`, { headers })).json()) as {
    payload: { totalItems: number };
  };
  console.log(`${days[0]}: ${sample.payload.totalItems} tickets closed`);
  if (results.includes(false)) process.exitCode = 1;
} finally {
  await server.stop();
}
