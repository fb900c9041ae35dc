import { test as base, type Page } from '@playwright/test';
import { WIDTHS, WIDTH_ROUTES, expectFitsEveryWidth, openAt, widthsFor } from './width-sweep';

/*
 * The width sweep (./width-sweep.ts) on its own, for Playwright's Firefox and WebKit (the `firefox`
 * and `webkit` projects on GitHub), which do not run the page sweep. In Chromium the page sweep resizes
 * each of these pages in the same visit as its other checks (sweep.spec.ts), so the `e2e` project
 * leaves this file out (playwright.config.ts).
 */

/*
 * One tab per worker, kept from page type to page type as a visitor's is: the framework's scripts,
 * styles and fonts come from the cache after the first page. Each page is still a fresh load.
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
// the sweep's time.
test.use({ reducedMotion: 'reduce', trace: 'off' });
test.describe.configure({ mode: 'parallel' });

for (const route of WIDTH_ROUTES) {
  test(`${route} fits every width from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({
    tab: page,
  }) => {
    await openAt(page, route, widthsFor(route)[0]!);
    await expectFitsEveryWidth(page, route);
  });
}
