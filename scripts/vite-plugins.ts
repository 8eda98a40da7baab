/** Build steps of our own for the app's start-up (used by vite.config.ts). */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

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

/**
 * Writes which of the project's source files each built chunk holds (chunk file → source paths, from
 * the project's root, a split route's `?tsr-split=…` query kept). Vite's manifest names a chunk by its
 * source only when the chunk is that file's own; a module merged into a shared chunk (a route loader's
 * dynamic import that a screen also imports, say) is found through this list (scripts/route-chunks.ts).
 */
export function chunkModules(root = process.cwd()): Plugin {
  return {
    name: 'chairside:chunk-modules',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
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

/** What `firstScreenChunks` is given by the build: a module's static imports. */
interface ChunkingGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * Names the chunks of the first screens' code, so that a first visit on a slow line asks for a handful
 * of scripts rather than forty (over HTTP/1.1 a browser opens six connections to the server, and each
 * further script costs a round trip; docs/benchmarks.md). The screens are taken in order; a module the
 * entry does not already load, reached by a screen's static imports, goes to:
 * - `first~<screen>` when no other route file's component reaches it;
 * - the screen's `shared` chunk when others do too (the signed-in frame's chunk for the staff home:
 *   every signed-in screen loads the frame, so a shared module there costs the manager screens no
 *   request and no budget of their own);
 * - default splitting (null) when the screen has no `shared` chunk (sign-in: a visitor loads no
 *   signed-in code).
 * A module two first screens reach goes with the first of them: the staff home loads sign-in's chunk
 * (1.9 KB) for the one module they share and no other screen uses (`use-page-title.ts`).
 */
export function firstScreenChunks(
  root: string,
  screens: Record<string, { starts: readonly string[]; shared?: string }>,
): (id: string, ctx: ChunkingGraph) => string | null {
  let owners: Map<string, string> | undefined;
  const closure = (ctx: ChunkingGraph, starts: readonly string[]) => {
    const seen = new Set<string>();
    const stack = starts.filter((id) => ctx.getModuleInfo(id));
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const listed = new Set(Object.values(screens).flatMap((spec) => spec.starts.map((s) => join(root, s))));
  const otherRoutes = readdirSync(join(root, 'src/routes'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => `${join(root, 'src/routes', f)}?tsr-split=component`)
    .filter((id) => !listed.has(id));
  return (id, ctx) => {
    if (!owners) {
      const atStart = closure(ctx, [join(root, 'src/main.tsx')]);
      const elsewhere = closure(ctx, otherRoutes);
      owners = new Map();
      const claimed = new Set<string>();
      for (const [screen, spec] of Object.entries(screens)) {
        for (const m of closure(
          ctx,
          spec.starts.map((s) => join(root, s)),
        )) {
          if (atStart.has(m) || m.startsWith('\0') || claimed.has(m)) continue;
          claimed.add(m);
          const chunk = elsewhere.has(m) ? spec.shared : `first~${screen}`;
          if (chunk) owners.set(m, chunk);
        }
      }
    }
    return owners.get(id) ?? null;
  };
}
