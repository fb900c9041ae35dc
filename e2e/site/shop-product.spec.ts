import { expect, test, type Page } from './fixtures';
import { getProduct, getProducts, getShop } from '../../content';
import { fill } from '../oracles';
import { axeViolations } from './axe';
import { cartLink, ready } from './shop-helpers';

/*
 * A product page (issue 7), as a visitor uses it: the gallery, the rating, the quantity stepper with
 * typed and out-of-range values, 'Add to cart' into the cart page, 'Add to wishlist', the facts and
 * the APG tabs with the Review tab open at load.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const shop = getShop();
const text = shop.text.product;
const inCart = (id: string) => shop.demo.cart.some((line) => line.product === id);
/** The most a visitor may order of a product: the shop's maximum, or its stock if less. */
const most = (p: { stock: number }) => Math.min(shop.maxQuantity, p.stock);
/**
 * A product to buy: one of which a visitor may take at least 3 (the stepper's steps go that far) and
 * that is not in the demo cart (so adding it adds a line), the one with the most stock if several.
 */
const buyable = getProducts()
  .filter((p) => most(p) >= 3 && !inCart(p.id))
  .sort((a, b) => b.stock - a.stock)[0];
/** The product page the gallery and tabs are shown on: the one to buy, or else the first. */
const product = buyable ?? getProducts()[0]!;
/** A product the stepper can take to 3: the one to buy, or else one in the demo cart. */
const steppable = buyable ?? getProducts().find((p) => most(p) >= 3);
const noSteppable = 'no product has a stock and a shop maximum of 3 or more';
/**
 * Where no product outside the demo cart can be bought: one in it, of which 3 more may be added (the
 * cart then holds its line with 3 more, and as many lines as before).
 */
const lineOf = (id: string) => shop.demo.cart.find((line) => line.product === id);
const topUp = buyable
  ? undefined
  : getProducts().find((p) => (lineOf(p.id)?.quantity ?? Infinity) + 3 <= most(p));
const noBuyable = 'no product, in the demo cart or not, leaves room for 3 more in the cart';
/** A product the demo wishlist does not hold yet. */
const wishable = getProducts().find((p) => !shop.demo.wishlist.includes(p.id));
const soldOut = getProducts().find((p) => p.stock === 0);
/** The lines of the demo cart a first-time visitor finds. */
const lines = shop.demo.cart.length;

const quantity = (page: Page) => page.getByRole('spinbutton', { name: text.quantity, exact: true });

for (const tree of ['', '/light']) {
  test(`gallery, rating, facts and tabs${tree ? ' (light)' : ''}`, async ({ page }) => {
    await page.goto(`${tree}/shop/${product.id}/`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

    const thumbs = product.images.map((_, i) =>
      page.getByRole('button', { name: fill(text.showImage, { n: i + 1 }) }),
    );
    await expect(thumbs[0]!).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: product.images[0]!.alt })).toBeVisible();
    await thumbs[2]!.click();
    await expect(thumbs[2]!).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbs[0]!).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('img', { name: product.images[2]!.alt })).toBeVisible();
    await expect(page.getByRole('img', { name: product.images[0]!.alt })).toBeHidden();

    // The product's rating comes first; the review below has one of its own.
    await expect(
      page.getByText(fill(text.rating, { rating: product.rating }), { exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByTestId('rating-fill').first()).toHaveAttribute(
      'style',
      `width:${product.rating * 20}%`,
    );
    for (const value of [product.sku, product.category, product.tags.join(', ')])
      await expect(page.getByRole('definition').filter({ hasText: value })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: text.tabsLabel });
    // A product page shows its one review (content/schema-shop.ts: `review`).
    const review = tabs.getByRole('tab', { name: fill(text.review, { count: 1 }) });
    await expect(review).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(product.review.text);
    await review.focus();
    await page.keyboard.press('ArrowLeft');
    const additional = tabs.getByRole('tab', { name: text.additional });
    await expect(additional).toBeFocused();
    await expect(additional).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(product.colors[0]!);
    await expect(page.getByRole('tabpanel')).toContainText(product.sizes[0]!);
    await page.keyboard.press('Home');
    await expect(tabs.getByRole('tab', { name: text.description })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toContainText(product.description[0]!.slice(0, 40));
    await page.keyboard.press('ArrowLeft');
    await expect(review).toHaveAttribute('aria-selected', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the quantity stepper counts from 1, never below 0, and clamps what is typed', async ({
  page,
}) => {
  test.skip(!steppable, noSteppable);
  await page.goto(`/shop/${steppable!.id}/`);
  await ready(page);
  const up = page.getByRole('button', { name: text.increase });
  const down = page.getByRole('button', { name: text.decrease });
  const add = page.getByRole('button', { name: text.addToCart });
  await expect(quantity(page)).toHaveValue('1');
  await up.click();
  await expect(quantity(page)).toHaveValue('2');
  await down.click();
  await down.click();
  await expect(quantity(page)).toHaveValue('0');
  await expect(down).toBeDisabled();
  await expect(add).toBeDisabled();

  const max = most(steppable!);
  // A number field takes no letters: typing them leaves it empty, which keeps the last quantity.
  await quantity(page).fill('3');
  await quantity(page).blur();
  await quantity(page).fill('');
  await quantity(page).pressSequentially('abc');
  await quantity(page).blur();
  await expect(quantity(page)).toHaveValue('3');
  for (const [typed, expected] of [
    ['-4', '0'],
    ['100000', String(max)],
    ['2.7', '2'],
  ] as const) {
    await quantity(page).fill(typed);
    await quantity(page).blur();
    await expect(quantity(page), `typed "${typed}"`).toHaveValue(expected);
  }
  await expect(add).toBeEnabled();
});

test('Add to cart puts the chosen quantity in the cart and opens it', async ({ page }) => {
  const bought = buyable ?? topUp;
  test.skip(!bought, noBuyable);
  const before = lineOf(bought!.id)?.quantity ?? 0;
  await page.goto(`/light/shop/${bought!.id}/`);
  await ready(page);
  await expect(cartLink(page, lines)).toBeVisible();
  await page.getByRole('button', { name: text.increase }).click();
  await page.getByRole('button', { name: text.increase }).click();
  await page.getByRole('button', { name: text.addToCart }).click();
  await expect(page).toHaveURL(`/light/shop/cart/`);
  await expect(page.getByRole('rowheader', { name: bought!.title })).toBeVisible();
  await expect(
    page.getByRole('spinbutton', {
      name: fill(shop.text.cart.quantityOf, { product: bought!.title }),
    }),
  ).toHaveValue(String(before + 3));
  await expect(cartLink(page, before ? lines : lines + 1)).toBeVisible();
});

test('Add to wishlist puts the product on the wishlist', async ({ page }) => {
  test.skip(!wishable, 'every product is on the demo wishlist already');
  await page.goto(`/shop/${wishable!.id}/`);
  await ready(page);
  await page.getByRole('button', { name: text.addToWishlist }).click();
  await expect(page.getByRole('status')).toContainText(
    fill(text.wishlistAdded, { product: wishable!.title }),
  );
  await page.getByRole('link', { name: text.onWishlist }).click();
  await expect(page).toHaveURL('/shop/wishlist/');
  await expect(page.getByRole('rowheader', { name: wishable!.title })).toBeVisible();
});

test('an out-of-stock product cannot be added to the cart', async ({ page }) => {
  test.skip(!soldOut, 'no product is out of stock');
  await page.goto(`/shop/${soldOut!.id}/`);
  await ready(page);
  await expect(page.getByRole('definition').filter({ hasText: text.outOfStock })).toBeVisible();
  await expect(quantity(page)).toHaveValue('0');
  await expect(page.getByRole('button', { name: text.addToCart })).toBeDisabled();
  expect(getProduct(soldOut!.id)!.stock).toBe(0);
});
