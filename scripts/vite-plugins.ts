/** Build steps of our own for the app's start-up (used by vite.config.ts). */
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
