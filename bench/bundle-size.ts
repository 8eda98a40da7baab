/**
 * JavaScript a first screen needs, as the browser downloads it: the brotli copies the build writes
 * (scripts/precompress.ts) and the server sends to every browser that takes brotli (all current ones),
 * from the build manifest: the entry chunk, the screen's route chunks and what its loader imports, and
 * every chunk they import statically (scripts/route-chunks.ts). The gzip figure (what a browser without
 * brotli gets) is printed beside it. Fails over budget. Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { closure, entryKey, type FirstScreen, readManifest, screenKeys } from '../scripts/route-chunks.ts';

const dist = join(process.cwd(), 'dist');
const manifest = readManifest(dist);
const entry = entryKey(manifest);

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

/** First screen → budget in KB of JavaScript as sent. */
const budgets: { route: string; screen: FirstScreen; budgetKb: number }[] = [
  { route: '/login', screen: 'login', budgetKb: 150 },
  { route: '/ (staff home)', screen: 'staffHome', budgetKb: 200 },
];

let failed = false;
for (const { route, screen, budgetKb } of budgets) {
  const chunks = closure(manifest, [entry, ...screenKeys(manifest, screen)]);
  const kb = sentKb(chunks, '.br');
  const ok = kb <= budgetKb;
  failed ||= !ok;
  console.log(
    `${route}: ${kb.toFixed(1)} KB of JavaScript as sent (brotli; ${sentKb(chunks, '.gz').toFixed(1)} KB gzip), budget ${budgetKb} KB ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
if (failed) process.exit(1);
