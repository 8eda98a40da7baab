import { type MouseEvent, useCallback, useRef, useState } from 'react';

/**
 * Runs an action that sends something at most once at a time: a second tap while it is in flight is
 * ignored (checked synchronously, so even two clicks in one frame send once), and `busy` disables and
 * marks the button meanwhile.
 */
export function useSingleFlight<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
): { run: (...args: A) => Promise<void>; busy: boolean } {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        await action(...args);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return { run, busy };
}

/**
 * For a button whose action changes what the button does next (Sign-In becomes Get OTP): the second
 * tap of a double tap is never taken as the next action, even when the first one has already finished.
 * Browsers count the taps of a double tap in `detail` (1, then 2); a keyboard press has 0.
 */
export function ignoreRepeatedTap(event: MouseEvent): void {
  if (event.detail > 1) event.preventDefault();
}
