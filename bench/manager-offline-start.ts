/**
 * Budget: the manager's offline cold start, installed app, to today's overview figures drawn from the
 * device, at most 1.0 s with 4× CPU throttling in Chromium (CDP), median of 5. Run after `npm run build`.
 *
 * Measured as bench/offline-start.ts measures the staff home (persistent profile, each start cold with
 * the service worker stopped, the page not polled while it starts), with the demo manager (5550100003,
 * Admin in Polished Studio): signed in online, the overview opens and its figures are kept on the
 * device; then offline, the app is opened at its start URL '/', as the home-screen icon does, which
 * sends a manager on to /overview. "Drawn" means on screen: the first contentful paint when the
 * figures (read from IndexedDB) were already in the page for it, else the app's 'overview-painted'
 * mark; from the navigation's start.
 */
import { installedAppContext, median } from './browser.ts';
import { coldStart, MANAGER_OVERVIEW, prepareOfflineApp } from './cold-start.ts';
import { startServer } from './support.ts';

const BUDGET_MS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MANAGER = '5550100003';

const server = await startServer(18_910);
const app = await installedAppContext(server.url);
try {
  await prepareOfflineApp(app.context, MANAGER, MANAGER_OVERVIEW);
  const times: number[] = [];
  const rendered: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await coldStart(app.context, MANAGER_OVERVIEW);
    times.push(run.onScreen);
    rendered.push(run.drawn);
    console.log(
      `run ${i + 1}: figures in the page ${run.drawn.toFixed(0)} ms, on screen ${run.onScreen.toFixed(0)} ms after navigation start (first paint ${run.fcp.toFixed(0)} ms; offline banner: ${run.offlineBanner})`,
    );
  }
  const m = median(times);
  console.log(
    `manager offline cold start to today's overview, 4× CPU throttling: median ${m.toFixed(0)} ms of ${RUNS} to the figures on screen (${median(rendered).toFixed(0)} ms to them in the page; budget ${BUDGET_MS} ms) ${m <= BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
  );
  if (!(m <= BUDGET_MS)) process.exitCode = 1;
} finally {
  await app.close();
  await server.stop();
}
