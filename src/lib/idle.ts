/** Runs `task` once the page has drawn and the main thread is free (at most `timeoutMs` later). */
export function whenIdle(task: () => void, timeoutMs = 2000): void {
  const idle = (globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number })
    .requestIdleCallback;
  if (idle) idle(task, { timeout: timeoutMs });
  else setTimeout(task, 200);
}
