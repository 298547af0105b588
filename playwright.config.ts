import { defineConfig } from '@playwright/test';
import { chromiumExecutable } from './scripts/chromium';

/**
 * Browser tests in CHROMIUM_PATH, Debian's Chromium or Playwright's own, in that order (scripts/chromium.ts;
 * no browser downloads on these machines). Global setup starts
 * the real gateway on a free port with an empty store and fills it through the API; the portal is
 * the production build in dist/portal (`npm test` builds it first).
 */
export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/global-setup.ts',
  // Two cores: one browser at a time next to the gateway keeps timings honest.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['./e2e/summary-reporter.ts']],
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
});
