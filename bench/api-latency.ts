/**
 * Budgets at 20 concurrent connections on the embedded database (autocannon on loopback):
 * sign-in-by-phone p99 ≤ 20 ms; admin/overview (MONTHLY) p99 ≤ 50 ms.
 * Also prints, without a budget, the same calls with every request different, so none is answered
 * from the server's caches: what a first visit costs on the embedded database.
 */
import { measure } from './load.ts';
import { signInCookie, startServer } from './support.ts';

const mdy = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;

function monthRange(): { start: string; end: string } {
  const now = new Date();
  return {
    start: mdy(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))),
    end: mdy(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0))),
  };
}

const server = await startServer(18_400);
try {
  const cookie = await signInCookie(server.url, '5550100003', true);
  const { start, end } = monthRange();
  const results = [
    await measure({
      name: 'GET staff/sign-in-by-phone',
      url: `${server.url}/api/v1/staff/sign-in-by-phone/5550100001`,
      budgetMs: 20,
    }),
    await measure({
      name: 'GET admin/overview (MONTHLY)',
      url: `${server.url}/api/v1/admin/overview?type=FROM-TO&startDate=${start}&endDate=${end}`,
      headers: { cookie },
      budgetMs: 50,
    }),
  ];
  await measure({
    name: '  uncached: sign-in-by-phone, a different phone each request',
    url: server.url,
    budgetMs: null,
    path: (i) => `/api/v1/staff/sign-in-by-phone/55501${String(i % 100_000).padStart(5, '0')}`,
  });
  const day = (i: number) => mdy(new Date(Date.UTC(2026, 0, 1) + i * 86_400_000));
  await measure({
    name: '  uncached: admin/overview, a different 31-day range each request',
    url: server.url,
    headers: { cookie },
    budgetMs: null,
    path: (i) =>
      `/api/v1/admin/overview?type=FROM-TO&startDate=${day(i % 3000)}&endDate=${day((i % 3000) + 30)}`,
  });
  if (results.includes(false)) process.exitCode = 1;
} finally {
  await server.stop();
}
