import { expect, test, type Locator, type Page } from './fixtures';
import { sidewaysInPage } from './layout-checks';
import { getPage, getShop, getTestimonials } from '../../content';
import { sectionOf } from './content-sections';
import { islandAr, islandEn } from '../../components/i18n/island-dictionaries';

/*
 * The Arabic edition driven as a visitor would, where direction changes behaviour: the language switch
 * (both ways, keeping the theme), a carousel running right to left, the price slider with its minimum on
 * the right and the arrow keys following the reading direction, the phone menu, and the marquee.
 * The page sweep (sweep.spec.ts) holds every Arabic page to the English pages' checks.
 */

const shop = getShop('ar');

/** The horizontal centre of an element on screen. */
const centreX = async (element: Locator) => {
  const box = await element.boundingBox();
  if (!box) throw new Error('not on screen');
  return box.x + box.width / 2;
};

test.describe('language switch', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('leads to the same page in Arabic and back, keeping the theme', async ({ page }) => {
    await page.goto('/light/about/');
    await page
      .getByRole('banner')
      .getByRole('link', { name: islandEn.readInOtherLanguage })
      .click();
    await expect(page).toHaveURL(/\/ar\/light\/about\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      getPage('about', 'ar').meta.heading,
    );
    await page
      .getByRole('banner')
      .getByRole('link', { name: islandAr.readInOtherLanguage })
      .click();
    await expect(page).toHaveURL(/\/light\/about\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Arabic menu opens from the right and holds the language switch', async ({ page }) => {
    await page.goto('/ar/');
    const button = page.getByRole('button', { name: islandAr.menu });
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const toEnglish = page.getByRole('link', { name: islandAr.readInOtherLanguage }).last();
    await expect(toEnglish).toBeVisible();
    await expect(toEnglish).toHaveAttribute('href', '/');
    // Right to left: the menu's links start at the right edge of the screen.
    const first = page.getByRole('navigation', { name: islandAr.mainNavigation }).getByRole('link');
    const box = await first.first().boundingBox();
    expect(box && box.x + box.width, 'the first link ends near the right edge').toBeGreaterThan(
      390 / 2,
    );
    const sideways = await page.evaluate(sidewaysInPage);
    expect(sideways, 'nothing scrolls sideways').toBe(0);
  });
});

test.describe('right to left widgets', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a carousel runs right to left: the next slide comes in from the left', async ({ page }) => {
    // The Arabic home's testimonials: two or more make a carousel (components/sections/slides.tsx).
    const quotes = sectionOf('home-creative', 'testimonials', { locale: 'ar' });
    const count = Math.min(getTestimonials('ar').length, quotes.limit ?? Infinity);
    test.skip(
      count < 2,
      `content/testimonials/ holds ${count} Arabic testimonials: it takes two or more to make a carousel`,
    );
    await page.goto('/ar/');
    const region = page.getByRole('region', { name: quotes.title, exact: true });
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute('data-hydrated', 'true');
    await expect(region.locator('.swiper')).toHaveAttribute('dir', 'rtl');
    const slides = region.locator('[aria-roledescription="slide"]');
    const [firstX, secondX] = [await centreX(slides.nth(0)), await centreX(slides.nth(1))];
    expect(secondX, 'the second slide sits left of the first').toBeLessThan(firstX);
    const before = await centreX(slides.nth(0));
    await region.getByRole('button', { name: islandAr.nextSlide }).click();
    // The row moves towards the reading direction's end: rightwards, the first slide going off the right.
    await expect.poll(() => centreX(slides.nth(0))).toBeGreaterThan(before);
  });

  test('the price slider has its minimum on the right and its keys follow the reading direction', async ({
    page,
  }) => {
    await page.goto('/ar/shop/');
    const minimum = page.getByRole('slider', { name: shop.text.catalogue.minPrice });
    const maximum = page.getByRole('slider', { name: shop.text.catalogue.maxPrice });
    await expect(minimum).toHaveAttribute('aria-valuenow', String(shop.catalogue.price.from));
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    expect(await centreX(minimum), 'the minimum thumb is right of the maximum').toBeGreaterThan(
      await centreX(maximum),
    );
    const from = Number(await minimum.getAttribute('aria-valuenow'));
    await minimum.focus();
    // Leftwards is forwards in Arabic: the minimum rises.
    await page.keyboard.press('ArrowLeft');
    await expect(minimum).toHaveAttribute(
      'aria-valuenow',
      String(from + shop.catalogue.price.step),
    );
    await page.keyboard.press('ArrowRight');
    await expect(minimum).toHaveAttribute('aria-valuenow', String(from));
    // The invariant holds: the minimum never passes the maximum.
    await page.keyboard.press('End');
    expect(Number(await minimum.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(
      Number(await maximum.getAttribute('aria-valuenow')),
    );
  });

  test('the marquee runs towards the right, and stands still under reduced motion', async ({
    page,
  }) => {
    await page.goto('/ar/studio-agency/');
    const track = page.locator('.marquee-track').first();
    // Not scrollIntoViewIfNeeded: it waits for the element to stand still, which a marquee never does.
    await track.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const x = () => track.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m41);
    const start = await x();
    await expect.poll(x).not.toBe(start);
    expect(await x(), 'moving rightwards').toBeGreaterThan(start);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Still: two reads two frames apart agree.
    const drift = async () => {
      const before = await x();
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      return (await x()) - before;
    };
    await expect.poll(drift).toBe(0);
  });
});

test.describe('fonts', () => {
  // A cold cache, so every font the page uses is downloaded where the test can see it.
  test.use({ ownContext: true });

  /** The font files a page downloads while it loads and is scrolled to the bottom, by file name. */
  const fontsOf = async (page: Page, path: string) => {
    const files = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font')
        files.add(new URL(response.url()).pathname.replace(/^.*\/|\..*$/g, ''));
    });
    await page.goto(path);
    await expect(page.locator('html[data-interactive]')).toBeAttached();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return [...files].sort();
  };

  test('an Arabic page sets its Arabic and Latin text in Readex Pro and downloads no other font', async ({
    page,
  }) => {
    expect(await fontsOf(page, '/ar/')).toEqual(['readex_pro_arabic', 'readex_pro_latin']);
    // The heading and a Latin line (the footer's e-mail address) in Readex Pro's two files.
    const stacks = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const readex = ['--font-arabic', '--font-arabic-latin']
        .map((name) => root.getPropertyValue(name).trim().replace(/["']/g, ''))
        .join(', ');
      return [
        document.querySelector('h1'),
        document.querySelector('footer a[href^="mailto:"]'),
      ].map((el) => ({
        readex,
        family: el ? getComputedStyle(el).fontFamily.replace(/["']/g, '') : 'missing',
      }));
    });
    for (const { readex, family } of stacks) expect(family.startsWith(readex), family).toBe(true);
  });

  test('an English page downloads Inter and Sora only', async ({ page }) => {
    expect(await fontsOf(page, '/')).toEqual(['inter', 'sora']);
  });
});
