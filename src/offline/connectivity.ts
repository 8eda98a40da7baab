import { useSyncExternalStore } from 'react';
import { onReachableChange, serverReachable } from '../lib/network-status.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  const stop = onReachableChange(onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
    stop();
  };
}

const snapshot = () => navigator.onLine && serverReachable();

/** False when the browser is offline or the last call could not reach the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}
