import { expect, test, type Locator, type Page } from './fixtures';
import { getShop, getSite } from '../../content';
import { cartLink } from './shop-helpers';

/*
 * The shell every page shares: the 404 page, the header (logo, scroll state, theme switch, shop actions,
 * mobile menu) and the footer (newsletter, address, legal links, copyright).
 */

const DARK = /(^|\s)dark(\s|$)/;
const LIGHT = /(^|\s)light(\s|$)/;

/** A computed colour with nothing to show: `transparent` or alpha 0. */
function isTransparent(color: string): boolean {
  if (color === 'transparent') return true;
  const rgba = /^rgba?\(([^)]*)\)$/.exec(color.trim());
  if (!rgba) {
    // color(srgb r g b / a), oklch(… / a) and the like
    const alpha = /\/\s*([\d.]+%?)\s*\)$/.exec(color.trim());
    return alpha ? parseFloat(alpha[1] ?? '1') === 0 : false;
  }
  const parts = (rgba[1] ?? '').split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 4) return false;
  const alpha = parts[3] ?? '1';
  return parseFloat(alpha) === 0;
}

const backgroundOf = (locator: Locator) =>
  locator.evaluate((el) => getComputedStyle(el).backgroundColor);

const html = (page: Page) => page.locator('html');

test.describe('404 page', () => {
  test('an unknown path answers 404 with the dark 404 page', async ({ page }) => {
    const response = await page.goto('/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/');
    await expect(html(page)).toHaveClass(DARK);
  });

  test('an unknown path under /light/ answers 404 with the light 404 page', async ({ page }) => {
    const response = await page.goto('/light/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('This page could not be found.')).toBeVisible();
    await expect(html(page)).toHaveClass(LIGHT);
    await expect(page.getByRole('link', { name: 'Back To Home' })).toHaveAttribute(
      'href',
      '/light/',
    );
  });

  for (const [path, home, look] of [
    ['/ar/no-such-page/', '/ar/', DARK],
    ['/ar/light/no-such-page/', '/ar/light/', LIGHT],
  ] as const) {
    test(`an unknown path under ${home} answers 404 with the Arabic 404 page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(html(page)).toHaveAttribute('lang', 'ar');
      await expect(html(page)).toHaveAttribute('dir', 'rtl');
      await expect(html(page)).toHaveClass(look);
      await expect(page).toHaveTitle(/ - رونق$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText('This page could not be found.')).toBeHidden();
      await expect(page.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute(
        'href',
        home,
      );
    });
  }
});

test.describe('header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is transparent at the top and solid once scrolled', async ({ page }) => {
    await page.goto('/about/');
    const header = page.getByRole('banner');
    await expect(header).toBeVisible();
    await expect
      .poll(async () => isTransparent(await backgroundOf(header)), {
        message: 'transparent at the top',
      })
      .toBe(true);

    await page.evaluate(() => window.scrollTo(0, 200));
    await expect
      .poll(async () => isTransparent(await backgroundOf(header)), {
        message: 'solid after scrolling 200 px',
      })
      .toBe(false);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(async () => isTransparent(await backgroundOf(header)), {
        message: 'transparent back at the top',
      })
      .toBe(true);
  });

  test('the logo links home in each tree', async ({ page }) => {
    await page.goto('/about/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Rawnaq home' }),
    ).toHaveAttribute('href', '/');
    await page.goto('/light/about/');
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Rawnaq home' }),
    ).toHaveAttribute('href', '/light/');
  });

  test('the theme switch goes to the same page in the other tree and back', async ({ page }) => {
    await page.goto('/about/');
    const toLight = page.getByRole('link', { name: 'Switch to light theme' });
    await expect(toLight).toHaveAttribute('href', '/light/about/');
    await toLight.click();
    await expect(page).toHaveURL((url) => url.pathname === '/light/about/');
    await expect(html(page)).toHaveClass(LIGHT);

    const toDark = page.getByRole('link', { name: 'Switch to dark theme' });
    await expect(toDark).toHaveAttribute('href', '/about/');
    await toDark.click();
    await expect(page).toHaveURL((url) => url.pathname === '/about/');
    await expect(html(page)).toHaveClass(DARK);
  });

  test("the shop header has a cart link (with the demo cart's lines) and a Getting Started button to contact", async ({
    page,
  }) => {
    await page.goto('/shop/');
    const header = page.getByRole('banner');
    await expect(cartLink(header, getShop().demo.cart.length)).toHaveAttribute(
      'href',
      /^\/shop\/cart\/?$/,
    );
    await expect(header.getByRole('link', { name: 'Getting Started' })).toHaveAttribute(
      'href',
      /^\/contact\/?$/,
    );
  });

  test('the general header has no Getting Started button', async ({ page }) => {
    await page.goto('/about/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Rawnaq home' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Getting Started' })).toHaveCount(0);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with a click, closes with Escape and gives focus back', async ({ page }) => {
    await page.goto('/about/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu', exact: true });
    const contact = header.getByRole('link', { name: 'Contact', exact: true });

    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(contact).toBeVisible();

    await contact.focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(contact).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test('opens from the keyboard: Tab to the button, then Enter', async ({ page }) => {
    await page.goto('/about/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    let reached = false;
    for (let presses = 0; presses < 40 && !reached; presses++) {
      await page.keyboard.press('Tab');
      reached = await menu.evaluate((el) => el === document.activeElement);
    }
    expect(reached, 'the Menu button is reachable with Tab').toBe(true);

    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
  });
});

test.describe('footer', () => {
  test('the newsletter form refuses an invalid e-mail address and submits nothing', async ({
    page,
  }) => {
    await page.goto('/about/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email address' });
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('placeholder', 'Email address');

    const before = page.url();
    await email.fill('not-an-email');
    await footer.getByRole('button', { name: 'Submit' }).click();

    await expect.poll(() => email.evaluate((el) => el.matches(':invalid'))).toBe(true);
    expect(await email.evaluate((el) => (el as HTMLInputElement).validationMessage)).not.toBe('');
    await expect(page).toHaveURL(before);
  });

  test('shows the newsletter, the address, the legal links and the year', async ({ page }) => {
    await page.goto('/about/');
    const footer = page.getByRole('contentinfo');
    const { footer: text, contact } = getSite('en');
    await expect(footer.getByText(text.newsletter.title).first()).toBeVisible();
    await expect(footer.locator('address')).toContainText(
      `${contact.address.city}, ${contact.address.country}`,
    );
    for (const link of text.legal)
      await expect(footer.getByRole('link', { name: link.label })).toHaveAttribute(
        'href',
        link.href,
      );
    await expect(footer).toContainText(String(text.copyrightYear));
  });
});
