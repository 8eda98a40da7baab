/**
 * JavaScript a screen needs, as the browser downloads it: the brotli copies the build writes
 * (scripts/precompress.ts) and the server sends to every browser that takes brotli (all current ones),
 * and the gzip copies (what a browser without brotli gets). From the build manifest and the route tree
 * (scripts/route-chunks.ts). Fails over budget. Run after `npm run build`.
 *
 * First screens of the app (the staff home): the entry chunk, the screen's route chunks and what its
 * loader imports, and every chunk they import statically; budget on the brotli figure.
 *
 * Manager screens: every route under the manager layout (`src/routes/_app/_manager/`), found in the
 * route tree, so a new screen is measured without being listed here. Each one's own JavaScript is what
 * it needs beyond the shared chunks; budget 40 KB gzip each.
 * - Shared chunks: what the signed-in manager frame has loaded before any manager screen's own code:
 *   the entry chunk; the chunks of the route files from the root to the manager layout (`__root.tsx`,
 *   in the entry; `_app.tsx`, the signed-in frame; `_app/_manager.tsx`, the manager layout) and of what
 *   they import dynamically; and every chunk all of those import statically.
 * - A screen's own JavaScript: the chunks of its route file and of any route file between it and the
 *   manager layout (their split component chunks, the code their loaders import, and the shared chunks
 *   the build put that code in), with every chunk those import statically, less the shared chunks.
 *   What a screen loads later on a tap (a drawer, another tab's code) is not counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  closure,
  type FirstScreen,
  managerRouteChunks,
  readManifest,
  readRouteTree,
  routeSources,
  screenKeys,
  startKeys,
} from '../scripts/route-chunks.ts';

const root = process.cwd();
const dist = join(root, 'dist');
const manifest = readManifest(dist);
const start = startKeys(manifest);

/** KB of a set of chunks' JavaScript as sent: the file's `.br` (or `.gz`) copy, or the file itself when it has none. */
function sentKb(keys: Set<string>, suffix: '.br' | '.gz'): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (!file?.endsWith('.js')) continue;
    const path = join(dist, file);
    bytes += (existsSync(path + suffix) ? readFileSync(path + suffix) : readFileSync(path)).length;
  }
  return bytes / 1024;
}

/**
 * First screen → budget in KB of JavaScript as sent (brotli), and what its module graph is held to: the
 * modules (the libraries' included) and KB of the chunks loaded before the screen draws. A change that
 * puts another screen's code, or a library, on a first screen's start path fails here; when the growth
 * is meant, raise the held figures in the same change, where a review sees it.
 */
const budgets: {
  route: string;
  screen: FirstScreen;
  budgetKb: number;
  held: { modules: number; kb: number };
}[] = [
  // Raised by 0.2 KB for the queued changes kept in memory until the outbox is written (src/offline/effects.ts,
  // docs/decisions.md "A page turn draws only its rows"); no module more.
  // Lowered by 24 modules and 4.8 KB when sign-in became a page of its own (login.html): the modules the home
  // shared with it are no longer in a chunk of their own (docs/decisions.md "Sign-in is a page of its own").
  // Raised by 0.1 KB for sign-in's paths as one shared constant (src/lib/sign-in-href.ts, in the first script).
  // Raised by 2 modules and 0.4 KB for a first visit's day drawn by the server: the first script finds it
  // in the page and the loader keeps it (src/lib/server-drawn.ts and its constants in the contract).
  // Raised by 2 modules and 0.1 KB for the zone offsets such a page carries: the zone clock's Intl work in
  // a module of the contract the server shares, and the kept spans apart from the clock, for the first script.
  { route: '/ (staff home)', screen: 'staffHome', budgetKb: 200, held: { modules: 431, kb: 183.7 } },
];
/** Budget of each manager screen's own JavaScript beyond the shared chunks, KB gzip. */
const MANAGER_ROUTE_BUDGET_KB = 40;

let failed = false;
for (const { route, screen, budgetKb, held } of budgets) {
  const chunks = closure(manifest, [...start, ...screenKeys(manifest, screen)]);
  const kb = sentKb(chunks, '.br');
  const ok = kb <= budgetKb;
  failed ||= !ok;
  console.log(
    `${route}: ${kb.toFixed(1)} KB of JavaScript as sent (brotli; ${sentKb(chunks, '.gz').toFixed(1)} KB gzip), budget ${budgetKb} KB ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  // Every route file's configuration loads with the start (the route tree; a route file is a few lines
  // and imports nothing heavy, docs/guide.md): not counted, so a new screen does not move the figure,
  // but whatever a route file imports does.
  const routeFiles = (key: string) =>
    (manifest[key]?.modules ?? []).filter((m) => m.startsWith('src/routes/') && !m.includes('?')).length;
  const modules = [...chunks].reduce((n, key) => n + (manifest[key]?.moduleCount ?? 0) - routeFiles(key), 0);
  const graphOk = modules <= held.modules && kb <= held.kb;
  failed ||= !graphOk;
  console.log(
    `${route}: ${modules} modules in ${chunks.size} chunks before it draws, held at ${held.modules} modules and ${held.kb} KB ${graphOk ? 'ok' : 'GREW (raise the held figures in bench/bundle-size.ts if that is meant)'}`,
  );
}

const manager = managerRouteChunks(manifest, readRouteTree(root), (route) => routeSources(root, route));
console.log(
  `manager screens, shared chunks (entry, signed-in frame, manager layout): ${sentKb(manager.shared, '.gz').toFixed(1)} KB gzip (${sentKb(manager.shared, '.br').toFixed(1)} KB brotli)`,
);
if (manager.routes.length === 0) console.log('manager screens: none in the route tree');
for (const { route, chunks } of manager.routes) {
  const kb = sentKb(chunks, '.gz');
  const ok = kb <= MANAGER_ROUTE_BUDGET_KB;
  failed ||= !ok;
  const scripts = [...chunks].filter((k) => manifest[k]?.file.endsWith('.js')).length;
  console.log(
    `${route.fullPath} (${routeSources(root, route)[0]}): ${kb.toFixed(1)} KB gzip of its own JavaScript beyond the shared chunks (${sentKb(chunks, '.br').toFixed(1)} KB brotli, ${scripts} scripts), budget ${MANAGER_ROUTE_BUDGET_KB} KB ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
/**
 * A page built on its own (scripts/own-page-build.ts), from its manifest: the first load is the page's
 * entry and what it imports statically; what it loads later (the booking page's steps after the first,
 * its pickers) is not counted. Held so that the bodies cannot grow unseen.
 */
function ownPage(page: { name: string; label: string; budgetKb: number; heldKb: number; note: string }) {
  const path = join(dist, `${page.name}-manifest.json`);
  if (!existsSync(path)) {
    console.log(`${page.label}: not built (dist/${page.name}-manifest.json missing)`);
    return;
  }
  type Chunk = { file: string; imports?: string[] };
  const chunks = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Chunk>;
  const first = new Set<string>();
  const visit = (key: string) => {
    if (first.has(key) || !chunks[key]) return;
    first.add(key);
    for (const dep of chunks[key].imports ?? []) visit(dep);
  };
  visit(`${page.name}.html`);
  const sent = (suffix: '.br' | '.gz') => {
    let bytes = 0;
    for (const key of first) {
      const file = join(dist, chunks[key]?.file ?? '');
      bytes += (existsSync(file + suffix) ? readFileSync(file + suffix) : readFileSync(file)).length;
    }
    return bytes / 1024;
  };
  const kb = sent('.br');
  const within = kb <= page.budgetKb;
  const held = kb <= page.heldKb;
  failed ||= !within || !held;
  console.log(
    `${page.label}: ${kb.toFixed(1)} KB of JavaScript as sent (brotli; ${sent('.gz').toFixed(1)} KB gzip) in ${first.size} script(s), ${within ? 'within' : 'OVER'} the budget's ${page.budgetKb} KB${page.note}; held at ${page.heldKb} KB ${held ? 'ok' : 'GREW'}`,
  );
}

// Sign-in (its own build, login.html): issue 26's budget is 120 KB as transferred.
ownPage({ name: 'login', label: '/login (sign-in page)', budgetKb: 120, heldKb: 90.0, note: '' });
// The salon's public booking page (its own build): issue 21's budget is 100 KB as transferred, the
// response headers included (bench/public-page.ts measures that in the browser); here the bodies alone.
ownPage({
  name: 'booking',
  label: '/:id/booking (public page)',
  budgetKb: 100,
  heldKb: 97.5,
  note: ' (with the headers: bench:public-page)',
});
if (failed) process.exit(1);
