/** Whether the last call reached the server, for the offline banner (navigator.onLine can be wrong). */
type Listener = () => void;
let reachable = true;
const listeners = new Set<Listener>();

export function reportReachable(ok: boolean): void {
  if (ok === reachable) return;
  reachable = ok;
  for (const l of listeners) l();
}

export function serverReachable(): boolean {
  return reachable;
}

export function onReachableChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
