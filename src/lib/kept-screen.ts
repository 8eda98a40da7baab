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
  /**
   * The page's own style sheets (index.html's, by their hashed names): a copy from another build, whose
   * page names others, is not drawn.
   */
  styles: string[];
  /** The text of the other style sheets the screen used (its screens' own), put in the page with it. */
  css: string;
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
    typeof k.css === 'string' &&
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

/** Where a kept element was scrolled to (the calendar's hour), or where the server drew it scrolled to. */
export const SCROLL_TOP = 'data-kept-scroll-top';

/** Scrolls the elements of a screen put in `root` as they were (the calendar at its hour). */
export function restoreScroll(root: HTMLElement): void {
  for (const scroller of root.querySelectorAll<HTMLElement>(`[${SCROLL_TOP}]`))
    scroller.scrollTop = Number(scroller.getAttribute(SCROLL_TOP));
}

/** The attribute that marks the style sheets index.html names (set by src/boot.ts at the start). */
const PAGE_SHEET = 'data-page-sheet';

/** Marks the style sheets the page has now as its own: call it first thing, before the app adds any. */
export function markPageSheets(): void {
  for (const link of document.querySelectorAll('link[rel="stylesheet"]')) link.setAttribute(PAGE_SHEET, '');
}

const pageSheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${PAGE_SHEET}]`)].flatMap((link) => {
    const href = link.getAttribute('href');
    return href ? [href] : [];
  });

/**
 * Puts the kept copy of this page in `root`, with the style sheets it used, when there is one for it;
 * answers whether it did. Synchronous, so that the copy is in the frame the page paints next (with the
 * entry script render-blocking, its first). Nothing is drawn for a copy from another build (the page
 * names other style sheets: the app draws the screen).
 * The screen's drawn mark is set as the page sets it (bench/cold-start.ts reads the marks), and its
 * painted mark and 'kept-screen-painted' by `whenKeptScreenPainted`.
 */
export function paintKeptScreen(root: HTMLElement, at: Location = location): KeptScreen | undefined {
  const kept = usableCopy(readJson(STORAGE_KEY, isKeptScreen), {
    pathname: at.pathname,
    search: at.search,
    staffId: readCookie('staffid'),
    now: nowMs(),
  });
  if (!kept) return undefined;
  const page = new Set(pageSheets());
  if (kept.styles.length === 0 || !kept.styles.every((href) => page.has(href))) return undefined;
  if (kept.css) {
    const style = document.createElement('style');
    style.textContent = kept.css;
    document.head.append(style);
  }
  root.innerHTML = kept.html;
  for (const part of root.children) part.setAttribute('inert', '');
  // Scrolled as they were (the calendar at its hour), not at their top until the app takes over.
  restoreScroll(root);
  if (kept.mark) performance.mark(`${kept.mark}-drawn`);
  return kept;
}

/**
 * Resolves once the frame showing the copy is on screen (a task queued from its animation frame runs
 * after its paint), and sets the screen's painted mark: the app's start waits for it, so that it does
 * not hold that frame back.
 */
export async function whenKeptScreenPainted(kept: KeptScreen): Promise<void> {
  await whenScreenPainted(kept.mark);
  performance.mark('kept-screen-painted');
}

/**
 * Resolves once the frame showing the screen now in the page is on screen, and sets its painted mark
 * (`<mark>-painted`, none for no mark): a kept screen's, or one the server drew (src/lib/server-drawn.ts).
 */
export async function whenScreenPainted(mark: string | undefined): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  if (mark) performance.mark(`${mark}-painted`);
}

/** The text of a style sheet's rules, or undefined when the browser does not give them. */
function sheetText(sheet: CSSStyleSheet | null): string | undefined {
  try {
    return sheet ? [...sheet.cssRules].map((rule) => rule.cssText).join('\n') : undefined;
  } catch {
    return undefined;
  }
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
  // A copy is the same tree: its elements in document order match the page's.
  const live = root.querySelectorAll('*');
  copy.querySelectorAll('*').forEach((element, i) => {
    const top = live[i]?.scrollTop ?? 0;
    if (top > 0) element.setAttribute(SCROLL_TOP, String(Math.round(top)));
  });
  for (const part of copy.querySelectorAll(`[${NOT_KEPT}]`)) part.remove();
  // The screens' own style sheets (loaded by the app as it went) are kept as text, so that the copy
  // is drawn without waiting for them; the page's own are named, and are there at the next start.
  const css: string[] = [];
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    `link[rel="stylesheet"]:not([${PAGE_SHEET}])`,
  )) {
    const text = sheetText(link.sheet);
    if (text === undefined) return;
    css.push(text);
  }
  const kept: KeptScreen = {
    ...options,
    path: at.pathname,
    staffId,
    styles: pageSheets(),
    css: css.join('\n'),
    html: copy.innerHTML,
  };
  try {
    writeJson(STORAGE_KEY, kept);
  } catch {
    // A full storage keeps no copy: the next start draws the screen the usual way.
  }
}
