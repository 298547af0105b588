import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite boots a WebAssembly Postgres per store: keep the parallelism within two cores.
    maxWorkers: 2,
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
