import { SERVER_DAY_ID, SERVER_DRAWN, type ServerDrawnDay } from '../contract/first-screen.ts';
import { isOffsetSpans } from '../contract/zone-spans.ts';
import { restoreScroll } from './kept-screen.ts';
import { keepZoneSpans } from './zone-spans-kept.ts';

/**
 * A first visit's staff home drawn by the server into the page: the day it was drawn from, for the
 * app to keep, and its marks (src/contract/first-screen.ts).
 */

const isServerDrawnDay = (v: unknown): v is ServerDrawnDay => {
  const d = v as Partial<ServerDrawnDay> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.staffId === 'number' &&
    typeof d.day === 'string' &&
    Array.isArray(d.items) &&
    Array.isArray(d.schedule) &&
    typeof d.at === 'number' &&
    typeof d.zone === 'string' &&
    isOffsetSpans(d.spans)
  );
};

/** The page's day, read once (undefined: none, or not one); null until read. */
let drawnDay: ServerDrawnDay | undefined | null = null;

function readServerDrawnDay(): ServerDrawnDay | undefined {
  if (drawnDay !== null) return drawnDay;
  const element = globalThis.document?.getElementById(SERVER_DAY_ID);
  element?.remove();
  drawnDay = undefined;
  try {
    const day: unknown = element ? JSON.parse(element.textContent ?? '') : undefined;
    if (isServerDrawnDay(day)) drawnDay = day;
  } catch {
    // Not the page's day: the app asks for it.
  }
  return drawnDay;
}

/**
 * The day the server drew into this page, taken once (the element is removed): the staff home's
 * loader keeps it as it keeps the calls' answers, so the app's first frame shows what the page did.
 */
export function takeServerDrawnDay(): ServerDrawnDay | undefined {
  const day = readServerDrawnDay();
  drawnDay = undefined;
  return day;
}

/**
 * The screen the server drew in `root`, if any: set its drawn mark (src/boot.ts waits for its frame
 * and sets the painted one, as for a kept screen). Answers the marks' stem ('' for none).
 */
export function serverDrawnScreen(root: HTMLElement): string | undefined {
  // The frame's element; React may put hints before it (an avatar's image preloaded).
  const mark = root.querySelector(`:scope > [${SERVER_DRAWN}]`)?.getAttribute(SERVER_DRAWN) ?? undefined;
  if (mark === undefined) return undefined;
  // Scrolled where the app will scroll it (the calendar at its hour).
  restoreScroll(root);
  // The salon's zone offsets as the server worked them out: the app reads the salon's today from them
  // rather than from the browser's first time-zone reading (a long task on a phone, src/lib/zone-clock.ts).
  const day = readServerDrawnDay();
  if (day) keepZoneSpans(day.zone, day.spans);
  if (mark) performance.mark(`${mark}-drawn`);
  return mark;
}
