import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { missingFromReport } from './held-report';
import { chromiumBelow, chromiumThreads, GDB_WAIT_MS } from './native-state';

/*
 * The report a held page check gives (issue 51), from outside the browser: a renderer stopped as the
 * held ones were (its main thread answers nothing) is named with its state, and, where gdb is
 * installed, with its threads' native stacks. What the report must say is checked by held-report.ts,
 * in a form that holds whatever call the stopped threads sit in (tools/held-renderer/held-report.spec.ts shows it
 * failing on reports that leave something out).
 */
test('a renderer that answers nothing is reported with its threads', async ({
  page,
  browserName,
}) => {
  test.skip(browserName !== 'chromium' || !existsSync('/proc/self/task'), 'Chromium on Linux');
  test.setTimeout(test.info().timeout + GDB_WAIT_MS);
  await page.setContent('<h1>Held</h1>');
  // This worker's renderers only: the other worker's pages go on.
  const renderers = chromiumBelow(process.pid)
    .filter(({ type }) => type === 'renderer')
    .map(({ pid }) => pid);
  expect(renderers.length).toBeGreaterThan(0);
  const report = await (async () => {
    for (const pid of renderers) process.kill(pid, 'SIGSTOP');
    try {
      return await chromiumThreads();
    } finally {
      for (const pid of renderers) process.kill(pid, 'SIGCONT');
    }
  })();
  const stacks = existsSync('/usr/bin/gdb');
  expect(missingFromReport(report, { stopped: renderers, stacks }), report).toEqual([]);
  await expect(page.locator('h1')).toHaveText('Held');
});
