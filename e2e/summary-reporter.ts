import { relative } from 'node:path';
import { RENDERER_HELD } from './site/held-renderer';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many spec files the closing table lists, slowest first. */
const SLOWEST = 10;

/**
 * Prints, after the list reporter's lines, the test time of each project, the ten spec files that took the most test time (summed over
 * their tests and retries, so a file split across workers counts in full), then one closing line,
 * `Playwright: N passed, N failed, N flaky, N skipped`, that CI logs can read. A flaky test (it passed on
 * a retry) is named: it is a defect to fix, even when the run is green.
 */
export default class SummaryReporter implements Reporter {
  private readonly outcomes = new Map<TestCase, ReturnType<TestCase['outcome']>>();
  private readonly fileTime = new Map<string, { ms: number; tests: Set<TestCase> }>();
  private readonly projectTime = new Map<string, { ms: number; tests: Set<TestCase> }>();

  private readonly held = new Set<string>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.outcomes.set(test, test.outcome());
    if (result.annotations.some(({ type }) => type === RENDERER_HELD))
      this.held.add(test.titlePath().filter(Boolean).join(' › '));
    const file = relative(process.cwd(), test.location.file);
    const entry = this.fileTime.get(file) ?? { ms: 0, tests: new Set<TestCase>() };
    entry.ms += result.duration;
    entry.tests.add(test);
    this.fileTime.set(file, entry);
    const project = test.parent.project()?.name ?? '';
    const cost = this.projectTime.get(project) ?? { ms: 0, tests: new Set<TestCase>() };
    cost.ms += result.duration;
    cost.tests.add(test);
    this.projectTime.set(project, cost);
  }

  onEnd(result: FullResult): void {
    // What each project costs, so that a slower suite shows where its time went.
    if (this.projectTime.size > 0) {
      console.log(`\nTest time by project (summed over workers):`);
      for (const [project, { ms, tests }] of [...this.projectTime].sort(
        (a, b) => b[1].ms - a[1].ms,
      ))
        console.log(
          `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${String(tests.size).padStart(4)} tests  ${project}`,
        );
    }
    const slowest = [...this.fileTime].sort((a, b) => b[1].ms - a[1].ms).slice(0, SLOWEST);
    if (slowest.length > 0) {
      console.log(`\nSlowest spec files (test time summed over workers):`);
      for (const [file, { ms, tests }] of slowest)
        console.log(
          `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${String(tests.size).padStart(4)} tests  ${file}`,
        );
    }
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const flaky: string[] = [];
    for (const [test, outcome] of this.outcomes) {
      if (outcome === 'expected') passed++;
      else if (outcome === 'flaky') flaky.push(test.titlePath().filter(Boolean).join(' › '));
      else if (outcome === 'skipped') skipped++;
      else failed++;
    }
    // A run that failed outside the tests (config, web server, timeout) must not look green.
    if (result.status !== 'passed' && failed === 0) failed = 1;
    for (const title of flaky) console.log(`flaky (passed on a retry): ${title}`);
    // Not flaky, but never silent: a page whose renderer stopped answering and was opened again.
    for (const title of this.held)
      console.log(`renderer held, page opened again in a new tab (held-renderer.ts): ${title}`);
    console.log(
      `\nPlaywright: ${passed + flaky.length} passed, ${failed} failed, ${flaky.length} flaky, ${skipped} skipped, in ${(result.duration / 1000).toFixed(0)} s`,
    );
  }

  printsToStdio(): boolean {
    return true;
  }
}
