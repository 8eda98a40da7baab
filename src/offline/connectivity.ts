import { useSyncExternalStore } from 'react';
import { systemEndpoints } from '../contract/endpoints/system.ts';
import { call } from '../lib/http.ts';
import { onReachableChange, reportReachable, serverReachable } from '../lib/network-status.ts';

/** How often the server is asked whether it answers again, while the browser is online and it did not. */
export const PROBE_MS = 5_000;

let probe: ReturnType<typeof setInterval> | undefined;
let watchers = 0;

/**
 * While the browser says it is online but the last call could not reach the server, the server is asked
 * again every few seconds (GET /api/health): the offline banner goes as soon as the server answers,
 * whoever reached it (a change the service worker sent, a screen's refresh, this probe), so the banner
 * and the outbox agree on whether the app is online.
 */
function watchReachability(): void {
  const unreachable = navigator.onLine && !serverReachable();
  if (unreachable && !probe) {
    probe = setInterval(() => {
      if (!navigator.onLine || serverReachable()) return;
      call(systemEndpoints.health).catch(() => undefined);
    }, PROBE_MS);
  } else if (!unreachable && probe) {
    clearInterval(probe);
    probe = undefined;
  }
}

function subscribe(onChange: () => void): () => void {
  const changed = () => {
    watchReachability();
    onChange();
  };
  watchers++;
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  const stop = onReachableChange(changed);
  watchReachability();
  return () => {
    watchers--;
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
    stop();
    if (watchers === 0 && probe) {
      clearInterval(probe);
      probe = undefined;
    }
  };
}

const snapshot = () => navigator.onLine && serverReachable();

/** False when the browser is offline or the last call could not reach the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}

/** The service worker reached the server (it sent queued changes): the page counts it as reachable. */
export function serverReachedElsewhere(): void {
  reportReachable(true);
}
