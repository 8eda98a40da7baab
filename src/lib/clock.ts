/**
 * The app's one clock: everything in the app (and its service worker) that asks "what time is it"
 * reads it here, never from `Date` directly (a lint rule holds the rest of the code to it).
 *
 * It is the device's clock. The end-to-end tests move the page's `Date` to the server's clock (which
 * `CHAIRSIDE_NOW` may pin), so "today" on the page and on the server are the same day; see
 * docs/decisions.md "One clock".
 */
export function nowMs(): number {
  return Date.now();
}

/** The current instant as a Date. */
export function nowDate(): Date {
  return new Date(nowMs());
}
