/**
 * Writes dist/preloads.json after `vite build`: for the pages a first visit opens, the scripts and
 * styles that page will ask for once the entry has run, beyond what index.html already names. The
 * server adds them to index.html as `modulepreload` and `preload` links, so a phone on a slow line
 * fetches them alongside the entry instead of one round trip after it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { closure, entryKey, type FirstScreen, readManifest, screenKeys, startKeys } from './route-chunks.ts';

const DIST = process.argv[2] ?? 'dist';
const manifest = readManifest(DIST);
// index.html names the entry and its static imports; the app the entry then imports is preloaded too.
const atStart = closure(manifest, [entryKey(manifest)]);
const app = startKeys(manifest);

function links(screen: FirstScreen): { scripts: string[]; styles: string[] } {
  const needed = [...closure(manifest, [...app, ...screenKeys(manifest, screen)])].filter(
    (k) => !atStart.has(k),
  );
  const file = (k: string) => `/${manifest[k]?.file ?? ''}`;
  return {
    scripts: needed.filter((k) => manifest[k]?.file.endsWith('.js')).map(file),
    styles: needed.flatMap((k) => manifest[k]?.css ?? []).map((css) => `/${css}`),
  };
}

/**
 * Page → what it loads signed in, and signed out: nothing more, since the page's first script sends a
 * visitor to sign-in (login.html, its own build, whose scripts its own HTML names) before loading the app.
 */
const signedOut = { scripts: [], styles: [] };
const preloads = {
  '/': { signedIn: links('staffHome'), signedOut },
  '/overview': { signedIn: links('overview'), signedOut },
};
writeFileSync(join(DIST, 'preloads.json'), `${JSON.stringify(preloads, null, 2)}\n`);
console.log(
  `preloads: ${Object.entries(preloads)
    .map(([page, p]) => `${page} ${p.signedIn.scripts.length}/${p.signedOut.scripts.length} scripts`)
    .join(', ')}`,
);
