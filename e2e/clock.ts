import type { BrowserContext } from '@playwright/test';

/**
 * Lines the browser's clock up with the server's (which CHAIRSIDE_NOW may pin), so that "today" on
 * the page and on the server are the same day. The page's `Date` (and Intl's default instant) run
 * `offsetMs` ahead of the machine's; timers, animation frames and performance entries stay real.
 *
 * Playwright's clock API was the first choice, but any of its calls installs fake timers, animation
 * frames and a `performance` whose entries are empty: the offline tests read the navigation entry, and
 * the app's start-up work waits on idle callbacks and painted frames. Shifting `Date` alone keeps the
 * browser as it is and changes only what time it says.
 */
export async function alignBrowserClock(context: BrowserContext, baseURL: string): Promise<number> {
  const sentAt = Date.now();
  const res = await fetch(`${baseURL}/api/health`);
  const receivedAt = Date.now();
  const body = (await res.json()) as { payload: { now: string } };
  const serverNow = Date.parse(body.payload.now);
  const offsetMs = Math.round(serverNow - (sentAt + receivedAt) / 2);
  await context.addInitScript(shiftDate, offsetMs);
  return offsetMs;
}

/** Runs in the page before its own scripts. Self-contained: Playwright sends its source. */
function shiftDate(offsetMs: number): void {
  const NativeDate = Date;
  const shiftedNow = () => NativeDate.now() + offsetMs;
  function ShiftedDate(this: unknown, ...args: unknown[]): Date | string {
    if (!new.target) return new NativeDate(shiftedNow()).toString();
    if (args.length === 0) return new NativeDate(shiftedNow());
    return new (NativeDate as unknown as new (...a: unknown[]) => Date)(...args);
  }
  ShiftedDate.prototype = NativeDate.prototype;
  ShiftedDate.now = shiftedNow;
  ShiftedDate.parse = NativeDate.parse;
  ShiftedDate.UTC = NativeDate.UTC;
  globalThis.Date = ShiftedDate as unknown as DateConstructor;

  // Intl formats "now" when given no date.
  const proto = Intl.DateTimeFormat.prototype;
  const nativeFormat = Object.getOwnPropertyDescriptor(proto, 'format')?.get;
  const nativeToParts = proto.formatToParts;
  if (nativeFormat) {
    Object.defineProperty(proto, 'format', {
      configurable: true,
      get(this: Intl.DateTimeFormat) {
        const format = nativeFormat.call(this) as (d?: Date | number) => string;
        return (d?: Date | number) => format(d === undefined ? shiftedNow() : d);
      },
    });
  }
  proto.formatToParts = function formatToParts(this: Intl.DateTimeFormat, d?: Date | number) {
    return nativeToParts.call(this, d === undefined ? shiftedNow() : d);
  };
}
