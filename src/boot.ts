// The app's style sheet is the page's (index.html names it): the kept screen is drawn with it.
import './app/mantine-styles.ts';
import { recoverFromMissingChunks } from './app/chunk-recovery.ts';
import { readCookie } from './lib/cookies.ts';
import {
  markPageSheets,
  paintKeptScreen,
  whenKeptScreenPainted,
  whenScreenPainted,
} from './lib/kept-screen.ts';
import { serverDrawnScreen } from './lib/server-drawn.ts';
import { SIGN_IN_PAGE, signInHref } from './lib/sign-in-href.ts';

/**
 * The page's first script: it imports nothing of the framework, so that the screen kept from the
 * last visit (src/lib/kept-screen.ts) is on screen before the framework is evaluated; then the app
 * starts (src/main.tsx), and draws over it.
 */

// First: a script gone after a release reloads the page (once) rather than breaking the screen.
recoverFromMissingChunks();

// Signed out (no staff cookie: no session can be valid, src/lib/session-rule.ts): straight to sign-in,
// a page of its own, before any of the app is loaded. The router checks the rest of the session. Never
// from /login itself (were this page ever answered for it, that would reload it without end).
if (readCookie('staffid') === undefined && !SIGN_IN_PAGE.test(window.location.pathname)) {
  const { pathname, search, hash } = window.location;
  window.location.replace(signInHref(`${pathname}${search}${hash}`));
} else {
  start();
}

function start(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  /** A task boundary: what comes after it runs in a task of its own, after the browser's pending work. */
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

  markPageSheets();
  const kept = paintKeptScreen(root);
  // Else, on a first visit, the staff home the server drew may be in the page (src/lib/server-drawn.ts).
  const drawn = kept ? undefined : serverDrawnScreen(root);

  // The app's own modules are imported once the kept (or drawn) screen is on screen (or there is none),
  // not to hold that frame back. The framework is evaluated first, in a task of its own, so that the
  // start is two shorter tasks rather than one long one.
  void (
    kept ? whenKeptScreenPainted(kept) : drawn !== undefined ? whenScreenPainted(drawn) : Promise.resolve()
  )
    .then(() => import('react-dom/client'))
    .then(nextTask)
    .then(() => import('./main.tsx'));
}
