import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** Closes the browser run with the plain line CI reads: 'Browser: N passed, N failed, N skipped' (one word before the colon, as CI reads it). */
export default class SummaryReporter implements Reporter {
  private readonly outcome = new Map<string, string>();
  onTestEnd(test: TestCase, result: TestResult) {
    // Retries: the last result of a test counts.
    this.outcome.set(test.id, result.status === 'passed' ? 'passed' : result.status === 'skipped' ? 'skipped' : 'failed');
  }
  onEnd(_result: FullResult) {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const state of this.outcome.values()) count[state as keyof typeof count]++;
    console.log(`Browser: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped`);
  }
}
