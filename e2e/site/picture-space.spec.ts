import { expect, test } from '@playwright/test';
import { laidOut } from './layout-checks';

/*
 * Pictures take their space before their files arrive, in Firefox and WebKit (Playwright's projects of
 * those engines): Chromium reads every page of the export so, at three widths, with its scripts off
 * (every-page.spec.ts); here four pages of different layouts are read with their scripts on, in the engines
 * where a style could be read otherwise.
 */

// An image that has not loaded yet must already take its final space, or the page jumps when it
// arrives. Images are held back here (the pipeline's copies under /img/ and the files under /images/),
// so every shown <img> is measured before its file comes in.
for (const path of ['/', '/studio-agency/', '/about/', '/light/digital-agency/']) {
  test(`images take their space before they load on ${path}`, async ({ page }) => {
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
