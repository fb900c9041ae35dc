import { existsSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { chromiumBelow, chromiumThreads } from './native-state';

/*
 * The report a held page check gives (issue 51), from outside the browser: a renderer stopped as the
 * held ones were (its main thread answers nothing) is named with its state, and, where gdb is
 * installed, with its threads' native stacks.
 */
test('a renderer that answers nothing is reported with its threads', async ({
  page,
  browserName,
}) => {
  test.skip(browserName !== 'chromium' || !existsSync('/proc/self/task'), 'Chromium on Linux');
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
  expect(report).toMatch(/^load [\d.]+ [\d.]+ [\d.]+, \d+ MiB available$/m);
  expect(report).toMatch(/^browser \d+ \(\d+ MiB, \d+ threads\): main /m);
  // Stopped, as the kernel says: state T, in do_signal_stop.
  expect(report).toMatch(
    /^renderer \d+ \(\d+ MiB, \d+ threads\): main \S+ T\(\+0\) do_signal_stop/m,
  );
  if (existsSync('/usr/bin/gdb')) {
    const [, stacks = ''] = report.split(/^renderer \d+ stacks:$/m);
    // The main thread is named, and each stack is given through libc and as places in Chromium's file.
    expect(stacks).toMatch(/^ {2}(.*, )?main [^,:]+(, [^:]*)?: \S+ < chromium\S*\+0x[0-9a-f]+/m);
    // The compositor thread waits in the kernel for its next event.
    expect(stacks).toMatch(/^ {2}.*Compositor.*: epoll_wait/m);
  }
  await expect(page.locator('h1')).toHaveText('Held');
});
