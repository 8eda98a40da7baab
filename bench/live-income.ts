/**
 * Budget: ticket closed → income message in the browser, median at most 200 ms on loopback.
 * A technician has the Commission tab open in Chromium; the bench closes a ticket for them through
 * the demo route and reads when the app's STOMP subscription received the message (its
 * 'income-message' performance mark, on the same clock as the request's start). 7 tickets.
 * Run after `npm run build`.
 */
import { launchChromium, median, phoneContext, signInThroughUi } from './browser.ts';
import { startServer } from './support.ts';

const BUDGET_MS = 200;
const ROUNDS = 7;

const server = await startServer(18_980);
const browser = await launchChromium();
try {
  const context = await phoneContext(browser, server.url);
  const page = await context.newPage();
  await signInThroughUi(page, '5550100002');
  await page.getByRole('tab', { name: 'Commission' }).click();
  await page.getByTestId('income-totals').waitFor();
  const staffId = Number((await context.cookies()).find((c) => c.name === 'staffid')?.value);
  await page.waitForTimeout(1500);
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const seen = await page.evaluate(() => performance.getEntriesByName('income-message').length);
    const sentAt = Date.now();
    const res = await fetch(`${server.url}/api/v1/demo/close-ticket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ staffId }),
    });
    if (!res.ok) throw new Error(`close-ticket answered ${res.status}`);
    await page.waitForFunction((n) => performance.getEntriesByName('income-message').length > n, seen, {
      timeout: 10_000,
    });
    const receivedAt = await page.evaluate(
      (n) =>
        performance.timeOrigin + (performance.getEntriesByName('income-message')[n]?.startTime ?? Number.NaN),
      seen,
    );
    times.push(receivedAt - sentAt);
    console.log(
      `ticket ${i + 1}: message in the browser ${(receivedAt - sentAt).toFixed(1)} ms after the close request`,
    );
    await page.waitForTimeout(300);
  }
  const m = median(times);
  console.log(
    `ticket closed → income message in the browser: median ${m.toFixed(1)} ms of ${ROUNDS} (budget ${BUDGET_MS} ms) ${m <= BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
  );
  if (!(m <= BUDGET_MS)) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
