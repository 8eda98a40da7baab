/** Build steps of our own for the app's start-up (used by vite.config.ts). */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
