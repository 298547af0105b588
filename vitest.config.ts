import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The path aliases (#domain/…, #app/…) are tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite boots a WebAssembly Postgres per store: keep the parallelism within two cores.
    maxWorkers: 2,
    reporters: ['default', './tests/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // the gateway's info lines (workers' claims and deliveries) stay out of the test output
          env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
          include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
          exclude: ['tests/app/**', '**/node_modules/**'],
          // one store template for the run: each gateway's embedded store starts from it (tests/server/harness.ts)
          globalSetup: ['./tests/support/store-template.ts'],
        },
      },
      {
        // Portal components and the palette: a DOM (happy-dom) and testing-library.
        extends: true,
        test: {
          name: 'app',
          environment: 'happy-dom',
          include: ['tests/app/**/*.test.ts', 'tests/app/**/*.test.tsx'],
          setupFiles: ['./tests/app/setup.ts'],
          // one migrated store for the real gateway of every portal test file (tests/app/support/real-gateway.ts)
          globalSetup: ['./tests/support/store-template.ts'],
          // Two component tests are timing-sensitive under CI's load (see the stop-6 note); CI retries.
          retry: process.env.CI ? 2 : 0,
        },
      },
    ],
  },
});
