import { expect, test, type Page } from '@playwright/test';
import { getProducts, getShop } from '../../content';
import type { Locale } from '../../content/locale';

/*
 * A visitor stays in the theme and the language they started in, across what the site does by script
 * and by form as well as by link (every link's href is checked on every page without a browser:
 * links.spec.ts): in each of the four trees, a product's 'Add to cart' (a scripted navigation to the
 * cart), the cart's checkout link, the billing form's 'Confirm order' (a scripted navigation to the
 * success page) and a header link followed by the client-side router each land in the same tree, and
 * each page there has the tree's language and theme on <html>. Before, orders were placed from the dark
 * English tree only.
 */

const TREES: { prefix: string; locale: Locale; theme: 'dark' | 'light' }[] = [
  { prefix: '', locale: 'en', theme: 'dark' },
  { prefix: '/light', locale: 'en', theme: 'light' },
  { prefix: '/ar', locale: 'ar', theme: 'dark' },
  { prefix: '/ar/light', locale: 'ar', theme: 'light' },
];

test.use({ viewport: { width: 1280, height: 900 } });

/** The page is the tree's: its address under the prefix, and <html> with its language and theme. */
async function expectInTree(page: Page, tree: (typeof TREES)[number], path: string) {
  await expect(page).toHaveURL(new RegExp(`^[^/]+//[^/]+${tree.prefix}${path}(\\?.*)?$`));
  await expect(page.locator('html')).toHaveAttribute('lang', tree.locale);
  await expect(page.locator('html')).toHaveClass(new RegExp(`(^|\\s)${tree.theme}(\\s|$)`));
}

const interactive = (page: Page) => expect(page.locator('html[data-interactive]')).toBeAttached();

for (const tree of TREES) {
  const shop = getShop(tree.locale);
  const text = shop.text;
  const product = getProducts(tree.locale).find((p) => p.stock > 0)!;
  const country = shop.countries.at(-1)!;

  test(`an order placed in ${tree.prefix || '/'} stays in its tree from the product to the receipt`, async ({
    page,
  }) => {
    await page.goto(`${tree.prefix}/shop/${product.id}/`);
    await interactive(page);
    await page.getByRole('button', { name: text.product.addToCart }).click();
    await expectInTree(page, tree, '/shop/cart/');

    await interactive(page);
    await page.getByRole('link', { name: text.cart.checkout }).click();
    await expectInTree(page, tree, '/shop/checkout/');

    await interactive(page);
    const form = page.getByRole('form', { name: text.checkout.billing });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    const f = text.checkout.fields;
    await field(f.firstName).fill('Lina');
    await field(f.lastName).fill('Haddad');
    await field(f.country).selectOption({ label: country.name });
    await field(f.street).fill('12 Rainbow Street');
    await field(f.city).fill('Amman');
    await field(f.state).selectOption({ label: country.regions[0]! });
    await field(f.zip).fill('11181');
    await field(f.phone).fill('+962 6 464 2290');
    await field(f.email).fill('lina@example.com');
    await page.getByRole('button', { name: text.checkout.confirm }).click();
    await expectInTree(page, tree, '/shop/success/');
  });

  test(`a header link followed by the client-side router stays in ${tree.prefix || '/'}`, async ({
    page,
  }) => {
    await page.goto(`${tree.prefix}/shop/`);
    await interactive(page);
    const link = page
      .locator('header nav a[href$="/about/"], header nav a[href$="/about"]')
      .first();
    await link.click();
    await expectInTree(page, tree, '/about/');
  });
}
