import {
  test as base,
  expect,
  type BrowserContext,
  type Page,
  type Request,
  type TestInfo,
} from '@playwright/test';
import { within } from './held-renderer';
import { POLICY_MESSAGE } from './page-watch';

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
 * @playwright/test instead (paint-first*.spec.ts, layout-shift.spec.ts). A test that turns JavaScript off
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

  page: async ({ context, viewport, expectViolations }, provide, testInfo) => {
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    const violations: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && POLICY_MESSAGE.test(message.text()))
        violations.push(`${page.url()}: ${message.text()}`);
      if (message.type() === 'error') errors.push(message.text().slice(0, 300));
    });
    page.on('pageerror', (error) => errors.push(String(error).slice(0, 300)));
    // The requests not answered yet, with when they were sent: a start that never came says whether
    // the payload or a script was still on its way.
    const inFlight = new Map<Request, number>();
    page.on('request', (request) => inFlight.set(request, Date.now()));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => {
      inFlight.delete(request);
      errors.push(
        `${new URL(request.url()).pathname}: ${request.failure()?.errorText ?? 'failed'}`,
      );
    });
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) {
      const now = Date.now();
      const pending = [...inFlight].map(
        ([request, sent]) =>
          `${request.url().replace(/^https?:\/\/[^/]+/, '')} for ${now - sent} ms`,
      );
      await reportPageState(page, errors, pending, testInfo);
    }
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

/**
 * What a failed test's page was doing, as an annotation and a line in the log: a wait for the page to
 * start ('data-hydrated', a carousel) that ran out says here whether the page was hidden, painted,
 * fetched its payload and scripts, and when (ms since the page started), which requests were still
 * unanswered, and what it logged as an error or failed to load.
 * Two such waits ran out on a copy grown to 300 posts under the full suite's load (2026-11-28), and
 * passed alone; a third on the demo content (2026-11-29, the blog carousel on /, on its retry fine) had
 * painted at 248 ms and loaded its fonts and CSS, and ten seconds later had neither its payload nor a
 * script: the pending requests now say whether they were sent and never answered.
 */
async function reportPageState(
  page: Page,
  errors: string[],
  pending: string[],
  testInfo: TestInfo,
): Promise<void> {
  const state: object = await within(
    2_000,
    page
      .evaluate(() => {
        const at = (time: number) => Math.round(time);
        const resources = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/|\.txt(\?|$)/.test(entry.name))
          .map((entry) => {
            const timing = entry as PerformanceResourceTiming;
            return `${new URL(timing.name).pathname} ${at(timing.startTime)}-${at(timing.responseEnd)}`;
          });
        return {
          url: location.pathname,
          visibility: document.visibilityState,
          readyState: document.readyState,
          sinceStart: at(performance.now()),
          paints: performance
            .getEntriesByType('paint')
            .map((entry) => `${entry.name} ${at(entry.startTime)}`),
          interactive: document.documentElement.hasAttribute('data-interactive'),
          islands: `${document.querySelectorAll('[data-hydrated="true"]').length} of ${document.querySelectorAll('[data-hydrated]').length} hydrated`,
          // What the start-up script (pipeline/hydration/paint-first.ts) had added when it began.
          started: `${document.querySelectorAll('link[rel=preload][as=script]').length} preloads, ${document.querySelectorAll('script[src][async]').length} scripts`,
          resources,
        };
      })
      .catch((error: unknown) => ({ unreadable: String(error).slice(0, 200) })),
    { unreadable: 'no answer in 2 s' },
  );
  const text = JSON.stringify({ ...state, pending, errors });
  testInfo.annotations.push({ type: 'page state at failure', description: text });
  console.warn(`page state at failure (${testInfo.title}): ${text}`);
}
