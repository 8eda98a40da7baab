/**
 * The salon's public booking page on a customer's phone (issue 21): Slow 4G (150 ms round trip, 1.6 Mbps
 * down, 750 kbps up) and 4× CPU by CDP, a new browser context each run (no cache, nothing stored).
 * - First load: from the navigation's start to the salon's name and the first step drawn (budget 2.0 s,
 *   median of BENCH_RUNS, 5), with every request of the load counted and its bytes as transferred.
 * - A date's free times after the first load: the page's one call for them (a day of a staff member, for a
 *   service's length), from asking to the answer read (budget 300 ms, with the drawing of the buttons,
 *   which is not in this figure), and its size as transferred.
 * Run after `npm run build`.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { median } from './browser.ts';
import { startServer } from './support.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const FIRST_LOAD_BUDGET_MS = 2000;
/** Issue 21: the first load's JavaScript as transferred (the response headers included), every request. */
const FIRST_LOAD_SCRIPT_BUDGET_KB = 100;
const SLOTS_BUDGET_MS = 300;
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const server = await startServer(18_760);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const records = (await (await fetch(`${server.url}/api/v1/staff/sign-in-by-phone/5550100002`)).json()) as {
    payload: { apiKey: string; id: number }[];
  };
  const key = records.payload[0]?.apiKey ?? '';
  const staffId = records.payload[0]?.id ?? 0;
  const loads: number[] = [];
  const scriptKb: number[] = [];
  const slotTimes: number[] = [];
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const sizes = new Map<string, number>();
    cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
      sizes.set(e.requestId, e.encodedDataLength);
    });
    const urls = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (e: { requestId: string; request: { url: string } }) => {
      urls.set(e.requestId, new URL(e.request.url).pathname);
    });
    // The moment the salon's name and the first step are both in the page, then painted (the frame after).
    await page.addInitScript(() => {
      const w = window as { drawnAt?: number };
      const seen = () =>
        document.querySelector('[data-testid="salon-name"]') &&
        document.querySelector('[data-testid="booking-step-title"]');
      const observer = new MutationObserver(() => {
        if (!seen() || w.drawnAt !== undefined) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            w.drawnAt = performance.now();
          };
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/${key}/booking`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as { drawnAt?: number }).drawnAt !== undefined, undefined, {
      timeout: 60_000,
    });
    const drawn = await page.evaluate(() => (window as { drawnAt?: number }).drawnAt ?? Number.NaN);
    const fcp = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    await page.waitForLoadState('networkidle');
    const js = [...sizes].filter(([id]) => urls.get(id)?.endsWith('.js'));
    const all = [...sizes.values()].reduce((a, b) => a + b, 0);
    loads.push(drawn);
    scriptKb.push(js.reduce((a, [, b]) => a + b, 0) / 1024);
    // The free times of a day, as choosing a date asks for them: one call.
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const slots = await page.evaluate(
      async ({ key, staffId, day }) => {
        const started = performance.now();
        const res = await fetch(
          `/api/v1/public/appointment/time-slots?currentDate=${day}&staffId=${staffId}&duration=30`,
          { headers: { 'X-Api-Key': key } },
        );
        const body = (await res.json()) as { payload?: { timeSlots?: string[] } };
        return { ms: performance.now() - started, count: body.payload?.timeSlots?.length ?? 0 };
      },
      { key, staffId, day },
    );
    const slotCall = [...urls]
      .filter(([, path]) => path.endsWith('/time-slots'))
      .map(([id]) => sizes.get(id) ?? 0);
    slotTimes.push(slots.ms);
    console.log(
      `run ${run}: first paint ${fcp.toFixed(0)} ms, salon and first step drawn ${drawn.toFixed(0)} ms; ${sizes.size} requests, ${(all / 1024).toFixed(1)} KB transferred (${js.length} scripts, ${(js.reduce((a, [, b]) => a + b, 0) / 1024).toFixed(1)} KB); a day's free times ${slots.ms.toFixed(0)} ms (${slots.count} times, ${((slotCall.at(-1) ?? 0) / 1024).toFixed(2)} KB)`,
    );
    await context.close();
  }
  const load = median(loads);
  const kb = median(scriptKb);
  console.log(
    `public booking page, first load's JavaScript as transferred (headers included, every request until the network is idle): median ${kb.toFixed(1)} KB (budget ${FIRST_LOAD_SCRIPT_BUDGET_KB} KB) ${kb <= FIRST_LOAD_SCRIPT_BUDGET_KB ? 'ok' : 'OVER BUDGET'}`,
  );
  const slot = median(slotTimes);
  console.log(
    `public booking page, first load on Slow 4G to the salon and the first step: median ${load.toFixed(0)} ms of ${RUNS} (budget ${FIRST_LOAD_BUDGET_MS} ms) ${load <= FIRST_LOAD_BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
  );
  console.log(
    `a date's free times after the first load (the call): median ${slot.toFixed(0)} ms (budget ${SLOTS_BUDGET_MS} ms) ${slot <= SLOTS_BUDGET_MS ? 'ok' : 'OVER BUDGET'}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
