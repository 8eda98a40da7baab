import { defineConfig } from 'vitest/config';

/** The app's tests: each file with its own IndexedDB (fake-indexeddb) and modules. */
const APP_TESTS = ['src/**/*.test.ts', 'sw/**/*.test.ts', 'tests/offline-replay-fresh.test.ts'];

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy: a few files at a time on a 2-core machine. Each test file runs in a
    // process, not a worker thread: with several isolates in one process, V8 once aborted the whole run
    // while freeing PGlite's compiled WebAssembly ("Check failed: jit_page_->allocations_.erase(addr) ==
    // 1" in UnregisterWasmAllocation, Node 24).
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          // Not `exclude`: a project's own would replace the command line's (the date matrix's).
          include: [
            'server/**/*.test.ts',
            'tests/**/!(offline-replay-fresh).test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          // The API and database tests start their own servers and databases and share no module state
          // (a file's server, its caches and clock are made by the file): a process runs file after file
          // without loading the server's modules again, which took a third of the run (on the 2-core
          // machine: the whole run 208 → 165 s, a date of the matrix 75 → 43 s, PostgreSQL's 165 → 85 s;
          // the files shuffled in two other orders passed alike). The app's files keep their isolation.
          isolate: false,
          // One migrated and seeded embedded database for the run; test servers open copies of it.
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      { extends: true, test: { name: 'app', include: APP_TESTS } },
    ],
  },
});
