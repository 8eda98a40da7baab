import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: [
      'src/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/**/*.test.ts',
      'sw/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy: a few files at a time on a 2-core machine. Each test file runs in a
    // process of its own, not a worker thread: with several isolates in one process, V8 once aborted the
    // whole run while freeing PGlite's compiled WebAssembly ("Check failed: jit_page_->allocations_
    // .erase(addr) == 1" in UnregisterWasmAllocation, Node 24). Processes cost about 12 s a run (82 s
    // instead of 70 s here).
    pool: 'forks',
    maxWorkers: 2,
    // One migrated and seeded embedded database for the run; test servers open copies of it.
    globalSetup: ['tests/support/global-setup.ts'],
  },
});
