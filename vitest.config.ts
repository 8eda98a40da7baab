import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'tests/**/*.test.ts', 'sw/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy: a few files at a time on a 2-core machine.
    maxWorkers: 2,
  },
});
