import { expect, test } from '@playwright/test';

/*
 * No layout shift on the home pages, the tech-startup landing, the coming-soon page and the inner
 * pages of each type (about, services, service, portfolio, project, case study, team, member), in both
 * trees, on a phone and on a desktop: the page is loaded, then scrolled to the bottom step by step
 * (lazy images, counters and carousels start on the way) while layout-shift entries are summed.
 */

/** The home pages and the tech-startup landing. */
const HOMES = [
  '/',
  '/home/',
  '/marketing-agency/',
  '/studio-agency/',
  '/digital-agency/',
  '/tech-startup/',
];
const PAGES = [
  ...HOMES,
  '/coming-soon/',
  '/about/',
  '/service/',
  '/service/service-details/',
  '/portfolio/',
  '/portfolio/portfolio-details/',
  '/case-study-details/',
  '/team/',
  '/team/team-details/',
  '/contact/',
  '/blog/',
  '/blog-list/',
  '/blog/blog-details/',
  '/blog/category/branding/',
  // The shop: the catalogue island, a product, and the views filled from storage after mount.
  '/shop/',
  '/shop/aurora-poster-set/',
  '/shop/cart/',
  '/shop/checkout/',
  '/shop/success/',
  '/shop/wishlist/',
];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const path of PAGES) {
  for (const route of [path, `/light${path}`]) {
    test(`nothing shifts on ${route}`, async ({ page }) => {
      test.slow();
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.addInitScript(() => {
          const w = window as unknown as { shift: number };
          w.shift = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) w.shift += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(route, { waitUntil: 'load' });
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y <= height; y += viewport.height / 2) {
          await page.mouse.wheel(0, viewport.height / 2);
          await page.waitForTimeout(60);
        }
        await page.waitForTimeout(500);
        const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
        expect(
          shift,
          `layout shift of ${route} at ${viewport.width}x${viewport.height}`,
        ).toBeLessThan(0.05);
      }
    });
  }
}

// An image that has not loaded yet must already take its final space, or the page jumps when it
// arrives. Images are held back here, so every shown <img> is measured before its file comes in.
for (const path of ['/', '/studio-agency/', '/about/', '/light/digital-agency/']) {
  test(`images take their space before they load on ${path}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/images/**', () => {
      /* never answered while the page is measured */
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
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

// The first seconds on a slow phone: the CPU slowed 6x, so the parser yields part-way through the
// document and the first paint, the scripts and hydration each land in a frame of their own. Not the
// smallest shift is allowed: the header waits for <main> before its first paint (site-shell.tsx).
for (const path of HOMES.flatMap((home) => [home, `/light${home}`])) {
  test(`nothing moves while ${path} starts on a slow phone`, async ({ page, context }) => {
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
