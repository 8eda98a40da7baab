/**
 * What each screen loads, from the build: the chunks holding a screen's source files (its route's split
 * chunks, what its loader imports, and any chunk such a file was merged into), and the closure of built
 * chunks they need. Shared by the build's preload list (scripts/route-preloads.ts) and the bundle budgets
 * (bench/bundle-size.ts), which also finds the manager's screens here, from the route tree.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { CHUNK_MODULE_COUNTS_FILE, CHUNK_MODULES_FILE } from './vite-plugins.ts';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** The project's source files in the chunk (from {@link CHUNK_MODULES_FILE}, added by `readManifest`). */
  modules?: string[];
  /** How many modules the chunk holds, the libraries' included ({@link CHUNK_MODULE_COUNTS_FILE}). */
  moduleCount?: number;
}
export type Manifest = Record<string, ManifestChunk>;

/** The first screens, by the source files their route loads (component chunks and loader imports). */
export const FIRST_SCREENS = {
  staffHome: [
    'src/routes/_app.tsx',
    'src/routes/_app/index.tsx',
    'src/features/appointments/staff/api/prefetch-staff-day.ts',
  ],
  overview: [
    'src/routes/_app.tsx',
    'src/routes/_app/_manager/overview.tsx',
    'src/features/reports/api/overview.ts',
  ],
} as const;
export type FirstScreen = keyof typeof FIRST_SCREENS;

/** The build's manifest, each chunk with the source files it holds. Run after `npm run build`. */
export function readManifest(dist: string): Manifest {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const modulesPath = join(dist, CHUNK_MODULES_FILE);
  if (!existsSync(modulesPath)) throw new Error(`No ${modulesPath}: build again (npm run build)`);
  const modules = JSON.parse(readFileSync(modulesPath, 'utf8')) as Record<string, string[]>;
  const countsPath = join(dist, CHUNK_MODULE_COUNTS_FILE);
  const counts = existsSync(countsPath)
    ? (JSON.parse(readFileSync(countsPath, 'utf8')) as Record<string, number>)
    : {};
  for (const chunk of Object.values(manifest)) {
    const held = modules[chunk.file];
    if (held) chunk.modules = held;
    const count = counts[chunk.file];
    if (count !== undefined) chunk.moduleCount = count;
  }
  return manifest;
}

/** The app's entry chunk: index.html's script (the build's other page, start-floor.html, is not the app). */
export function entryKey(manifest: Manifest): string {
  const entry = manifest['index.html']?.isEntry
    ? 'index.html'
    : Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest');
  return entry;
}

/**
 * What every page of the app loads before its screen: the entry (src/boot.ts) and the app it then
 * imports (src/main.tsx), with their static imports.
 */
export function startKeys(manifest: Manifest): string[] {
  const entry = entryKey(manifest);
  return [entry, ...(manifest[entry]?.dynamicImports ?? [])];
}

/** Every chunk `keys` need, themselves included (static imports, followed to the end). */
export function closure(manifest: Manifest, keys: Iterable<string>): Set<string> {
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

/**
 * The manifest keys of the chunks holding source files: a file's own chunk, a route file's split chunks
 * (`?tsr-split=…`), and the chunks it was merged into. Throws for a file no chunk holds.
 */
export function sourceKeys(manifest: Manifest, files: Iterable<string>): string[] {
  const keys = new Set<string>();
  for (const file of files) {
    const holds = (path: string) => path === file || path.startsWith(`${file}?`);
    const found = Object.keys(manifest).filter((k) => holds(k) || (manifest[k]?.modules ?? []).some(holds));
    if (found.length === 0) throw new Error(`No chunk of the build holds ${file}`);
    for (const k of found) keys.add(k);
  }
  return [...keys];
}

/** The manifest keys of a first screen's source files. */
export function screenKeys(manifest: Manifest, screen: FirstScreen): string[] {
  return sourceKeys(manifest, FIRST_SCREENS[screen]);
}

/** A route of the app, from the generated route tree (src/routeTree.gen.ts). */
export interface FileRoute {
  /** The router's id, e.g. `/_app/_manager/overview`. */
  id: string;
  /** The address it answers, e.g. `/overview`. */
  fullPath: string;
  /** The route file without its extension, from the project's root, e.g. `src/routes/_app/_manager/overview`. */
  module: string;
  /** The parent route's id; undefined under the root route. */
  parentId: string | undefined;
}

/** The routes the router's generator wrote into the route tree (`treeFile`: its path from the root). */
export function parseRouteTree(text: string, treeFile = 'src/routeTree.gen.ts'): FileRoute[] {
  const treeDir = posix.dirname(treeFile);
  /** `XRouteImport` → the route file it imports. */
  const moduleOf = new Map<string, string>();
  for (const [, name, from] of text.matchAll(/import \{ Route as (\w+) \} from '([^']+)'/g)) {
    if (name && from) moduleOf.set(name, posix.join(treeDir, from));
  }
  /** `XRoute` → the `XRouteImport` it updates. */
  const importOf = new Map<string, string>();
  for (const [, route, name] of text.matchAll(/const (\w+) = (\w+)\.update\(/g)) {
    if (route && name) importOf.set(route, name);
  }
  const entries = [
    ...text.matchAll(
      /'([^']+)': \{\s*id: '[^']*'\s*path: '[^']*'\s*fullPath: '([^']*)'\s*preLoaderRoute: typeof (\w+)\s*parentRoute: typeof (\w+)/g,
    ),
  ].map(([, id = '', fullPath = '', name = '', parent = '']) => ({ id, fullPath, name, parent }));
  const idOf = new Map(entries.map((e) => [e.name, e.id]));
  return entries.map((e) => {
    const module = moduleOf.get(e.name);
    if (!module) throw new Error(`The route tree imports no file for ${e.id}`);
    return { id: e.id, fullPath: e.fullPath, module, parentId: idOf.get(importOf.get(e.parent) ?? e.parent) };
  });
}

/** The routes from the root down to `id`, that one last. */
export function routeChain(routes: readonly FileRoute[], id: string): FileRoute[] {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const chain: FileRoute[] = [];
  for (let r = byId.get(id); r; r = r.parentId === undefined ? undefined : byId.get(r.parentId)) {
    chain.unshift(r);
  }
  if (chain.length === 0) throw new Error(`No route ${id} in the route tree`);
  return chain;
}

/** The relative specifiers a source file imports dynamically, `import('./x.ts')` (a route's loader code). */
export function dynamicImportSpecifiers(source: string): string[] {
  return [...source.matchAll(/\bimport\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*\)/g)].map(([, , spec = '']) => spec);
}

const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js'];

/** A source file's path with its extension, from the project's root. */
function existingFile(root: string, path: string): string {
  const found = EXTENSIONS.map((ext) => path + ext).find((p) =>
    statSync(join(root, p), { throwIfNoEntry: false })?.isFile(),
  );
  if (!found) throw new Error(`No source file ${path}`);
  return found;
}

/** A route's file and the project files it imports dynamically (its loader's code), from the root. */
export function routeSources(root: string, route: FileRoute): string[] {
  const file = existingFile(root, route.module);
  const imported = dynamicImportSpecifiers(readFileSync(join(root, file), 'utf8')).map((spec) =>
    existingFile(root, posix.join(posix.dirname(file), spec)),
  );
  return [file, ...imported];
}

/** The routes of the project's route tree (src/routeTree.gen.ts). */
export function readRouteTree(root: string): FileRoute[] {
  return parseRouteTree(readFileSync(join(root, 'src', 'routeTree.gen.ts'), 'utf8'));
}

/** The manager layout route: every manager screen is drawn inside it. */
export const MANAGER_LAYOUT_ID = '/_app/_manager';

export interface ManagerRouteChunks {
  /**
   * The chunks every manager screen's own code comes on top of: the entry (which holds the root route
   * and every route's definition), and the chunks of the route files from the root to the manager layout
   * (the signed-in frame `_app.tsx`, the manager layout `_app/_manager.tsx`) and of what they import
   * dynamically, with every chunk all of those import statically.
   */
  shared: Set<string>;
  /**
   * Each route under the manager layout → the chunks it needs beyond `shared`: those of its own route
   * file and of the route files between it and the manager layout (split component chunks, the code
   * its loader imports, and the chunks those hold it in), with their static imports. What its screen
   * loads later, on a tap, is not counted.
   */
  routes: { route: FileRoute; chunks: Set<string> }[];
}

/** The manager's screens in the build, and what each loads beyond the signed-in manager frame. */
export function managerRouteChunks(
  manifest: Manifest,
  routes: readonly FileRoute[],
  sourcesOf: (route: FileRoute) => string[],
): ManagerRouteChunks {
  const shellRoutes = routeChain(routes, MANAGER_LAYOUT_ID);
  const shared = closure(manifest, [
    ...startKeys(manifest),
    ...sourceKeys(manifest, shellRoutes.flatMap(sourcesOf)),
  ]);
  const under = routes
    .map((route) => routeChain(routes, route.id))
    .filter(
      (chain) => chain.length > shellRoutes.length && chain[shellRoutes.length - 1]?.id === MANAGER_LAYOUT_ID,
    );
  return {
    shared,
    routes: under
      .map((chain) => {
        const own = chain.slice(shellRoutes.length);
        const all = closure(manifest, sourceKeys(manifest, own.flatMap(sourcesOf)));
        return {
          route: chain[chain.length - 1] as FileRoute,
          chunks: new Set([...all].filter((k) => !shared.has(k))),
        };
      })
      .sort((a, b) => a.route.id.localeCompare(b.route.id)),
  };
}
