/**
 * Budgets at 20 concurrent connections on the embedded database (autocannon on loopback):
 * sign-in-by-phone p99 ≤ 20 ms; admin/overview (MONTHLY) p99 ≤ 50 ms.
 */
import autocannon from 'autocannon';
import { signInCookie, startServer } from './support.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

function monthRange(): { start: string; end: string } {
  const now = new Date();
  const mdy = (d: Date) =>
    `${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}-${d.getFullYear()}`;
  return {
    start: mdy(new Date(now.getFullYear(), now.getMonth(), 1)),
    end: mdy(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
  };
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string>,
  budgetMs: number,
): Promise<boolean> {
  // Warm up the route (query plans, JIT) before measuring.
  await autocannon({ url, connections: 4, duration: 2, headers });
  const result = await autocannon({ url, connections: 20, duration: DURATION_S, headers });
  const { p50, p99 } = result.latency as unknown as { p50: number; p99: number };
  const ok = p99 <= budgetMs && result.non2xx === 0 && result.errors === 0;
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${p50} ms, p99 ${p99} ms (budget ${budgetMs} ms), non-2xx ${result.non2xx}, errors ${result.errors} ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  return ok;
}

const server = await startServer(18_400);
try {
  const cookie = await signInCookie(server.url, '5550100003', true);
  const { start, end } = monthRange();
  const okLookup = await measure(
    'GET staff/sign-in-by-phone',
    `${server.url}/api/v1/staff/sign-in-by-phone/5550100001`,
    {},
    20,
  );
  const okOverview = await measure(
    'GET admin/overview (MONTHLY)',
    `${server.url}/api/v1/admin/overview?type=FROM-TO&startDate=${start}&endDate=${end}`,
    { cookie },
    50,
  );
  if (!okLookup || !okOverview) process.exitCode = 1;
} finally {
  await server.stop();
}
