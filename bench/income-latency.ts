/**
 * Staff income (GET report/getBillByStaff) at 20 concurrent connections on the embedded database
 * (autocannon on loopback), for the demo technician 5550100002:
 * RANGE over the last 120 days, p99 ≤ 30 ms (answered from the exact cache after the first request).
 * Also prints, without a budget, the same call with a different range each request (never cached:
 * what a first visit costs), and the ticket detail (getBillDetailV2), which is not cached.
 */
import { clockFromEnv } from '../server/clock.ts';
import { measure } from './load.ts';
import { signInCookie, startServer } from './support.ts';

const PHONE = '5550100002';
const DAY_MS = 86_400_000;

const iso = (d: Date) => d.toISOString().slice(0, 10);

const server = await startServer(18_410);
try {
  const cookie = await signInCookie(server.url, PHONE, false);
  const lookup = (await (await fetch(`${server.url}/api/v1/staff/sign-in-by-phone/${PHONE}`)).json()) as {
    payload: { id: number; positionName: string }[];
  };
  const staffId = lookup.payload.find((r) => r.positionName !== 'Admin')?.id;
  if (!staffId) throw new Error(`No staff record for ${PHONE}`);
  const headers = { cookie };
  const today = clockFromEnv().now();
  const from = iso(new Date(today.getTime() - 119 * DAY_MS));
  const income = (a: string, b: string) =>
    `/api/v1/report/getBillByStaff?type=RANGE&staffId=${staffId}&startDate=${a}&endDate=${b}`;

  const first = await fetch(`${server.url}${income(from, iso(today))}`, { headers });
  const report = (await first.json()) as { payload: { totalTickets: number; tickets: { id: number }[] } };
  console.log(`${PHONE}: ${report.payload.totalTickets} tickets in the last 120 days`);

  const results = [
    await measure({
      name: 'GET report/getBillByStaff (RANGE, last 120 days)',
      url: `${server.url}${income(from, iso(today))}`,
      headers,
      budgetMs: 30,
    }),
  ];
  // A different window each request, all of them holding the demo's recent tickets: the start
  // 120 to 300 days back, the end 0 to 59 days back (10,860 distinct windows): never cached.
  const window = (i: number) => {
    const startBack = 119 + (i % 181);
    const endBack = Math.floor(i / 181) % 60;
    return income(
      iso(new Date(today.getTime() - startBack * DAY_MS)),
      iso(new Date(today.getTime() - endBack * DAY_MS)),
    );
  };
  await measure({
    name: '  uncached: getBillByStaff, a different range (120–300 days) each request',
    url: server.url,
    headers,
    budgetMs: null,
    path: window,
  });
  const bills = report.payload.tickets.map((t) => t.id);
  await measure({
    name: '  getBillDetailV2 (not cached), the technician’s own tickets in turn',
    url: server.url,
    headers,
    budgetMs: null,
    path: (i) => `/api/v1/report/getBillDetailV2?billId=${bills[i % bills.length]}`,
  });
  if (results.includes(false)) process.exitCode = 1;
} finally {
  await server.stop();
}
