import { expect, test, type Page } from './fixtures';
import { axeViolations } from './axe';
import { getPage, getServices, getSite } from '../../content';
import { pictureEntry } from '../../components/ui/picture-manifest';
import { en } from '../../components/i18n/en';

/*
 * The coming-soon page in both trees: its copy, the service marquee, the theme's background image and
 * the WebGL water ripple, which starts once the page is idle, stays off under reduced motion and
 * falls back to the still image without WebGL.
 */

const TREES = [
  { tree: 'dark', path: '/coming-soon/' },
  { tree: 'light', path: '/light/coming-soon/' },
] as const;

const services = getServices().map((service) => service.title);

/** Console errors and uncaught exceptions while the page is open. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The copies of each tree's background (content/pages/coming-soon.json) share a name up to their
 * width: `/img/<hash>-`.
 */
const copiesOf = (tree: 'dark' | 'light') =>
  pictureEntry(getPage('coming-soon').comingSoon!.background[tree].src).webp![0]!.src.replace(
    /\d+\.webp$/,
    '',
  );
const background = (page: Page) =>
  page
    .locator(`img[src^="${copiesOf('dark')}"], img[src^="${copiesOf('light')}"]`)
    .filter({ visible: true });
const ripple = (page: Page) => page.locator('canvas[aria-hidden="true"]');

for (const { tree, path } of TREES) {
  test.describe(`coming soon (${tree})`, () => {
    test('shows the heading, tagline, services and ways to get in touch', async ({ page }) => {
      await page.goto(path);
      const { meta } = getPage('coming-soon');
      await expect(page).toHaveTitle(`${meta.title} - ${getSite().name}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(meta.heading);
      await expect(page.getByText(meta.eyebrow!)).toBeVisible();
      const list = page.getByRole('list', { name: en.comingSoonServices });
      await expect(list.getByRole('listitem')).toHaveText(services);
      await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(page.getByRole('link', { name: /^\+\d/ })).toHaveAttribute(
        'href',
        /^tel:\+\d+$/,
      );
    });

    test(`fills the screen with the ${tree} background`, async ({ page }) => {
      await page.goto(path);
      await expect(background(page)).toHaveCount(1);
      await expect(background(page)).toHaveAttribute('src', new RegExp(`^${copiesOf(tree)}`));
      const box = await background(page).boundingBox();
      const viewport = page.viewportSize();
      expect(box?.width).toBe(viewport?.width);
      expect(box?.height).toBeGreaterThanOrEqual(viewport?.height ?? 0);
    });

    test('has no axe violation', async ({ page }) => {
      await page.goto(path);
      // The ripple starts after hydration: as below, a busy 2-core host has taken more than 10 s.
      await expect(ripple(page)).not.toHaveAttribute('data-state', 'waiting', { timeout: 30_000 });
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe('water ripple', () => {
  test('starts once the page is idle and ripples only while the pointer moves', async ({
    page,
  }) => {
    const errors = errorsOf(page);
    await page.goto('/coming-soon/');
    const canvas = ripple(page);
    // It starts after hydration, which waits for the first screen (fonts, the hero image) and then the
    // page's data and scripts: on a busy 2-core host that has taken more than the default 10 s.
    await expect(canvas).toHaveAttribute('data-state', 'on', { timeout: 30_000 });
    await expect(canvas).toHaveCSS('pointer-events', 'none');
    // Heard in the page: on a busy host the ripple can come and go between two polls from here.
    await canvas.evaluate((element: HTMLElement) => {
      const w = window as unknown as { rippled: boolean };
      w.rippled = false;
      new MutationObserver(() => {
        if (element.dataset.active === 'true') w.rippled = true;
      }).observe(element, { attributes: true, attributeFilter: ['data-active'] });
    });
    await page.mouse.move(300, 300);
    await page.mouse.move(600, 400, { steps: 8 });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { rippled: boolean }).rippled), {
        timeout: 15_000,
      })
      .toBe(true);
    // The ripples fade out and the loop stops, leaving the crisp image.
    await expect(canvas).toHaveAttribute('data-active', 'false', { timeout: 8000 });
    // The content above stays clickable.
    await expect(page.getByRole('link', { name: /@/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('without WebGL it keeps the still image and logs nothing', async ({ page }) => {
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      const blocked = new Set(['webgl', 'webgl2', 'experimental-webgl']);
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        id: string,
        ...rest: unknown[]
      ) {
        (window as unknown as { webglAsked?: boolean }).webglAsked ||= blocked.has(id);
        return blocked.has(id)
          ? null
          : (original as (...args: unknown[]) => unknown).call(this, id, ...rest);
      } as typeof original;
    });
    const errors = errorsOf(page);
    await page.goto('/coming-soon/');
    await expect(ripple(page)).toHaveAttribute('data-state', 'off');
    expect(
      await page.evaluate(() => (window as unknown as { webglAsked?: boolean }).webglAsked),
    ).toBe(true);
    await expect(background(page)).toBeVisible();
    await expect(ripple(page)).toHaveCSS('opacity', '0');
    expect(errors).toEqual([]);
  });

  test('does not start under reduced motion, and the marquee stands still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = errorsOf(page);
    await page.goto('/coming-soon/');
    await expect(ripple(page)).toHaveAttribute('data-state', 'off');
    await page.mouse.move(400, 300, { steps: 5 });
    await expect(ripple(page)).not.toHaveAttribute('data-active', 'true');
    const track = page.getByRole('list', { name: en.comingSoonServices }).locator('..');
    await expect(track).toHaveCSS('animation-name', 'none');
    expect(errors).toEqual([]);
  });
});
