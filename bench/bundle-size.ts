/**
 * JavaScript a route needs on first load, gzip-compressed, from the build manifest: the entry chunk,
 * the route's split component chunk, and every chunk they import statically. Fails over budget.
 * Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

const dist = join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const k of keys) visit(k);
  return seen;
}

function gzipKb(keys: Set<string>): number {
  let bytes = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) bytes += gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  }
  return bytes / 1024;
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('No entry chunk in the manifest');

/** Route file → budget in KB of gzip JS. A route's lazy parts load with it. */
const budgets: { route: string; files: string[]; budgetKb: number }[] = [
  { route: '/login', files: ['src/routes/login.tsx'], budgetKb: 150 },
  { route: '/ (staff home)', files: ['src/routes/_app.tsx', 'src/routes/_app/index.tsx'], budgetKb: 200 },
];

let failed = false;
for (const { route, files, budgetKb } of budgets) {
  const keys = [entry, ...Object.keys(manifest).filter((k) => files.some((f) => k.startsWith(f)))];
  const kb = gzipKb(closure(keys));
  const ok = kb <= budgetKb;
  failed ||= !ok;
  console.log(`${route}: ${kb.toFixed(1)} KB JS gzip (budget ${budgetKb} KB) ${ok ? 'ok' : 'OVER BUDGET'}`);
}
if (failed) process.exit(1);
