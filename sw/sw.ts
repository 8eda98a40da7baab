/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell, answers navigations with index.html (sign-in with
 * login.html; not /api, /ws or /media), keeps images cache-first with expiry, never caches API data (IndexedDB owns data), waits
 * for the person to accept an update, and replays the outbox on background sync.
 */
import { cacheNames } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { activeScope, SYNC_TAG, scopeDb } from '../src/offline/db.ts';
import { httpTransport, reconcileChange } from '../src/offline/http-transport.ts';
// Every feature's offline change definitions: the worker replays with the page's own.
import '../src/offline/registry.ts';
import { SIGN_IN_PAGE } from '../src/lib/sign-in-href.ts';
import { Replayer } from '../src/offline/replayer.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Where a copy of index.html waits for the browser to open '/' without starting the worker. */
const START_CACHE = 'app-start';
/** A page with no framework that draws the same day: what the offline start is compared to. */
const FLOOR = '/start-floor.html';

/** The install event's static routes (Chromium 123+): answered by the browser without starting us. */
interface RouterCondition {
  urlPattern: string | URLPattern;
  requestMethod?: string;
  requestMode?: RequestMode;
}
interface RouterInstallEvent extends ExtendableEvent {
  addRoutes?: (rules: { condition: RouterCondition; source: { cacheName: string } }[]) => Promise<void>;
}

// The built scripts and styles have hashed names and are precached under their own URL, so the
// browser can read them from the precache itself: no worker start-up and no script run per file.
// Opening the app at '/' (its start URL, as the home-screen icon does) reads index.html from a copy
// the worker keeps (written when a version activates, so it always matches the precache in use).
// Anything missing from those caches goes to the network, as the worker's own routes would.
self.addEventListener('install', (event) => {
  const install = event as RouterInstallEvent;
  const routes = install.addRoutes?.([
    {
      condition: { urlPattern: '/assets/*', requestMethod: 'get' },
      source: { cacheName: cacheNames.precache },
    },
    {
      condition: {
        urlPattern: new URLPattern({ pathname: '/', search: '', hash: '' }),
        requestMode: 'navigate',
      },
      source: { cacheName: START_CACHE },
    },
    // The benchmark's floor (public/start-floor.html) is opened the same way, so that the two compare.
    {
      condition: {
        urlPattern: new URLPattern({ pathname: FLOOR, search: '', hash: '' }),
        requestMode: 'navigate',
      },
      source: { cacheName: START_CACHE },
    },
  ]);
  install.waitUntil(routes?.catch(() => undefined) ?? Promise.resolve());
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const start = await caches.open(START_CACHE);
      const shell = await matchPrecache('/index.html');
      if (shell) await start.put('/', shell);
      const floor = await matchPrecache(FLOOR);
      if (floor) await start.put(FLOOR, floor);
    })(),
  );
});

// Sign-in is a page of its own (login.html, its own build, precached with the app's): signing out, or a
// session ending, while offline still opens it.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/login.html'), { allowlist: [SIGN_IN_PAGE] }));

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    // The salon's public booking page (/{apiKey}/booking) is a page of its own, from the server.
    denylist: [/^\/api(\/|$)/, /^\/ws(\/|$)/, /^\/media\//, /^\/[^/]+\/booking\/?$/, SIGN_IN_PAGE],
  }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/media/') &&
    request.destination === 'image',
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// An update waits until the person taps Reload ("New version available").
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

async function replayOutbox(): Promise<void> {
  const scope = await activeScope();
  if (!scope) return;
  // The kinds of the changes settled here (sent or refused): open pages ask again what showed them.
  const kinds = new Set<string>();
  await new Replayer(scopeDb(scope), {
    transport: httpTransport,
    reconcile: async (db, entry, payload) => {
      await reconcileChange(db, entry, payload);
      kinds.add(entry.kind);
    },
    refused: (entry) => kinds.add(entry.kind),
  }).run();
  for (const client of await self.clients.matchAll({ type: 'window' }))
    client.postMessage({ type: 'outbox-synced', kinds: [...kinds] });
}

self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag === SYNC_TAG) event.waitUntil(replayOutbox());
}) as EventListener);
