import { expect, test, type Page } from './fixtures';
import { getProduct, getProducts, getShop } from '../../content';
import { fill } from '../../components/shop/shop-state';
import { axeViolations } from './axe';

/*
 * A product page (issue 7), as a visitor uses it: the gallery, the rating, the quantity stepper with
 * typed and out-of-range values, 'Add to cart' into the cart page, 'Add to wishlist', the facts and
 * the APG tabs with the Review tab open at load.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const shop = getShop();
const text = shop.text.product;
const product = getProducts().find(
  (p) => p.stock > 20 && !shop.demo.cart.some((l) => l.product === p.id),
)!;
const soldOut = getProducts().find((p) => p.stock === 0)!;

const ready = (page: Page) => expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
const quantity = (page: Page) => page.getByRole('spinbutton', { name: text.quantity, exact: true });
const cartLink = (page: Page, count: number) =>
  page.getByRole('link', { name: fill(shop.text.header.cartMany, { count }), exact: true });

for (const tree of ['', '/light']) {
  test(`gallery, rating, facts and tabs${tree ? ' (light)' : ''}`, async ({ page }) => {
    await page.goto(`${tree}/shop/${product.id}/`);
    await ready(page);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

    const thumbs = [1, 2, 3, 4].map((n) => page.getByRole('button', { name: `Show image ${n}` }));
    await expect(thumbs[0]!).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('img', { name: product.images[0]!.alt })).toBeVisible();
    await thumbs[2]!.click();
    await expect(thumbs[2]!).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbs[0]!).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('img', { name: product.images[2]!.alt })).toBeVisible();
    await expect(page.getByRole('img', { name: product.images[0]!.alt })).toBeHidden();

    await expect(page.getByText(`${product.rating} out of 5`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('rating-fill').first()).toHaveAttribute(
      'style',
      `width:${product.rating * 20}%`,
    );
    for (const value of [product.sku, product.category, product.tags.join(', ')])
      await expect(page.getByRole('definition').filter({ hasText: value })).toBeVisible();

    const tabs = page.getByRole('tablist', { name: text.tabsLabel });
    const review = tabs.getByRole('tab', { name: 'Review (1)' });
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
  await page.goto(`/shop/${product.id}/`);
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

  const max = Math.min(shop.maxQuantity, product.stock);
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
  await page.goto(`/light/shop/${product.id}/`);
  await ready(page);
  await expect(cartLink(page, 3)).toBeVisible();
  await page.getByRole('button', { name: text.increase }).click();
  await page.getByRole('button', { name: text.increase }).click();
  await page.getByRole('button', { name: text.addToCart }).click();
  await expect(page).toHaveURL(`/light/shop/cart/`);
  await expect(page.getByRole('rowheader', { name: product.title })).toBeVisible();
  await expect(
    page.getByRole('spinbutton', {
      name: fill(shop.text.cart.quantityOf, { product: product.title }),
    }),
  ).toHaveValue('3');
  await expect(cartLink(page, 4)).toBeVisible();
});

test('Add to wishlist puts the product on the wishlist', async ({ page }) => {
  await page.goto(`/shop/${product.id}/`);
  await ready(page);
  await page.getByRole('button', { name: text.addToWishlist }).click();
  await expect(page.getByRole('status')).toContainText(
    fill(text.wishlistAdded, { product: product.title }),
  );
  await page.getByRole('link', { name: text.onWishlist }).click();
  await expect(page).toHaveURL('/shop/wishlist/');
  await expect(page.getByRole('rowheader', { name: product.title })).toBeVisible();
});

test('an out-of-stock product cannot be added to the cart', async ({ page }) => {
  await page.goto(`/shop/${soldOut.id}/`);
  await ready(page);
  await expect(page.getByRole('definition').filter({ hasText: text.outOfStock })).toBeVisible();
  await expect(quantity(page)).toHaveValue('0');
  await expect(page.getByRole('button', { name: text.addToCart })).toBeDisabled();
  expect(getProduct(soldOut.id)!.stock).toBe(0);
});
