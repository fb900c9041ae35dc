import { expect, test } from '@playwright/test';
import { laidOut } from '../site/layout-checks';
import { inEveryTree, NOT_FOUND_ROUTE, pageTypeRoutes } from '../site/routes';
import { judgeLook } from './judge';
import { allPictures, approvedFile, lookName, openWithFonts, treeOf } from './pictures';

/*
 * The look, approved: every page type (one page of each layout the site has, e2e/site/routes.ts) in the
 * four trees at a phone's, a tablet's and a desktop's width, the whole page each, compared with the
 * picture approved for it in e2e/look/approved/ (./compare.ts says how). A change of a colour, a gap or
 * a picture's place fails here until its pictures are approved again in the same commit:
 * `npm run look:approve` writes them (the failing test's report shows the approved picture, the new
 * one and the blocks that differ, in red). The pictures are of the demo content: a content edit that
 * changes a pictured page is approved the same way.
 *
 * What moves is stopped or hidden, so a picture is the same at every run: reduced motion (no autoplay,
 * no rotating line, counters at their figures), CSS animations stopped at their start, the caret hidden,
 * and the parts a visitor starts (video, the ripple's canvas, an embedded map or video) masked; every
 * picture loaded first (lazy ones too), the fonts in and every section laid out.
 */

const WIDTHS = [390, 1024, 1440] as const;
const HEIGHT = 900;

test.use({ reducedMotion: 'reduce', trace: 'off' });
test.describe.configure({ mode: 'parallel' });

for (const route of pageTypeRoutes().flatMap(inEveryTree)) {
  test(`the look of ${route}`, async ({ page }, testInfo) => {
    const notFound = route.endsWith(NOT_FOUND_ROUTE);
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    const response = await openWithFonts(page, route);
    expect(response?.status()).toBe(notFound ? 404 : 200);
    if (!notFound) {
      await expect(page.locator('html[data-interactive]')).toBeAttached();
      await laidOut(page);
    }
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      await allPictures(page);
      await judgeLook(
        page,
        approvedFile(route, width),
        `${treeOf(route)}-${lookName(route)}-${width}`,
        testInfo,
      );
    }
  });
}
