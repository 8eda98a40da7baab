/**
 * One offline cold start of the installed app, measured as bench/offline-start.ts describes: shared by
 * that benchmark and by bench/offline-start-ab.ts, which compares two builds.
 */

import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext } from '@playwright/test';
import { installServiceWorker, signInThroughUi } from './browser.ts';

/** Long enough for a throttled start; the marks are read once the page has settled. */
const SETTLE_MS = 4000;
/** Quiet time before each start, so that one run's leftovers do not slow the next. */
const PAUSE_MS = 1500;

/** Signs the technician in, installs the service worker and takes the browser offline. */
export async function prepareOfflineApp(context: BrowserContext, phone: string): Promise<void> {
  const setup = await context.newPage();
  await signInThroughUi(setup, phone);
  await installServiceWorker(setup);
  await setup.waitForFunction(() => performance.getEntriesByName('calendar-drawn').length > 0);
  await setup.close();
  await context.setOffline(true);
}

export interface ColdStart {
  /** ms from navigation start to today's appointments in the page. */
  drawn: number;
  /** ms from navigation start to them on screen. */
  onScreen: number;
  offlineBanner: boolean;
}

/** Opens '/' in a new page after the service worker has been stopped, with 4× CPU throttling. */
export async function coldStart(context: BrowserContext): Promise<ColdStart> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    // A cold start: the browser has stopped the service worker since the app was last used.
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await sleep(PAUSE_MS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/');
    // Wait from outside the page first: polling inside it (waitForFunction) would inject and run the
    // test driver's own script on the throttled main thread while the app is starting.
    await sleep(SETTLE_MS);
    await page.waitForFunction(() => performance.getEntriesByName('calendar-painted').length > 0, undefined, {
      timeout: 30_000,
    });
    const { drawn, painted, fcp } = await page.evaluate(() => ({
      drawn: performance.getEntriesByName('calendar-drawn')[0]?.startTime ?? Number.NaN,
      painted: performance.getEntriesByName('calendar-painted')[0]?.startTime ?? Number.NaN,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    }));
    // When the day was in the page before the first contentful paint, that paint showed it (the
    // browser's own presentation time); otherwise the app's mark after the frame that showed it.
    const onScreen = drawn <= fcp ? fcp : painted;
    return { drawn, onScreen, offlineBanner: await page.getByTestId('offline-banner').isVisible() };
  } finally {
    await page.close();
  }
}
