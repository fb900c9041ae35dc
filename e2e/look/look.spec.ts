import { expect, test } from '@playwright/test';
import { laidOut } from '../site/layout-checks';
import { inEveryTree, NOT_FOUND_ROUTE, pageTypeRoutes } from '../site/routes';
import { approve, approved, compare, kept } from './compare';
import { allPictures, approvedFile, lookName, openWithFonts, shoot, treeOf } from './pictures';

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
const UPDATE = !!process.env['LOOK_APPROVE'];

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
      const file = approvedFile(route, width);
      const expected = approved(file);
      // A carousel lays its slides out again a frame or two after a resize: a picture to be approved is
      // taken until two in a row agree, and one that differs from its approved picture is taken again
      // (twice at most).
      const again = async () => {
        // Two frames: the carousel's next layout is in.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        return kept(await shoot(page));
      };
      let picture = await kept(await shoot(page));
      for (let tries = 0; tries < 2; tries++) {
        const settled = UPDATE
          ? (await compare(picture, (picture = await again()))).problem === undefined
          : !expected || (await compare(expected, picture)).problem === undefined;
        if (settled) break;
        if (!UPDATE) picture = await again();
      }
      if (UPDATE) {
        if (!expected || (await compare(expected, picture)).problem) approve(file, picture);
        continue;
      }
      const name = `${treeOf(route)}-${lookName(route)}-${width}`;
      if (!expected) {
        await testInfo.attach(`${name}-actual.webp`, { body: picture, contentType: 'image/webp' });
        expect.soft(expected, `no approved picture ${file}: npm run look:approve`).toBeDefined();
        continue;
      }
      const { problem, diff } = await compare(expected, picture);
      if (problem) {
        await testInfo.attach(`${name}-approved.webp`, {
          body: expected,
          contentType: 'image/webp',
        });
        await testInfo.attach(`${name}-actual.webp`, { body: picture, contentType: 'image/webp' });
        if (diff)
          await testInfo.attach(`${name}-diff.png`, { body: diff, contentType: 'image/png' });
      }
      expect.soft(problem, `${route} at ${width} px`).toBeUndefined();
    }
  });
}
