import { expect, test as base, type Page } from '@playwright/test';
import { layoutProblems } from './layout-checks';
import { NOT_FOUND_ROUTE, inEveryTree, isArabic, pageTypeRoutes } from './routes';

/*
 * Every width a visitor's screen has, not two points: each page type (one page of every layout) in both
 * languages and both themes, at every width of WIDTHS from the narrowest phone to a large desktop. A page
 * is loaded once, at the first width, and then resized from width to width; the last test of this file
 * shows that a resized page has the layout a fresh load at that width has. At each width nothing may
 * scroll sideways, no header control may be cut off at the edge or lie over another, and no text may be
 * cut off (e2e/site/layout-checks.ts). Read at rest, as a visitor asking for reduced motion sees it.
 * This spec also runs in Firefox and WebKit on GitHub (playwright.config.ts), as the sweep of every page
 * type there.
 */

/**
 * Phones (320 small Android, 360, 390 iPhone, 412 Pixel), small tablets, tablets upright and sideways,
 * small laptops, and desktops up to full HD; first, 303: a 320 px window of a desktop browser whose
 * scrollbar takes room from the page (17 px on Windows, 12 px in Firefox on Linux), which no media query
 * sees (Firefox ESR at 320 px put the shop's 'Getting Started' over the page's eyebrow, on two rows
 * where Chromium's hidden scrollbar left one).
 */
const WIDTHS = [
  303, 320, 360, 390, 412, 600, 768, 820, 912, 1024, 1100, 1180, 1280, 1366, 1440, 1920,
] as const;
const HEIGHT = 800;

/*
 * One tab per worker, kept from page type to page type as a visitor's is (the sweep does the same): the
 * framework's scripts, styles and fonts come from the cache after the first page instead of a new
 * browser context and a cold load for each. Each page is still a fresh load of its own.
 */
const test = base.extend<object, { tab: Page }>({
  tab: [
    async ({ browser }, use, { project }) => {
      const { baseURL, ignoreHTTPSErrors } = project.use;
      const context = await browser.newContext({
        baseURL,
        ignoreHTTPSErrors,
        reducedMotion: 'reduce',
      });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});
// No trace: a failure names the page, the width and each problem, and a trace's recording took 40 % of
// this file's time.
test.use({ reducedMotion: 'reduce', trace: 'off' });
test.describe.configure({ mode: 'parallel' });

/** Loads `route` at `width` and waits until it is interactive and its fonts are in. */
async function open(page: Page, route: string, width: number) {
  await page.setViewportSize({ width, height: HEIGHT });
  const response = await page.goto(route);
  const notFound = route.endsWith(NOT_FOUND_ROUTE);
  expect(response?.status()).toBe(notFound ? 404 : 200);
  // The 404 page is the one page that does not hydrate (a plain document with its header and links).
  if (!notFound) await expect(page.locator('html[data-interactive]')).toBeAttached();
  await page.evaluate(() => document.fonts.ready);
}

/** The layout problems at `width`, polled: a carousel lays its slides out again a frame or two after a resize. */
async function expectFits(page: Page, route: string, width: number) {
  if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT });
  await expect
    .configure({ soft: true })
    .poll(() => layoutProblems(page), { message: `${route} at ${width} px`, timeout: 3_000 })
    .toEqual([]);
}

for (const route of pageTypeRoutes().flatMap(inEveryTree)) {
  test(`${route} fits every width from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({
    tab: page,
  }) => {
    // English pages go up the widths, Arabic ones down, so both directions of a resize are crossed.
    const widths = isArabic(route) ? [...WIDTHS].reverse() : [...WIDTHS];
    await open(page, route, widths[0]!);
    for (const width of widths) await expectFits(page, route, width);
  });
}

/**
 * Where each header control and each section of the page is, rounded to the pixel: two loads that give
 * the same description have the same layout.
 */
function describeLayout(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return [r.left, r.top, r.width, r.height].map(Math.round).join(',');
    };
    const controls = [...document.querySelectorAll('header a, header button')]
      .filter((el) => el.checkVisibility())
      .map((el) => `header ${el.getAttribute('aria-label') ?? el.textContent?.trim()}: ${box(el)}`);
    const sections = [...document.querySelectorAll('main > *, main section, footer')].map(
      (el, i) => `${el.localName} ${i}: ${box(el)}`,
    );
    return [`width ${document.documentElement.scrollWidth}`, ...controls, ...sections];
  });
}

/** The layout once two reads two frames apart agree (a carousel lays out again a frame after a resize). */
async function settledLayout(page: Page): Promise<string[]> {
  let last = await describeLayout(page);
  for (let read = 0; read < 20; read++) {
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const now = await describeLayout(page);
    if (JSON.stringify(now) === JSON.stringify(last)) return now;
    last = now;
  }
  return last;
}

// The sweep above resizes a loaded page instead of loading it afresh at each width (15 loads a page
// instead of 1). That is the same layout: here a page with carousels, the shop and an Arabic post are
// loaded fresh at a phone, a tablet and a laptop width and compared with the same page resized there.
for (const route of ['/marketing-agency/', '/shop/', '/ar/light/blog/']) {
  test(`${route} resized to a width has the layout of a fresh load at that width`, async ({
    page,
  }) => {
    const sizes = [390, 1024, 1440];
    await open(page, route, 1920);
    const resized: string[][] = [];
    for (const width of sizes) {
      await page.setViewportSize({ width, height: HEIGHT });
      resized.push(await settledLayout(page));
    }
    for (const [i, width] of sizes.entries()) {
      await open(page, route, width);
      expect(await settledLayout(page), `${route} at ${width} px`).toEqual(resized[i]);
    }
  });
}
