import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { getPosts } from '../../content';
import { layoutProblems } from './layout-checks';
import { scrollThrough } from './page-reading';
import { visitAgainIfHeld } from './held-renderer';
import { toArabic } from './routes';

/*
 * Pictures for a person to compare engines side by side: the creative home, a post, the shop and the
 * checkout, in English and in Arabic, on a phone and on a desktop, the whole page each, attached to the
 * test (the HTML report of each engine's run shows them; GitHub's merged report has all three engines).
 * Each picture is of a page that fits its width (layout-checks.ts) and shows its heading: a broken
 * layout fails here rather than being pictured. Debian's Firefox ESR and WebKitGTK take the same
 * pictures in e2e/engines/.
 */

const PAGES = ['/', `/blog/${getPosts()[0]!.slug}/`, '/shop/', '/shop/checkout/'];
const SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'parallel' });

for (const route of PAGES.flatMap((path) => [path, toArabic(path)])) {
  for (const size of Object.keys(SIZES) as (keyof typeof SIZES)[]) {
    test(`screenshot of ${route} on a ${size}`, async ({ page, browser, baseURL }, testInfo) => {
      // Opened again in a new context if its renderer stops answering (held-renderer.ts).
      let again: BrowserContext | undefined;
      const reopen = async () => {
        again = await browser.newContext({ baseURL, reducedMotion: 'reduce' });
        return again.newPage();
      };
      try {
        await visitAgainIfHeld(
          `screenshots: ${route}`,
          page,
          (tab) => shoot(tab, route, size, testInfo),
          reopen,
        );
      } finally {
        await again?.close();
      }
    });
  }
}

/** Scrolls through `route` at `size` and attaches the whole page's picture to the test. */
async function shoot(
  page: Page,
  route: string,
  size: keyof typeof SIZES,
  testInfo: TestInfo,
): Promise<void> {
  await page.setViewportSize(SIZES[size]);
  await page.goto(route);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Down the page a screen at a time, waiting at each for the pictures then in view (3 s at most:
  // a carousel's hidden slides load only when shown), so the picture has them all.
  await scrollThrough(page);
  expect(await layoutProblems(page), `${route} on a ${size}`).toEqual([]);
  const engine = page.context().browser()?.browserType().name() ?? 'browser';
  const name = `${engine}${route.replace(/\/$/, '').replace(/\//g, '-') || '-home'}-${size}.jpeg`;
  await testInfo.attach(name, {
    body: await page.screenshot({ fullPage: true, type: 'jpeg', quality: 70 }),
    contentType: 'image/jpeg',
  });
}
