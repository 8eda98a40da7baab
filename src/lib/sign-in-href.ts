/**
 * The sign-in page: a document of its own (login.html, built apart from the signed-in app), so it is
 * opened by a full navigation, never by the router. `redirect` is the page to come back to. Imports
 * nothing: the page's first script (src/boot.ts) uses it before the framework is loaded.
 */
export function signInHref(redirect?: string): string {
  return redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
}

/** The sign-in page's paths: `/login` (and `/login/`). */
export const SIGN_IN_PAGE = /^\/login\/?$/;
