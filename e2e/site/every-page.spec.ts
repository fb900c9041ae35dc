import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { plainOrigin } from './plain-server';
import { focusProblems } from './readers/focus-rings';
import { pictureProblems } from './readers/picture-cells';
import { exportedRoutes, NOT_FOUND_ROUTE } from './routes';

/*
 * Rules a template's CSS decides but any page can break, read on EVERY page of the export in the four
 * trees (not on samples): each page is loaded once with its own scripts off (what they hold is the HTML's
 * and the stylesheet's, and a page without its scripts is read in a fraction of the time) and every
 * picture file held back, then read at a phone's, a tablet's and a desktop's width:
 *  - every picture in the cell its layout names, with its box before its file (./readers/picture-cells.ts),
 *    at 390, 1024 and 1440 px;
 *  - every control a keyboard reaches shows its focus, in both themes (./readers/focus-rings.ts), at
 *    390 and 1440 px.
 * What needs the page's scripts (islands, layout shift on load, axe) is the sweep's, on the samples.
 */

const PICTURE_WIDTHS = [390, 1024, 1440] as const;
const FOCUS_WIDTHS = new Set([390, 1440]);
/** Pages per test: one tab goes through a batch, so a page costs a load, not a browser context. */
const BATCH = 24;

type Tab = { page: Page };

async function openTab(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  // Every picture file is held back: the request stays open until the next page is loaded.
  await context.route(/\.(avif|webp|png|jpe?g|gif|svg)(\?.*)?$/, () => undefined);
  return context.newPage();
}

const test = base.extend<object, { tab: Tab }>({
  tab: [
    async ({ browser }, use) => {
      const tab = { page: await openTab(browser, await plainOrigin()) };
      await use(tab);
      await tab.page.context().close();
    },
    { scope: 'worker' },
  ],
});
test.describe.configure({ mode: 'parallel' });
test.use({ trace: 'off' });

/** Loads `route` (scripts off, pictures held back) and reads it at each width. */
async function check(page: Page, route: string): Promise<string[]> {
  const response = await page.goto(route, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), route).toBe(route === NOT_FOUND_ROUTE ? 404 : 200);
  // The stylesheets and fonts in (the pictures are held back, so the load event never comes).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
          (link) => link.sheet !== null,
        ),
      ),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // From here on the browser takes focus as the keyboard's.
  await page.keyboard.press('Tab');
  const problems: string[] = [];
  for (const width of PICTURE_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    problems.push(...(await page.evaluate(pictureProblems, width)));
    if (FOCUS_WIDTHS.has(width)) problems.push(...(await page.evaluate(focusProblems, width)));
  }
  return problems.map((problem) => `${route}: ${problem}`);
}

const routes = [...exportedRoutes(), NOT_FOUND_ROUTE];

test('the export has pages (run npm run build first)', () => {
  expect(routes.length).toBeGreaterThan(1);
});

for (let start = 0; start < routes.length; start += BATCH) {
  const batch = routes.slice(start, start + BATCH);
  test(`every page's pictures and focus: ${batch[0]} … ${batch.at(-1)} (${batch.length} pages)`, async ({
    tab,
  }) => {
    const problems: string[] = [];
    for (const route of batch) problems.push(...(await check(tab.page, route)));
    expect(problems).toEqual([]);
  });
}
