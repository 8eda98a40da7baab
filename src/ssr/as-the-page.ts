import { forgetSessionRead } from '../lib/session.ts';

/**
 * A page's readable cookies and local storage, for the server's drawing of a screen: the app's
 * modules read the session from them (src/lib/session.ts, src/lib/cookies.ts, src/lib/storage.ts).
 * One per drawing, never shared between two.
 */
export interface PageState {
  cookies: Map<string, string>;
  storage: Map<string, string>;
  /**
   * The instant the page's clock reads (epoch ms): the server's, which `CHAIRSIDE_NOW` may pin, as the
   * page's would read it (src/lib/clock.ts reads `Date.now()`).
   */
  at: number;
}

export const newPageState = (at: number): PageState => ({ cookies: new Map(), storage: new Map(), at });

const documentOf = (state: PageState) => ({
  get cookie(): string {
    return [...state.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  },
  /** As a browser takes `name=value; Max-Age=…; Path=/`: a Max-Age of 0 deletes it. */
  set cookie(line: string) {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    if (at <= 0) return;
    const name = pair.slice(0, at);
    if (attributes.some((a) => /^max-age=0$/i.test(a))) state.cookies.delete(name);
    else state.cookies.set(name, pair.slice(at + 1));
  },
});

const storageOf = (state: PageState) => ({
  getItem: (key: string) => state.storage.get(key) ?? null,
  setItem: (key: string, value: string) => void state.storage.set(key, String(value)),
  removeItem: (key: string) => void state.storage.delete(key),
  clear: () => state.storage.clear(),
});

/**
 * Runs `draw`, which must be synchronous, with `document.cookie`, `localStorage` and the clock
 * answering from `state`, as they would in the page; they are as before again when it returns. The server answers one
 * request at a time on its thread, so no other drawing sees them; the session read the app's modules
 * reuse for a second is dropped before and after, so that no drawing sees another's session.
 */
export function asThePage<T>(state: PageState, draw: () => T): T {
  const page = { document: documentOf(state), localStorage: storageOf(state) };
  const before = new Map(
    Object.keys(page).map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const),
  );
  for (const [name, value] of Object.entries(page))
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: false });
  const clock = Date.now;
  Date.now = () => state.at;
  forgetSessionRead();
  try {
    const result = draw();
    if (result instanceof Promise) throw new Error('A page is drawn on the server synchronously');
    return result;
  } finally {
    Date.now = clock;
    forgetSessionRead();
    for (const [name, descriptor] of before) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  }
}
