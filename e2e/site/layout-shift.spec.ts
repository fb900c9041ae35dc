import { expect, test } from '@playwright/test';
import { HOME_ROUTES } from './routes';

/*
 * Layout shift where the page sweep (sweep.spec.ts, which loads and scrolls every page at 390 and 1280 px)
 * cannot see it: the first seconds of each home on a phone with the CPU slowed 6x. Images held back, so
 * their space is measured before they arrive, are every-page.spec.ts's (Chromium) and
 * picture-space.spec.ts's (Firefox and WebKit).
 */

/** The home pages and the tech-startup landing. */
const HOMES = HOME_ROUTES;

/** Why the slow-phone tests run in Chromium alone. */
const CPU_THROTTLING_IS_CHROMIUM_ONLY =
  'the CPU is slowed through the Chrome DevTools Protocol (Emulation.setCPUThrottlingRate), which Firefox and WebKit do not speak';

// The first seconds on a slow phone: the CPU slowed 6x, so the parser yields part-way through the
// document and the first paint, the scripts and hydration each land in a frame of their own. Not the
// smallest shift is allowed: the header waits for <main> before its first paint (site-shell.tsx).
// Each home once, in one tree or the other (the trees share every layout): both trees are started
// this way, and the sweep loads every page of both.
for (const path of HOMES.map((home, i) => (i % 2 === 0 ? home : `/light${home}`))) {
  test(`nothing moves while ${path} starts on a slow phone`, async ({
    page,
    context,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', CPU_THROTTLING_IS_CHROMIUM_ONLY);
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: string[] };
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: { node?: Node }[];
        })[])
          w.shifts.push(
            `${entry.value.toFixed(4)} ${entry.sources.map((s) => s.node?.nodeName).join(' ')}`,
          );
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('html[data-interactive]')).toBeAttached({ timeout: 30_000 });
    // The scripts' own work after hydration (carousels, counters) is in view of the first screen too.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
    expect(shifts).toEqual([]);
  });
}
