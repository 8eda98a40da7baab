import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { type ModuleGraph, usedImportClosure } from './used-imports.ts';
import { contractVersion } from './vite-plugins.ts';

/**
 * A page built on its own, apart from the signed-in app, into the same folder (the salon's public
 * booking page, sign-in): its first load carries none of the app (no router, query cache, database or
 * service worker), and its chunks are not shared with the app's (docs/decisions.md "The public booking
 * page", "Sign-in is a page of its own").
 */
export function ownPageConfig(page: { name: string; html: string; entry: string }): UserConfig {
  return {
    define: { __CONTRACT_VERSION__: JSON.stringify(contractVersion()) },
    plugins: [react()],
    publicDir: false,
    build: {
      target: 'es2022',
      sourcemap: false,
      outDir: 'dist',
      emptyOutDir: false,
      // The app's build manifest (.vite/manifest.json) stays the app's; each page has its own.
      manifest: `${page.name}-manifest.json`,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: { [page.name]: page.html },
        // The contract's schemas (zod) and entries (`endpoint`) are built by calls with no side effect: a
        // schema or an entry the page does not use is left out rather than kept for its call.
        treeshake: { manualPureFunctions: ['z', 'endpoint'] },
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            // Everything the first step needs in one chunk beside the entry. Left to itself the bundler
            // split off three chunks of it that the later steps share (Mantine's base, its loader and the
            // salon's day), each one more response and compressed apart: 99.9 KB in 4 scripts against
            // 97.2 KB in 3 (docs/benchmarks.md, "Public booking page: its first load").
            groups: [{ name: startChunk(page.entry) }],
          },
        },
      },
    },
  };
}

/**
 * What the page's entry reaches (its first step), in the chunk `start` beside the entry: the modules
 * its imports use, following a library's index only for the names taken from it (scripts/used-imports.ts),
 * so that Mantine's index does not bring every component of the later steps.
 */
function startChunk(entryFile: string) {
  let start: Set<string> | undefined;
  const entry = `${process.cwd()}/${entryFile}`;
  return (id: string, ctx: ModuleGraph): string | null => {
    start ??= usedImportClosure(ctx, [entry]);
    return id !== entry && start.has(id) ? 'start' : null;
  };
}
