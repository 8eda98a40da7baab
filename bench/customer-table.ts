/**
 * The customer table drawing a page, in Chromium with 4× CPU throttling, in the salon of 50,000 customers
 * of bench/customer-data-set.ts (BENCH_DATA_SET keeps it between runs): the manager 5550100003 opens the
 * Customer Report (every customer) and then the group "At risk" and turns BENCH_TURNS (25) pages of each
 * with Next. For each turn, measured in the page: from the click to the new rows painted, and from the
 * list's answer arriving (its resource timing) to the rows painted, split into until the rows are in the
 * page and from there to painted. Painted: the frame after the rows changed (a MutationObserver, then
 * requestAnimationFrame and a message, which runs after that frame's paint).
 * The drawing, whose budget is 16 ms (a frame), is the main thread's work in that time (a trace of its
 * tasks, bench/browser.ts `busyIn`): the wall clock also holds the wait for the display's next frame,
 * which no page can shorten. The floor: the same turns on a page with no framework that puts the same
 * answer's rows in a bare table, measured the same way, in the same run.
 * Prints median, p95 and the slowest of each, and how many React components a turn draws (all, and after
 * the answer). Run after `npm run build`. BENCH_CPU_PROFILE=<folder> writes the page's JavaScript profile
 * of each list's turns there (a .cpuprofile for Chrome's DevTools).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from '@playwright/test';
import {
  busyIn,
  installedAppContext,
  launchChromium,
  median,
  phoneContext,
  signInThroughUi,
  TASKS_ONLY,
  TRACE_CATEGORIES,
  traceOf,
} from './browser.ts';
import { customerDataSetIn } from './customer-data-set.ts';
import { percentile, startServer } from './support.ts';

const TURNS = Number(process.env.BENCH_TURNS ?? 25);
const BUDGET_MS = 16;
const MANAGER = '5550100003';
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;
/**
 * BENCH_TRACE_DIR=<folder> keeps each list's trace there (every category: what runs in each task), with
 * the turns' windows; the work figures then include the detailed trace's own cost.
 */
const TRACE_DIR = process.env.BENCH_TRACE_DIR;
/** BENCH_SHOW_RENDERED=1 prints the components the last turn drew after its answer. */
const SHOW_NAMES = process.env.BENCH_SHOW_RENDERED === '1';

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
  /** Of those, the ones rendered after the answer came (the draw's), and their names. */
  renderedInDraw: number;
  drawNames: string[];
  /** The answer's arrival and the paint, in the page's performance.now(), for the trace. */
  answerAt: number;
  paintedAt: number;
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
    type: { displayName?: string; name?: string } | string | null;
    alternate: Fiber | null;
    child: Fiber | null;
    sibling: Fiber | null;
  };
  // Function, class, forwardRef, memo and simple memo components.
  const COMPONENTS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const w = window as unknown as {
    __rendered: number;
    __commits: { at: number; count: number; names: string[] }[];
    __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown;
  };
  w.__rendered = 0;
  w.__commits = [];
  let names: string[] = [];
  const walk = (fiber: Fiber | null) => {
    for (let f = fiber; f; f = f.sibling) {
      const mounted = f.alternate === null;
      if (COMPONENTS.has(f.tag) && (mounted || (f.flags & PERFORMED_WORK) !== 0)) {
        w.__rendered++;
        const type = f.type;
        names.push(typeof type === 'string' || !type ? String(type) : (type.displayName ?? type.name ?? '?'));
      }
      if (mounted || f.child !== f.alternate?.child) walk(f.child);
    }
  };
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      names = [];
      walk(root.current.child);
      w.__commits.push({ at: performance.now(), count: names.length, names });
    },
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
    const counted = window as unknown as {
      __rendered: number;
      __commits?: { at: number; count: number; names: string[] }[];
    };
    counted.__rendered = 0;
    counted.__commits = [];
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
      answerAt: answer,
      paintedAt: at,
      total: at - clicked,
      draw: at - answer,
      toRows: rowsAt - answer,
      toPaint: at - rowsAt,
      rendered: counted.__rendered ?? 0,
      renderedInDraw: (counted.__commits ?? [])
        .filter((c) => c.at >= answer)
        .reduce((n, c) => n + c.count, 0),
      drawNames: (counted.__commits ?? []).filter((c) => c.at >= answer).flatMap((c) => c.names),
    };
  }, call);
}

const figures = (values: number[]) =>
  `median ${median(values).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms, slowest ${Math.max(...values).toFixed(1)} ms`;

/**
 * BENCH_TURNS page turns of `page` at 4× CPU throttling (after one not measured), 400 ms apart, under a
 * trace: each turn's figures, and how long the main thread was busy from the answer to the paint.
 */
async function measureTurns(page: Page, call: string): Promise<(Turn & { work: number })[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // One turn first: the code and styles of a page turn are loaded, as on a phone that has turned one.
  await turnPage(page, call);
  if (PROFILE_DIR) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const turns: Turn[] = [];
  let sync = 0;
  const events = await traceOf(
    cdp,
    async () => {
      sync = await page.evaluate(() => performance.mark('bench-sync').startTime);
      for (let i = 0; i < TURNS; i++) {
        await sleep(400);
        turns.push(await turnPage(page, call));
      }
    },
    TRACE_DIR ? [...TRACE_CATEGORIES, 'disabled-by-default-v8.cpu_profiler'] : TASKS_ONLY,
  );
  if (TRACE_DIR)
    writeFileSync(
      join(TRACE_DIR, `${call}-${page.url().includes('bench-floor') ? 'floor' : 'app'}.json`),
      JSON.stringify({ traceEvents: events, sync, windows: turns.map((t) => [t.answerAt, t.paintedAt]) }),
    );
  if (PROFILE_DIR) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(join(PROFILE_DIR, `${call}.cpuprofile`), JSON.stringify(profile));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const work = busyIn(
    events,
    { name: 'bench-sync', at: sync },
    turns.map((t) => [t.answerAt, t.paintedAt] as const),
  );
  return turns.map((t, i) => ({ ...t, work: work[i] ?? Number.NaN }));
}

/** The same turns on a page with no framework: the answer's rows put in the table as text (the floor). */
function floorPage(call: string): string {
  return `<!doctype html><meta name="viewport" content="width=device-width"><title>floor</title>
<table><tbody id="rows"></tbody></table><nav><button>Previous</button><span id="at"></span><button>Next</button></nav>
<script>
let page = 1;
const rows = document.getElementById('rows');
const esc = (v) => String(v ?? '').replace(/[&<>]/g, (c) => '&#' + c.charCodeAt(0) + ';');
function draw(list) {
  rows.innerHTML = list.slice(0, 10).map((row) => '<tr data-testid="customer-row">' +
    Object.values(row).slice(0, 5).map((v, i) => '<td>' + (i === 0 ? '<a href="#">' + page + '. ' + esc(v) + '</a>' : esc(v)) + '</td>').join('') +
    '</tr>').join('');
  document.getElementById('at').textContent = 'Page ' + page;
}
const customers = (answer) => { for (const v of Object.values(answer)) { if (Array.isArray(v)) return v; if (v && typeof v === 'object') { const inner = customers(v); if (inner) return inner; } } };
const ask = () => fetch('/bench-floor/${call}?page=' + page).then((r) => r.json()).then((a) => draw(customers(a) ?? []));
document.querySelectorAll('nav button')[1].onclick = () => { page++; void ask(); };
void ask();
</script>`;
}

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
    const answers = new Map<string, Buffer>();
    for (const list of [
      {
        name: 'Customer Report (every customer)',
        path: '/customer-report',
        call: 'getAllCustomerAutoSearchPage',
      },
      { name: 'group At risk', path: '/customer-group/NO_VISIT', call: 'filterByGroup' },
    ]) {
      const answered = page.waitForResponse((r) => r.url().includes(list.call) && r.ok());
      await page.goto(list.path);
      await page.getByTestId('customer-row').first().waitFor();
      answers.set(list.call, await (await answered).body());
      const turns = await measureTurns(page, list.call);
      const work = turns.map((t) => t.work);
      const ok = percentile(work, 95) <= BUDGET_MS;
      over ||= !ok;
      console.log(
        `${SHOW_NAMES ? `components drawn after the answer, last turn: ${turns.at(-1)?.drawNames.join(', ')}\n` : ''}${list.name}, ${TURNS} pages with Next at 4× CPU throttling:\n  drawing (the main thread's work from the answer to the rows painted) ${figures(work)} (budget ${BUDGET_MS} ms, p95) ${ok ? 'ok' : 'OVER BUDGET'}\n  answer to rows painted (wall clock, with the wait for the display's next frame) ${figures(turns.map((t) => t.draw))}\n    of which answer to rows in the page ${figures(turns.map((t) => t.toRows))}\n    and rows in the page to painted ${figures(turns.map((t) => t.toPaint))}\n  click to rows painted ${figures(turns.map((t) => t.total))}\n  React components rendered per turn (click to paint): median ${median(turns.map((t) => t.rendered))}, after the answer ${median(turns.map((t) => t.renderedInDraw))}`,
      );
    }
    // The floor: the same answers' bytes put in a bare table by a page with no framework, measured the
    // same way (a browser of its own, no service worker, the manager's session).
    const browser = await launchChromium();
    try {
      const context = await phoneContext(browser, server.url);
      for (const [call, body] of answers) {
        await context.route(
          (url) => url.pathname === '/bench-floor',
          (route) => route.fulfill({ contentType: 'text/html', body: floorPage(call) }),
        );
        await context.route(
          (url) => url.pathname === `/bench-floor/${call}`,
          (route) => route.fulfill({ contentType: 'application/json', body }),
        );
        const floor = await context.newPage();
        await floor.goto('/bench-floor');
        await floor.getByTestId('customer-row').first().waitFor();
        const turns = await measureTurns(floor, call);
        console.log(
          `floor (no framework, the same answer of ${call}), ${TURNS} turns: drawing ${figures(turns.map((t) => t.work))}; answer to rows painted (wall clock) ${figures(turns.map((t) => t.draw))}`,
        );
        await floor.close();
        await context.unrouteAll();
      }
    } finally {
      await browser.close();
    }
  } finally {
    await installed.close();
    await server.stop();
  }
  if (over) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
