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
    // PGlite instances are heavy: a few files at a time on a 2-core machine. Threads start faster than
    // processes (a whole run took 85 s instead of 98 s).
    pool: 'threads',
    maxWorkers: 2,
    // One migrated and seeded embedded database for the run; test servers open copies of it.
    globalSetup: ['tests/support/global-setup.ts'],
  },
});
