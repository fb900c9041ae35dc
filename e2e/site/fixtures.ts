import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';

export { expect };
export type { Locator, Page } from '@playwright/test';

/*
 * The behaviour specs' `test`: each test still gets a page of its own, but in one browser context per
 * worker, as a visitor's tabs share one browser. What a test leaves behind is cleared after it (its
 * pages, the site's local and session storage, cookies, permissions), so no test sees another's cart or
 * wishlist; the HTTP cache is kept, so the framework's scripts, the fonts and the images are fetched and
 * compiled once per worker instead of once per test (a cold context made each test about twice as long
 * on a 2-core machine).
 *
 * A test about a visitor's first seconds on the site needs a cold cache: its spec imports `test` from
 * @playwright/test instead (paint-first.spec.ts, layout-shift.spec.ts). A test that turns JavaScript off
 * (`test.use({ javaScriptEnabled: false })`) or installs Playwright's fake clock, which holds for the whole
 * context (`test.use({ ownContext: true })`), gets a context of its own here.
 */

export const test = base.extend<
  { ownContext: boolean; expectViolations: boolean },
  { sharedContext: BrowserContext }
>({
  // A context of the test's own, for what cannot be undone after it: Playwright's fake clock
  // (page.clock) is installed in the whole context.
  ownContext: [false, { option: true }],

  // A test that provokes Content-Security-Policy violations on purpose says so (csp.spec.ts); in every
  // other test a violation the browser reports in the console fails the test, whichever server (serve.ts,
  // nginx through BASE_URL, a deployed site) sent the page.
  expectViolations: [false, { option: true }],

  sharedContext: [
    async ({ browser }, provide, workerInfo) => {
      const {
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        ignoreHTTPSErrors,
      } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        ignoreHTTPSErrors,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],

  context: async (
    { sharedContext, ownContext, browser, javaScriptEnabled, viewport, baseURL, ignoreHTTPSErrors },
    provide,
  ) => {
    if (ownContext || javaScriptEnabled === false) {
      const own = await browser.newContext({
        baseURL,
        viewport,
        javaScriptEnabled,
        ignoreHTTPSErrors,
      });
      await provide(own);
      await own.close();
      return;
    }
    await provide(sharedContext);
    await clear(sharedContext, baseURL);
  },

  page: async ({ context, viewport, expectViolations }, provide) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(`${page.url()}: ${message.text()}`);
    });
    await provide(page);
    if (!expectViolations)
      expect(violations, 'Content-Security-Policy violations in the console').toEqual([]);
  },
});

/** Closes a test's pages and forgets what the site stored, so the next test starts as a new visitor. */
async function clear(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  const pages = context.pages();
  const page: Page = pages[0] ?? (await context.newPage());
  if (baseURL && context.browser()?.browserType().name() === 'chromium') {
    const session = await context.newCDPSession(page);
    await session.send('Storage.clearDataForOrigin', {
      origin: new URL(baseURL).origin,
      storageTypes: 'local_storage,session_storage,indexeddb,cookies,cache_storage,service_workers',
    });
    await session.detach();
  } else if (baseURL) {
    // Firefox and WebKit have no DevTools call for it: the site's own storage is cleared from a
    // document of its origin (a plain text file, which runs nothing of the site).
    await page.goto(new URL('/robots.txt', baseURL).href);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
  }
  await context.clearCookies();
  await context.clearPermissions();
  for (const open of context.pages()) await open.close();
}
