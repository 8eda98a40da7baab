import { nowMs } from './clock.ts';
import { readCookie } from './cookies.ts';
import { KEPT_SCREEN_KEY as STORAGE_KEY } from './kept-screen-key.ts';
import { readJson, writeJson } from './storage.ts';

/**
 * The first screen as it was last drawn, put on screen before the framework has started.
 *
 * Opening the installed app, most of the time to the day on screen goes to evaluating the framework
 * and rendering, not to reading the day (docs/benchmarks.md "Offline cold start"). So the staff home,
 * once it has drawn today's calendar, keeps a copy of what it drew (the page's markup, which the
 * app's own style sheet styles); the next start of the same page puts that copy in the page from this
 * module, which imports nothing of the framework, and the app then draws the screen over it from the
 * kept records as before. The copy is inert (it takes no taps and is hidden from assistive
 * technology) until the app replaces it, a moment later.
 *
 * A copy is used only for the staff member who is signed in (the readable `staffid` cookie), for the
 * page it was drawn on with no query (the day the app opens on), and within the salon day it was drawn
 * on: after midnight in the salon's zone the app draws the new day itself. Signing out clears local
 * storage, and the copy with it. Decision: docs/decisions.md "Start from the screen as it was left".
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const MINUTES_PER_DAY = 24 * 60;
/** The attribute of parts of a screen that are not kept (a banner about the moment, an open menu). */
export const NOT_KEPT = 'data-not-kept';

interface KeptScreen {
  path: string;
  /** The page's style sheets when it was kept (hashed file names of the build that drew it). */
  styles: string[];
  staffId: string;
  /** Epoch ms until which the copy shows the day the page opens on. */
  until: number;
  html: string;
  /**
   * The screen's performance marks' stem (none for an empty day): the page marks `<stem>-drawn` when
   * its data is in the page and `<stem>-painted` once that frame is on screen; so does the copy.
   */
  mark?: string | undefined;
}

const isKeptScreen = (v: unknown): v is KeptScreen => {
  const k = v as Partial<KeptScreen> | null;
  return (
    typeof k === 'object' &&
    k !== null &&
    typeof k.path === 'string' &&
    typeof k.staffId === 'string' &&
    Array.isArray(k.styles) &&
    k.styles.every((href) => typeof href === 'string') &&
    typeof k.until === 'number' &&
    typeof k.html === 'string' &&
    (k.mark === undefined || typeof k.mark === 'string')
  );
};

/** Where and when a start happens: what decides whether a kept copy may be drawn. */
export interface StartPlace {
  pathname: string;
  search: string;
  /** The signed-in staff member (the readable `staffid` cookie), if any. */
  staffId: string | undefined;
  now: number;
}

/** The kept copy (as read from storage) when it may be drawn at `place`, else undefined. */
export function usableCopy(stored: unknown, place: StartPlace): KeptScreen | undefined {
  if (!isKeptScreen(stored) || place.search !== '' || stored.path !== place.pathname) return undefined;
  if (place.staffId === undefined || place.staffId !== stored.staffId) return undefined;
  return place.now < stored.until ? stored : undefined;
}

/**
 * Until when a copy drawn `minutes` into the salon's day (its wall clock) at `now` (epoch ms) shows
 * that day: the salon's midnight, less an hour, as a change of clocks before midnight moves it by one.
 */
export function keptUntil(now: number, minutes: number): number {
  return now + (MINUTES_PER_DAY - minutes) * MINUTE - HOUR;
}

/** Adds the style sheet to the page unless it has it; resolves once it applies, rejects if it fails. */
function addStyleSheet(href: string): Promise<void> {
  const present = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (link) => link.getAttribute('href') === href,
  );
  if (present?.sheet) return Promise.resolve();
  const link = present ?? document.createElement('link');
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`No style sheet ${href}`)), { once: true });
  });
  if (!present) {
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }
  return loaded;
}

/**
 * Puts the kept copy of this page in `root`, with its style sheets, when there is one for it; answers
 * whether it did. Nothing is drawn when a style sheet is missing (a release has replaced them: the app
 * draws the screen) or when the app has drawn `root` meanwhile (its content is no longer `shell`).
 * The screen's marks are set as the page sets them (bench/cold-start.ts reads them), and
 * 'kept-screen-painted'; it resolves once the frame showing the copy is on screen.
 */
export async function paintKeptScreen(root: HTMLElement, at: Location = location): Promise<boolean> {
  const kept = usableCopy(readJson(STORAGE_KEY, isKeptScreen), {
    pathname: at.pathname,
    search: at.search,
    staffId: readCookie('staffid'),
    now: nowMs(),
  });
  if (!kept) return false;
  const shell = root.firstElementChild;
  try {
    await Promise.all(kept.styles.map(addStyleSheet));
  } catch {
    return false;
  }
  if (root.firstElementChild !== shell) return false;
  root.innerHTML = kept.html;
  for (const part of root.children) part.setAttribute('inert', '');
  if (kept.mark) performance.mark(`${kept.mark}-drawn`);
  // Resolved once the frame showing it is on screen (a task queued from its animation frame runs
  // after its paint), so that the app's start does not hold that frame back.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  if (kept.mark) performance.mark(`${kept.mark}-painted`);
  performance.mark('kept-screen-painted');
  return true;
}

/**
 * Keeps `root`'s screen for the next start of this page (its path, when it has no query), until
 * `until` (epoch ms): the parts marked NOT_KEPT are left out. Call it once the screen shows its data,
 * when the main thread is free.
 */
export function keepScreen(
  root: HTMLElement,
  options: { until: number; mark?: string | undefined },
  at: Location = location,
): void {
  const staffId = readCookie('staffid');
  if (!staffId || at.search !== '') return;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const part of copy.querySelectorAll(`[${NOT_KEPT}]`)) part.remove();
  const styles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].flatMap((link) => {
    const href = link.getAttribute('href');
    return href ? [href] : [];
  });
  const kept: KeptScreen = { ...options, path: at.pathname, staffId, styles, html: copy.innerHTML };
  try {
    writeJson(STORAGE_KEY, kept);
  } catch {
    // A full storage keeps no copy: the next start draws the screen the usual way.
  }
}
