import { expect, test, type Locator, type Page } from './fixtures';
import { holdScripts } from './held-scripts';
import { HOME_ROUTES } from './routes';
import {
  DEFERRED_SELECTOR,
  LAID_OUT_ATTRIBUTE,
} from '../../components/islands/layout-release-names';

/*
 * A page's sections after its first, and its footer, are laid out only near the screen until start-up
 * lets them in, a few at a time (components/islands/layout-release.tsx, app/globals.css). Until then
 * they have a stand-in height: a jump the visitor makes before start-up must land where it would on the
 * page laid out in full and stay there, and in the end every box is laid out at its own size.
 */

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The boxes still kept out of layout: none once the page is laid out. */
const deferredLeft = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main > *, body > footer')].filter(
        (el) => getComputedStyle(el).contentVisibility === 'auto',
      ).length,
  );

/** Where the top of `box` is in the window once the page stands still (two readings a frame apart agree). */
async function restingTop(box: Locator): Promise<number> {
  const top = () => box.evaluate((el) => el.getBoundingClientRect().top);
  let now = await top();
  await expect
    .poll(async () => {
      const last = now;
      await box.page().evaluate(() => new Promise(requestAnimationFrame));
      now = await top();
      return Math.abs(now - last);
    })
    .toBeLessThan(0.5);
  return now;
}

/** Opens the first home at `viewport` with its scripts held: the page as it stands before start-up. */
async function openHeld(page: Page, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  const letThrough = await holdScripts(page);
  await page.goto(HOME_ROUTES[0]!, { waitUntil: 'domcontentloaded' });
  expect(await deferredLeft(page), 'boxes kept out of layout before start-up').toBeGreaterThan(0);
  return letThrough;
}

/** Lets the held scripts through and waits until every box of the page is laid out. */
async function startUp(page: Page, letThrough: () => void) {
  letThrough();
  await expect(page.locator(`html[${LAID_OUT_ATTRIBUTE}]`)).toBeAttached();
  expect(await deferredLeft(page), 'boxes still kept out of layout').toBe(0);
}

for (const viewport of VIEWPORTS) {
  test(`an in-page link followed before start-up lands on its target, which stays put (${viewport.width} px)`, async ({
    page,
  }) => {
    const letThrough = await openHeld(page, viewport);
    // A section halfway down, with sections above it whose real height is not known yet (the footer on a
    // page of one section), and a link to it at the top of the window, as an editor's "#services" is.
    const sections = page.locator('main > :is(section, div) ~ section');
    const count = await sections.count();
    const target = count ? sections.nth(Math.floor(count / 2)) : page.locator('body > footer');
    await target.evaluate((el) => {
      el.id ||= 'jump-target';
      const link = Object.assign(document.createElement('a'), {
        href: `#${el.id}`,
        textContent: 'Jump',
      });
      link.style.cssText = 'position:fixed;top:200px;left:8px;z-index:100;background:#fff';
      link.dataset.testLink = '';
      document.body.append(link);
    });
    await page.locator('[data-test-link]').click();
    const before = await restingTop(target);
    // Its top at the top of the window, below the header's scroll margin (the footer, last on the page,
    // may not reach that high: it is in view).
    if (count) {
      expect(before, 'the top of the link target').toBeGreaterThanOrEqual(-1);
      expect(before, 'the top of the link target').toBeLessThan(viewport.height / 4);
    } else await expect(target).toBeInViewport();
    // Taken away again before React meets the page.
    await page.locator('[data-test-link]').evaluate((link) => link.remove());

    await startUp(page, letThrough);
    const after = await restingTop(target);
    if (count)
      expect(Math.abs(after - before), `moved from ${before} to ${after} px`).toBeLessThan(3);
    else await expect(target).toBeInViewport();
  });

  test(`End pressed before start-up shows the bottom of the page, and it stays there (${viewport.width} px)`, async ({
    page,
  }) => {
    const letThrough = await openHeld(page, viewport);
    await page.keyboard.press('End');
    const footer = page.getByRole('contentinfo');
    const atBottom = () =>
      page.evaluate(
        () => document.documentElement.scrollHeight - window.scrollY - window.innerHeight,
      );
    await expect.poll(atBottom).toBeLessThanOrEqual(1);
    await expect(footer).toBeInViewport();
    await startUp(page, letThrough);
    await expect(footer).toBeInViewport();
    await expect.poll(atBottom).toBeLessThanOrEqual(1);
  });
}

test('a page opened by the client router is laid out in full too, and its anchors glide again', async ({
  page,
}) => {
  await page.goto('/about/');
  await expect(page.locator(`html[${LAID_OUT_ATTRIBUTE}]`)).toBeAttached();
  // Any link of the footer to another page of the site, opened in place.
  const path = await page
    .getByRole('contentinfo')
    .locator('a[href^="/"]:not([href^="/about/"]):not([href*="#"])')
    .first()
    .getAttribute('href');
  expect(path, 'a link of the footer to another page').toBeTruthy();
  await page.evaluate(() => ((window as unknown as { same: boolean }).same = true));
  await page.getByRole('contentinfo').locator(`a[href="${path}"]`).first().click();
  await page.waitForURL((url) => url.pathname === path);
  expect(await page.evaluate(() => (window as unknown as { same?: boolean }).same)).toBe(true);
  await expect(page.locator(`html[${LAID_OUT_ATTRIBUTE}]`)).toBeAttached();
  await expect.poll(() => deferredLeft(page)).toBe(0);
  expect(await page.locator(DEFERRED_SELECTOR).count()).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe(
    'smooth',
  );
});
