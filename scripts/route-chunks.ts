/**
 * What each first screen loads, from the build's manifest: the source files of a screen's route chunks
 * (and of what its loader imports), and the closure of built chunks they need. Shared by the build's
 * preload list (scripts/route-preloads.ts) and the bundle budget (bench/bundle-size.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The first screens, by the source files their route loads (component chunks and loader imports). */
export const FIRST_SCREENS = {
  login: ['src/routes/login.tsx'],
  staffHome: [
    'src/routes/_app.tsx',
    'src/routes/_app/index.tsx',
    'src/features/appointments/api/prefetch-staff-day.ts',
  ],
  overview: [
    'src/routes/_app.tsx',
    'src/routes/_app/_manager/overview.tsx',
    'src/features/reports/api/overview.ts',
  ],
} as const;
export type FirstScreen = keyof typeof FIRST_SCREENS;

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export function entryKey(manifest: Manifest): string {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest');
  return entry;
}

/** Every chunk `keys` need, themselves included (static imports, followed to the end). */
export function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
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

/** The manifest keys of a screen's source files (a route file's split chunks included). */
export function screenKeys(manifest: Manifest, screen: FirstScreen): string[] {
  const files: readonly string[] = FIRST_SCREENS[screen];
  return Object.keys(manifest).filter((k) => files.some((f) => k === f || k.startsWith(`${f}?`)));
}
