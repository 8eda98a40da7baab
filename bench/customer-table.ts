/**
 * The customer table drawing a page, in Chromium with 4× CPU throttling, in the salon of 50,000 customers
 * of bench/customer-data-set.ts (BENCH_DATA_SET keeps it between runs): the manager 5550100003 opens the
 * Customer Report (every customer) and then the group "At risk" and turns BENCH_TURNS (25) pages of each
 * with Next. For each turn, measured in the page: from the click to the new rows painted, and from the
 * list's answer arriving (its resource timing) to the rows painted: the draw, whose budget is 16 ms (a
 * frame), split into until the rows are in the page (the answer kept on the phone, the screen's render)
 * and from there to painted. Painted: the frame after the rows changed (a MutationObserver, then
 * requestAnimationFrame and a message, which runs after that frame's paint). Prints median, p95 and the slowest of each. Run after
 * `npm run build`. BENCH_CPU_PROFILE=<folder> writes the page's JavaScript profile of each list's turns
 * there (a .cpuprofile for Chrome's DevTools).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import { installedAppContext, median, signInThroughUi } from './browser.ts';
import { customerDataSetIn } from './customer-data-set.ts';
import { percentile, startServer } from './support.ts';

const TURNS = Number(process.env.BENCH_TURNS ?? 25);
const BUDGET_MS = 16;
const MANAGER = '5550100003';
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;

interface Turn {
  /** Click to the new rows painted. */
  total: number;
  /** The list's answer arrived to the new rows painted. */
  draw: number;
  /** Of the draw: until the new rows are in the page (scripts), then until they are painted. */
  toRows: number;
  toPaint: number;
  /** React components that rendered from the click to the paint (commits' counts, summed). */
  rendered: number;
}

/**
 * Counts, in the page, the React components each commit rendered (React calls the developer tools' hook
 * on every commit, in production builds too): a component counts when it mounted, or when it ran again
 * (its PerformedWork flag); a subtree whose children were not reconciled (the same child fiber as
 * before) is skipped, as the developer tools do. A count of the work that the machine's load does not
 * change, unlike the times.
 */
function countRenders(): void {
  type Fiber = {
    tag: number;
    flags: number;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  };
  // Function, class, forwardRef, memo and simple memo components.
  const COMPONENTS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const w = window as unknown as { __rendered: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown };
  w.__rendered = 0;
  const walk = (fiber: Fiber | null) => {
    for (let f = fiber; f; f = f.sibling) {
      const mounted = f.alternate === null;
      if (COMPONENTS.has(f.tag) && (mounted || (f.flags & PERFORMED_WORK) !== 0)) w.__rendered++;
      if (mounted || f.child !== f.alternate?.child) walk(f.child);
    }
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => walk(root.current.child),
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  };
}

/** Clicks Next under the table and times the new page (in the page: the figures of `Turn`). */
function turnPage(page: Page, call: string): Promise<Turn> {
  return page.evaluate(async (call): Promise<Turn> => {
    const firstRow = () => document.querySelector('[data-testid="customer-row"]')?.textContent ?? '';
    const next = [...document.querySelectorAll('nav button')].find((b) => b.textContent === 'Next');
    if (!(next instanceof HTMLElement)) throw new Error('No Next button');
    const before = firstRow();
    performance.clearResourceTimings();
    let rowsAt = 0;
    const painted = new Promise<number>((resolve) => {
      const observer = new MutationObserver(() => {
        if (firstRow() === before) return;
        rowsAt = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const counted = window as unknown as { __rendered: number };
    counted.__rendered = 0;
    const clicked = performance.now();
    next.click();
    const at = await painted;
    const answer = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(call))
      .map((e) => (e as PerformanceResourceTiming).responseEnd)
      .pop();
    if (answer === undefined) throw new Error(`No request to ${call} for the page`);
    return {
      total: at - clicked,
      draw: at - answer,
      toRows: rowsAt - answer,
      toPaint: at - rowsAt,
      rendered: counted.__rendered,
    };
  }, call);
}

const figures = (values: number[]) =>
  `median ${median(values).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, slowest ${Math.max(...values).toFixed(1)} ms`;

const dataDir = mkdtempSync(join(tmpdir(), 'chairside-customer-table-'));
try {
  console.log(await customerDataSetIn(dataDir));
  const server = await startServer(Number(process.env.BENCH_PORT ?? 18_796), { DATA_DIR: dataDir });
  const installed = await installedAppContext(server.url);
  let over = false;
  try {
    const page = await installed.context.newPage();
    await page.addInitScript(countRenders);
    await signInThroughUi(page, MANAGER);
    const cdp = await installed.context.newCDPSession(page);
    for (const list of [
      {
        name: 'Customer Report (every customer)',
        path: '/customer-report',
        call: 'getAllCustomerAutoSearchPage',
      },
      { name: 'group At risk', path: '/customer-group/NO_VISIT', call: 'filterByGroup' },
    ]) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.goto(list.path);
      await page.getByTestId('customer-row').first().waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // One turn first: the code and styles of a page turn are loaded, as on a phone that has turned one.
      await turnPage(page, list.call);
      if (PROFILE_DIR) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      const turns: Turn[] = [];
      for (let i = 0; i < TURNS; i++) {
        await sleep(400);
        turns.push(await turnPage(page, list.call));
      }
      if (PROFILE_DIR) {
        const { profile } = await cdp.send('Profiler.stop');
        writeFileSync(join(PROFILE_DIR, `${list.call}.cpuprofile`), JSON.stringify(profile));
      }
      const draws = turns.map((t) => t.draw);
      const ok = percentile(draws, 95) <= BUDGET_MS;
      over ||= !ok;
      console.log(
        `${list.name}, ${TURNS} pages with Next at 4× CPU throttling:\n  drawn (answer to rows painted) ${figures(draws)} (budget ${BUDGET_MS} ms, p95) ${ok ? 'ok' : 'OVER BUDGET'}\n    of which answer to rows in the page ${figures(turns.map((t) => t.toRows))}\n    and rows in the page to painted ${figures(turns.map((t) => t.toPaint))}\n  click to rows painted ${figures(turns.map((t) => t.total))}\n  React components rendered per turn (click to paint): median ${median(turns.map((t) => t.rendered))}`,
      );
    }
  } finally {
    await installed.close();
    await server.stop();
  }
  if (over) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
