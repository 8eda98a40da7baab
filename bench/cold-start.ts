/**
 * One offline cold start of the installed app, measured as bench/offline-start.ts describes: shared by
 * that benchmark (the staff home), bench/manager-offline-start.ts (the manager's overview) and
 * bench/offline-start-ab.ts, which compares two builds.
 */

import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext } from '@playwright/test';
import { installServiceWorker, signInThroughUi } from './browser.ts';

/** Long enough for a throttled start; the marks are read once the page has settled. */
const SETTLE_MS = 4000;
/** Quiet time before each start, so that one run's leftovers do not slow the next. */
const PAUSE_MS = 1500;

/** The first screen a start is measured to, by the marks the app sets when it draws it. */
export interface FirstScreen {
  /** Its name in messages. */
  name: string;
  /** The address the app is opened at: its start URL, '/', as the home-screen icon opens it. */
  open: string;
  /** Where the app ends up (a manager opening '/' is sent on to the overview). */
  lands: string;
  /** The app's mark when the screen's data (read from IndexedDB) is in the page. */
  drawnMark: string;
  /** The app's mark once the frame showing it is on screen. */
  paintedMark: string;
}

/** Today's calendar on the staff home (src/features/appointments/staff/staff-calendar-tab.tsx). */
export const STAFF_HOME: FirstScreen = {
  name: "today's calendar",
  open: '/',
  lands: '/',
  drawnMark: 'calendar-drawn',
  paintedMark: 'calendar-painted',
};

/**
 * The floor: a page with no framework, served by the same server and service worker, that reads the
 * same day from IndexedDB and paints it (start-floor.html). What the app's start is compared to.
 */
export const START_FLOOR: FirstScreen = {
  name: 'the start floor',
  open: '/start-floor.html',
  lands: '/start-floor.html',
  drawnMark: 'floor-drawn',
  paintedMark: 'floor-painted',
};

/** Today's figures on the manager's overview (src/features/reports/components/overview-screen.tsx). */
export const MANAGER_OVERVIEW: FirstScreen = {
  name: "today's overview figures",
  open: '/',
  lands: '/overview',
  drawnMark: 'overview-drawn',
  paintedMark: 'overview-painted',
};

/**
 * Signs the person in (unless signed in already), installs the service worker, waits until the first screen has drawn its data
 * (kept on the device as it arrives) and takes the browser offline.
 */
export async function prepareOfflineApp(
  context: BrowserContext,
  /** Who signs in; null when the context is signed in already. */
  phone: string | null,
  screen: FirstScreen = STAFF_HOME,
): Promise<void> {
  const setup = await context.newPage();
  if (phone === null) await setup.goto(screen.open);
  else await signInThroughUi(setup, phone);
  await installServiceWorker(setup);
  await setup.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, screen.drawnMark);
  // The answers are written to IndexedDB once they arrive: let those writes finish.
  await setup.waitForLoadState('networkidle');
  await setup.close();
  await context.setOffline(true);
}

export interface ColdStart {
  /** ms from navigation start to the screen's data in the page. */
  drawn: number;
  /** ms from navigation start to it on screen. */
  onScreen: number;
  /** ms from navigation start to the first contentful paint. */
  fcp: number;
  offlineBanner: boolean;
}

/** Opens the app in a new page after the service worker has been stopped, with 4× CPU throttling. */
export async function coldStart(
  context: BrowserContext,
  screen: FirstScreen = STAFF_HOME,
): Promise<ColdStart> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    // A cold start: the browser has stopped the service worker since the app was last used.
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await sleep(PAUSE_MS);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(screen.open);
    // Wait from outside the page first: polling inside it (waitForFunction) would inject and run the
    // test driver's own script on the throttled main thread while the app is starting.
    await sleep(SETTLE_MS);
    await page
      .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, screen.paintedMark, {
        timeout: 30_000,
      })
      .catch((error: unknown) => {
        throw new Error(`${screen.name} not drawn offline at ${page.url()}`, { cause: error });
      });
    const at = new URL(page.url()).pathname;
    if (at !== screen.lands) throw new Error(`The app opened ${at}, not ${screen.lands}`);
    const { drawn, painted, fcp } = await page.evaluate(
      ({ drawnMark, paintedMark }) => ({
        drawn: performance.getEntriesByName(drawnMark)[0]?.startTime ?? Number.NaN,
        painted: performance.getEntriesByName(paintedMark)[0]?.startTime ?? Number.NaN,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      }),
      { drawnMark: screen.drawnMark, paintedMark: screen.paintedMark },
    );
    // When the data was in the page before the first contentful paint, that paint showed it (the
    // browser's own presentation time); otherwise the app's mark after the frame that showed it.
    const onScreen = drawn <= fcp ? fcp : painted;
    return { drawn, onScreen, fcp, offlineBanner: await page.getByTestId('offline-banner').isVisible() };
  } finally {
    await page.close();
  }
}
