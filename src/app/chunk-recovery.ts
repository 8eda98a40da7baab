import { nowMs } from '../lib/clock.ts';
import { isMissingChunk } from '../lib/missing-chunk.ts';
import { serverReachable } from '../lib/network-status.ts';
import { readTabText, writeTabText } from '../lib/storage.ts';

/**
 * A phone that kept the app open across a release holds a page whose scripts have hashed names the
 * server no longer has (404): the next screen it opens fails to load its code. The page then reloads
 * once, gets the release's index.html and scripts, and draws the screen; the outbox is in IndexedDB and
 * survives the reload. A failure again soon after a reload (a script that is missing from the release
 * itself, or no network) is left to the screen's error state instead of reloading in a loop: the time of
 * the last reload is kept for the tab (sessionStorage). Decision: docs/decisions.md, "Offline (the staff day)".
 */

const RELOADED_AT = 'chunkReloadAt';
/** A failure within this long after a reload is not answered with another reload. */
export const RELOAD_GUARD_MS = 60_000;

/** Whether a page may reload now, given when (epoch ms, as kept) it last reloaded for a missing script. */
export function mayReload(lastReloadAt: string | undefined, now: number): boolean {
  const last = Number(lastReloadAt);
  return lastReloadAt === undefined || !Number.isFinite(last) || now - last >= RELOAD_GUARD_MS || now < last;
}

/**
 * Whether a script that failed to load may be one a release took away: only when the network is
 * there. Offline (or with the server out of reach) a script fails because it cannot be fetched, and a
 * reload would trade the open screen for the browser's own "no connection" page.
 */
export function mayBeGone(online: boolean = globalThis.navigator?.onLine ?? true): boolean {
  return online && serverReachable();
}

/**
 * Reloads the page unless it reloaded for this a moment ago, or the network is not there; answers
 * whether it did. Without a tab storage that keeps the time (blocked by the browser) it never reloads:
 * nothing would stop a loop.
 */
export function reloadOnce(
  reload: () => void = () => globalThis.location.reload(),
  online: boolean = mayBeGone(),
): boolean {
  if (!online) return false;
  const now = String(nowMs());
  if (!mayReload(readTabText(RELOADED_AT), Number(now))) return false;
  writeTabText(RELOADED_AT, now);
  if (readTabText(RELOADED_AT) !== now) return false;
  reload();
  return true;
}

/**
 * For the page's life: Vite's `vite:preloadError` (a lazy module or its stylesheet failed to load)
 * reloads the page once, and is then marked handled so the failed import does not also surface as an
 * error. The router's lazy-route failures come through `recoverFromRouteError` (router.ts).
 */
export function recoverFromMissingChunks(): void {
  globalThis.addEventListener('vite:preloadError', (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}

/** A route's error boundary caught `error`: a missing script reloads the page once. */
export function recoverFromRouteError(error: unknown): void {
  if (isMissingChunk(error)) reloadOnce();
}
