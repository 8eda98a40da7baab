import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type CDPSession, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';
import { KEPT_SCREEN_KEY } from '../src/lib/kept-screen-key.ts';

/** Debian's Chromium with the flags this machine needs (no background networking). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/**
 * A phone-sized context in a real (persistent) browser profile, as an installed app runs in. A fresh
 * `browser.newContext()` is an incognito-like profile: nothing it compiles or stores outlives it, and
 * Chromium loads its own browser UI for every new window of it, which competes for this machine's CPU.
 */
export async function installedAppContext(
  baseURL: string,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'chairside-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
    ...PHONE,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export function phoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, ...PHONE });
}

/** Signs in through the login screen with the demo code, as a person would. */
export async function signInThroughUi(page: Page, phone: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Sign-In' }).click();
  await page.getByRole('button', { name: 'Get OTP' }).click();
  const code = ((await page.getByTestId('demo-code').locator('b').textContent()) ?? '').trim();
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/overview');
}

/** Waits until the service worker is installed and controls the page (one reload). */
export async function installServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Empties what a phone that has not opened the app has not: the HTTP cache, the service worker, Cache
 * Storage and IndexedDB, and the screen kept from a last visit (src/lib/kept-screen.ts). `signedIn`: the
 * session (cookies, the stored staff record in local storage) stays, as on a new phone after sign-in.
 * The kept screen is dropped from a file of the origin that runs none of the app's code.
 */
export async function asNewPhone(
  page: Page,
  cdp: CDPSession,
  origin: string,
  signedIn: boolean,
): Promise<void> {
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', {
    origin,
    storageTypes: signedIn
      ? 'service_workers,cache_storage,indexeddb'
      : 'service_workers,cache_storage,indexeddb,local_storage,cookies',
  });
  if (!signedIn) return;
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((key) => localStorage.removeItem(key), KEPT_SCREEN_KEY);
  await page.goto('about:blank');
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** An event of a Chromium trace, with the fields the benchmarks read. */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; frame?: string; documentLoaderURL?: string };
  };
}

/** What a trace records by default: the main thread's tasks and what runs in them (scripts, style, layout,
 * paint, garbage collection), user timing marks and the page loads. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
];

/**
 * Only the main thread's tasks and the user timing marks: a trace light enough not to weigh on what it
 * times (the detailed categories above add work to every task).
 */
export const TASKS_ONLY = ['toplevel', 'blink.user_timing'] as const;

/** A Chromium trace (of `categories`) of what happens while `during` runs. */
export async function traceOf(
  cdp: CDPSession,
  during: () => Promise<void>,
  categories: readonly string[] = TRACE_CATEGORIES,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = (data: { value: unknown[] }) => {
    // The protocol types the events as string maps; these fields are what the trace format has.
    events.push(...(data.value as TraceEvent[]));
  };
  cdp.on('Tracing.dataCollected', collect);
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: [...categories] },
    transferMode: 'ReportEvents',
  });
  try {
    await during();
  } finally {
    await cdp.send('Tracing.end');
    await done;
    cdp.off('Tracing.dataCollected', collect);
  }
  return events;
}

/** The main thread's tasks, at the top level (what a long task or a frame's work is made of). */
export const isTopLevelTask = (e: TraceEvent): boolean =>
  e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');

/**
 * How long the main thread of the page that made the user timing mark `sync` (at `syncAt`, its
 * performance.now()) was busy in each window (performance.now() times of that page): the time its
 * top-level tasks overlap the window, in ms. Idle time (waiting for the network, a timer or the
 * display's next frame) is not counted. Each window must end inside a task (the page's own script that
 * read the time), which checks the two clocks against each other.
 */
export function busyIn(
  events: readonly TraceEvent[],
  sync: { name: string; at: number },
  windows: readonly (readonly [number, number])[],
): number[] {
  const mark = events.find((e) => e.name === sync.name && e.cat.includes('blink.user_timing'));
  if (!mark) throw new Error(`No mark ${sync.name} in the trace`);
  const toTrace = (ms: number) => mark.ts + (ms - sync.at) * 1000;
  // Tasks nest (the scheduler's task around the task it runs): their union is the busy time.
  const spans: [number, number][] = [];
  for (const e of events
    .filter((e) => e.pid === mark.pid && e.tid === mark.tid && isTopLevelTask(e))
    .sort((a, b) => a.ts - b.ts)) {
    const end = e.ts + (e.dur ?? 0);
    const last = spans.at(-1);
    if (last && e.ts <= last[1]) last[1] = Math.max(last[1], end);
    else spans.push([e.ts, end]);
  }
  return windows.map(([from, to]) => {
    const start = toTrace(from);
    const end = toTrace(to);
    if (!spans.some(([spanStart, spanEnd]) => spanStart - 1000 <= end && end <= spanEnd + 1000))
      throw new Error('A window of the page does not end in a task of its trace: the clocks disagree');
    let busy = 0;
    for (const [spanStart, spanEnd] of spans) {
      const overlap = Math.min(end, spanEnd) - Math.max(start, spanStart);
      if (overlap > 0) busy += overlap;
    }
    return busy / 1000;
  });
}

/**
 * The long tasks' blocking time (each task's time over 50 ms) from the first paint on, by what ran
 * them: the page's own files (on the server's origin), Lighthouse's own evaluation in the page
 * (`_lighthouse-eval.js`), and tasks it attributes to nothing (the tab's own work under its tracing).
 * An approximation of the total blocking time (Lighthouse also clips it at the page's interactive
 * point), to read what of it is the page's.
 */
export function blockingBySource(
  tasks: readonly { url?: string; duration?: number; startTime?: number }[],
  firstPaintMs: number,
  origin: string,
): { page: number; lighthouse: number; other: number } {
  const share = { page: 0, lighthouse: 0, other: 0 };
  for (const { url = '', duration = 0, startTime = 0 } of tasks) {
    const end = startTime + duration;
    // Only the part of a task after the first paint counts, as in Lighthouse's own sum.
    const counted = end - Math.max(startTime, firstPaintMs);
    if (counted <= 50) continue;
    const over = Math.round(counted - 50);
    if (url.startsWith(origin)) share.page += over;
    else if (url.includes('_lighthouse-eval')) share.lighthouse += over;
    else share.other += over;
  }
  return share;
}
