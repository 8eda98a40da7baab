import { startTransition, useEffect, useState } from 'react';

/** Runs `task` once the page has drawn and the main thread is free (at most `timeoutMs` later). */
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (idle) idle(task, { timeout: timeoutMs });
  else setTimeout(task, 200);
}

/**
 * Runs `task` once the frame being prepared has been painted (a task queued from the next animation
 * frame), or after 100 ms where no frame comes (a hidden page). Returns a function that cancels it.
 */
export function afterNextPaint(task: () => void): () => void {
  const g = globalThis as {
    requestAnimationFrame?: (cb: () => void) => number;
    cancelAnimationFrame?: (handle: number) => void;
  };
  let done = false;
  let queued: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  const frame = g.requestAnimationFrame?.(() => {
    queued = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, frame === undefined ? 0 : 100);
  return () => {
    done = true;
    if (frame !== undefined) g.cancelAnimationFrame?.(frame);
    clearTimeout(queued);
    clearTimeout(fallback);
  };
}

let settled = false;
let scheduled = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!scheduled) {
    scheduled = true;
    whenIdle(() => {
      settled = true;
      for (const l of listeners) l();
    });
  }
  return () => listeners.delete(listener);
}

/**
 * False while the app is starting (until its first screen is drawn and the main thread is free),
 * then true for good: background work such as refreshing cached screens waits for it. The change is
 * rendered as a transition, in slices (what it brings, the date field say, is not urgent).
 */
export function useStartupSettled(): boolean {
  const [value, setValue] = useState(settled);
  useEffect(() => {
    if (value) return;
    const unsubscribe = subscribe(() => startTransition(() => setValue(true)));
    // Settled between the first render and this effect: no call comes any more.
    if (settled) startTransition(() => setValue(true));
    return unsubscribe;
  }, [value]);
  return value;
}
