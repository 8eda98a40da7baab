/** Build steps of our own for the app's start-up (used by vite.config.ts). */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { type ModuleGraph, usedImportClosure } from './used-imports.ts';

/**
 * Marks the larger scripts for eager compilation (V8's explicit compile hints): a chunk loads when its
 * screen opens and most of its code runs right away, so compiling it whole while it streams in, off
 * the main thread, beats compiling it function by function on the main thread. Small chunks cost
 * little to compile either way and are left as they are.
 */
export function compileHints(minBytes = 8_000): Plugin {
  return {
    name: 'chairside:compile-hints',
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk' && file.code.length >= minBytes) {
          file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
        }
      }
    },
  };
}

/** Where {@link chunkModules} writes its list, beside Vite's own manifest in the build folder. */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';
/** Where {@link chunkModules} writes how many modules each chunk holds, the libraries' included. */
export const CHUNK_MODULE_COUNTS_FILE = '.vite/chunk-module-counts.json';

/**
 * Writes which of the project's source files each built chunk holds (chunk file → source paths, from
 * the project's root, a split route's `?tsr-split=…` query kept). Vite's manifest names a chunk by its
 * source only when the chunk is that file's own; a module merged into a shared chunk (a route loader's
 * dynamic import that a screen also imports, say) is found through this list (scripts/route-chunks.ts).
 * Also writes each chunk's number of modules, the libraries' too (the first screens' module graph is
 * held to a count: bench/bundle-size.ts).
 */
export function chunkModules(root = process.cwd()): Plugin {
  return {
    name: 'chairside:chunk-modules',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      const counts: Record<string, number> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        counts[file.fileName] = file.moduleIds.filter((id) => !id.startsWith('\0')).length;
        modules[file.fileName] = file.moduleIds
          .filter((id) => !id.startsWith('\0'))
          .map((id) => relative(root, id).split('\\').join('/'))
          .filter((path) => !path.startsWith('..') && !path.startsWith('node_modules/'))
          .sort();
      }
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(modules, null, 1)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULE_COUNTS_FILE,
        source: `${JSON.stringify(counts, null, 1)}\n`,
      });
    },
  };
}

/**
 * The contract's version: a short hash of every file under src/contract (tests left out). The
 * persister drops the answers it kept when it changes, since their shapes may have changed with it.
 */
export function contractVersion(root = 'src/contract'): string {
  const hash = createHash('sha256');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * Names the chunks of the start and of the first screens' code, so that a first visit on a slow line
 * asks for a handful of scripts rather than forty (over HTTP/1.1 a browser opens six connections to the
 * server, and each further script costs a round trip; docs/benchmarks.md). Reach is what a module's
 * static imports really take (`usedImportClosure`: a library's index followed only for the names
 * imported). A module the entry reaches goes to `start` (the entry's own file stays in the entry).
 * Then the screens are taken in order; a module a screen reaches goes to:
 * - `first~<screen>` when no other route file's component and no other first screen reaches it;
 * - the screen's `shared` chunk when one does (the signed-in frame's chunk for the staff home: every
 *   signed-in screen loads the frame, so a shared module there costs the manager screens no request
 *   and no budget of their own; for sign-in, a chunk of only what sign-in uses, so that a visitor
 *   loads no signed-in code);
 * - default splitting (null) when the screen has no `shared` chunk.
 * A module two first screens reach goes with the first of them.
 */
export function firstScreenChunks(
  root: string,
  options: {
    entry: string;
    /**
     * The page's first script, which imports the entry after drawing (src/boot.ts): the modules it
     * reaches go to the chunk `boot` (with no import of the framework), so that it runs without it.
     */
    boot?: string;
    start: string;
    /** Modules left to other groups (the framework's). */
    leave?: RegExp;
    screens: Record<string, { starts: readonly string[]; shared?: string }>;
  },
): (id: string, ctx: ModuleGraph) => string | null {
  let owners: Map<string, string> | undefined;
  const entry = join(root, options.entry);
  const screens = Object.entries(options.screens).map(
    ([screen, spec]) => [screen, spec.starts.map((s) => join(root, s)), spec.shared] as const,
  );
  const listed = new Set(screens.flatMap(([, starts]) => starts));
  const otherRoutes = readdirSync(join(root, 'src/routes'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => `${join(root, 'src/routes', f)}?tsr-split=component`)
    .filter((id) => !listed.has(id));
  return (id, ctx) => {
    if (!owners) {
      const chunks = new Map<string, string>();
      const boot = options.boot ? join(root, options.boot) : undefined;
      const atBoot = boot ? usedImportClosure(ctx, [boot]) : new Set<string>();
      for (const m of atBoot) if (m !== boot && !m.startsWith('\0')) chunks.set(m, 'boot');
      const atStart = usedImportClosure(ctx, [entry]);
      // The bundler's runtime stays its own; other helpers the entry uses (module preloading) join it.
      for (const m of atStart)
        if (m !== entry && !m.startsWith('\0rolldown/') && !atBoot.has(m)) chunks.set(m, options.start);
      const elsewhere = usedImportClosure(ctx, otherRoutes);
      const reach = screens.map(([, starts]) => usedImportClosure(ctx, starts));
      const claimed = new Set([...atStart, ...atBoot]);
      screens.forEach(([screen, , shared], i) => {
        const others = reach.filter((_, j) => j !== i);
        for (const m of reach[i] ?? []) {
          if (m.startsWith('\0') || claimed.has(m)) continue;
          claimed.add(m);
          const chunk = elsewhere.has(m) || others.some((r) => r.has(m)) ? shared : `first~${screen}`;
          if (chunk) chunks.set(m, chunk);
        }
      });
      owners = chunks;
    }
    return options.leave?.test(id) ? null : (owners.get(id) ?? null);
  };
}

/**
 * Makes index.html's entry script render-blocking (`blocking="render"`, which Vite's own rewriting of
 * the tag does not keep): the page's first frame waits for src/boot.ts, which puts the screen kept from
 * the last visit in it (docs/decisions.md "Start from the screen as it was left"). The script is 2 KB
 * and fetched beside the render-blocking style sheet, so a first visit's first paint waits no longer.
 */
export function renderBlockingEntry(): Plugin {
  return {
    name: 'chairside:render-blocking-entry',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('index.html')) return html;
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error('index.html has no entry script to make render-blocking');
        return html.replace(entry, '<script type="module" crossorigin blocking="render" src="$1"></script>');
      },
    },
  };
}
