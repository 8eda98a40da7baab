/**
 * Readable cookies for UI state (the session itself is an HttpOnly cookie the app never sees). This
 * module is the one place that writes cookies (the Cookie Store API is missing in Safari and Firefox).
 * Safe to import in the service worker, which has no cookies: reads give undefined there.
 */
interface CookieJar {
  cookie: string;
}
const jar = (): CookieJar | undefined => (globalThis as { document?: CookieJar }).document;

/** Every readable cookie as one string (compare it to know whether any cookie changed). */
export function cookieString(): string {
  return jar()?.cookie ?? '';
}

/** One cookie's value from `cookies` (by default the document's cookies now). */
export function readCookie(name: string, cookies: string = cookieString()): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of cookies.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

function setCookie(value: string): void {
  const target = jar();
  if (target) target.cookie = value;
}

export function writeCookie(name: string, value: string, days: number): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const maxAge = Math.round(days * 86_400);
  setCookie(
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`,
  );
}

export function deleteCookie(name: string): void {
  setCookie(`${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`);
}
