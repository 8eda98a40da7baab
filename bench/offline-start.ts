/**
 * Budget: offline cold start with the service worker installed and no network, to today's calendar
 * drawn, at most 1.0 s with 4× CPU throttling in Chromium (CDP), median of 5. Run after `npm run build`.
 * "Drawn" is the app's 'calendar-drawn' performance mark (the day's appointments rendered from
 * IndexedDB), measured from the navigation's start.
 */
import { installServiceWorker, launchChromium, median, phoneContext, signInThroughUi } from './browser.ts';
import { startServer } from './support.ts';

const BUDGET_MS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const server = await startServer(18_900);
const browser = await launchChromium();
try {
  const context = await phoneContext(browser, server.url);
  const setup = await context.newPage();
  await signInThroughUi(setup, '5550100002');
  await installServiceWorker(setup);
  await setup.waitForFunction(() => performance.getEntriesByName('calendar-drawn').length > 0);
  await setup.close();

  await context.setOffline(true);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/');
    await page.waitForFunction(() => performance.getEntriesByName('calendar-drawn').length > 0, undefined, {
      timeout: 30_000,
    });
    const drawn = await page.evaluate(
      () => performance.getEntriesByName('calendar-drawn')[0]?.startTime ?? Number.NaN,
    );
    const offline = await page.getByTestId('offline-banner').isVisible();
    times.push(drawn);
    console.log(
      `run ${i + 1}: calendar drawn ${drawn.toFixed(0)} ms after navigation start (offline banner: ${offline})`,
    );
    await page.close();
  }
  const m = median(times);
  console.log(
    `offline cold start to today's calendar, 4× CPU throttling: median ${m.toFixed(0)} ms of ${RUNS} (budget ${BUDGET_MS} ms) ${m <= BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
  );
  if (!(m <= BUDGET_MS)) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
