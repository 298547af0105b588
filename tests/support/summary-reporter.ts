import type { Reporter, TestModule } from 'vitest/node';

/**
 * Closes the run with one plain line, 'Tests: N passed, N failed, N skipped', that CI reads, and says
 * when the PostgreSQL half of the gateway suite did not run.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) count.failed++;
    }
    if (!process.env.DATABASE_URL) {
      console.log('PostgreSQL suite skipped: DATABASE_URL is not set, so the gateway tests ran on the embedded store (PGlite) only.');
    }
    console.log(`\nTests: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
  }
}
