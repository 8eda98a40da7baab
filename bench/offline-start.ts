/**
 * Budgets: offline cold start with the service worker installed and no network, to today's calendar
 * drawn, at most 1.0 s with 4× CPU throttling in Chromium (CDP), median of 5; and at most 1.5 times the
 * start of the floor (start-floor.html: the same day read from IndexedDB and painted with no framework,
 * served the same way), the two measured in alternating order in the same run. Run after `npm run build`.
 * "Drawn" means on screen: the first contentful paint when the day's appointments (read from IndexedDB)
 * were already in the page for it, else the page's 'painted' mark; from the navigation's start.
 *
 * The app runs in a persistent browser profile, as an installed app does (see `installedAppContext`),
 * and each start is cold (see `coldStart`).
 */
import { installedAppContext, median } from './browser.ts';
import { coldStart, prepareOfflineApp, STAFF_HOME, START_FLOOR } from './cold-start.ts';
import { startServer } from './support.ts';

const BUDGET_MS = 1000;
const RATIO_BUDGET = 1.5;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const server = await startServer(18_900);
const app = await installedAppContext(server.url);
try {
  await prepareOfflineApp(app.context, '5550100002');
  const times: number[] = [];
  const rendered: number[] = [];
  const floor: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Alternate which goes first, so that neither always follows the other.
    const order = i % 2 === 0 ? ([STAFF_HOME, START_FLOOR] as const) : ([START_FLOOR, STAFF_HOME] as const);
    for (const screen of order) {
      const run = await coldStart(app.context, screen);
      if (screen === START_FLOOR) {
        floor.push(run.onScreen);
        console.log(`run ${i + 1}: the floor's day on screen ${run.onScreen.toFixed(0)} ms`);
      } else {
        times.push(run.onScreen);
        rendered.push(run.drawn);
        console.log(
          `run ${i + 1}: calendar in the page ${run.drawn.toFixed(0)} ms, on screen ${run.onScreen.toFixed(0)} ms after navigation start (offline banner: ${run.offlineBanner})`,
        );
      }
    }
  }
  const m = median(times);
  const f = median(floor);
  const ratio = m / f;
  console.log(
    `offline cold start to today's calendar, 4× CPU throttling: median ${m.toFixed(0)} ms of ${RUNS} to the calendar on screen (${median(rendered).toFixed(0)} ms to it in the page; budget ${BUDGET_MS} ms) ${m <= BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
  );
  console.log(
    `the floor (the same day, no framework): median ${f.toFixed(0)} ms; the app takes ${ratio.toFixed(2)}× the floor (budget ${RATIO_BUDGET}×) ${ratio <= RATIO_BUDGET ? 'ok' : 'OVER BUDGET'}`,
  );
  if (!(m <= BUDGET_MS && ratio <= RATIO_BUDGET)) process.exitCode = 1;
} finally {
  await app.close();
  await server.stop();
}
