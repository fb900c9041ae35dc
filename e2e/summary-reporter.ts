import type { FullResult, Reporter, TestCase } from '@playwright/test/reporter';

/**
 * Prints one closing line, `Playwright: N passed, N failed, N skipped`, that CI logs can read (a flaky
 * test that passed on retry counts as passed). The list reporter prints everything else.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, ReturnType<TestCase['outcome']>>();

  onTestEnd(test: TestCase): void {
    this.outcomes.set(test, test.outcome());
  }

  onEnd(result: FullResult): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const outcome of this.outcomes.values()) {
      if (outcome === 'expected' || outcome === 'flaky') passed++;
      else if (outcome === 'skipped') skipped++;
      else failed++;
    }
    // A run that failed outside the tests (config, web server, timeout) must not look green.
    if (result.status !== 'passed' && failed === 0) failed = 1;
    console.log(`\nPlaywright: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
