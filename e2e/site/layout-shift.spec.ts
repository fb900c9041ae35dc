import { expect, test } from '@playwright/test';
import { laidOut } from './layout-checks';
import { HOME_ROUTES } from './routes';

/*
 * Layout shift where the page sweep (sweep.spec.ts, which loads and scrolls every page at 390 and 1280 px)
 * cannot see it: images held back so their space is measured before they arrive, and the first seconds of
 * each home on a phone with the CPU slowed 6x.
 */

/** The home pages and the tech-startup landing. */
const HOMES = HOME_ROUTES;

// An image that has not loaded yet must already take its final space, or the page jumps when it
// arrives. Images are held back here (the pipeline's copies under /img/ and the files under /images/),
// so every shown <img> is measured before its file comes in.
// In Chromium every page of the export is read so, at three widths (every-page.spec.ts); here the other
// engines read four pages.
for (const path of ['/', '/studio-agency/', '/about/', '/light/digital-agency/']) {
  test(`images take their space before they load on ${path}`, async ({ page, browserName }) => {
    test.skip(browserName === 'chromium', 'every-page.spec.ts reads every page so in Chromium');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route(/\/(images|img)\//, () => {
      /* never answered while the page is measured */
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    // Every section laid out (the ones off screen have a stand-in height until then), the images still held.
    await laidOut(page);
    const empty = await page.locator('img').evaluateAll((images) =>
      images
        .filter(
          (img) => getComputedStyle(img).display !== 'none' && img.closest('[hidden]') === null,
        )
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.width === 0 || box.height === 0;
        })
        .map((img) => `${img.getAttribute('src')} (${img.className})`),
    );
    expect(empty).toEqual([]);
  });
}

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
