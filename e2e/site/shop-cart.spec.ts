import { expect, test, type Page } from './fixtures';
import { getProduct, getShop } from '../../content';
import { CART_KEY, WISHLIST_KEY, fill } from '../../components/shop/shop-state';

/*
 * The shop's cart and wishlist (issue 7), driven as a visitor would, in both trees: the demo state a
 * first-time visitor finds, the header's cart count, quantities, coupon, removal, storage across reloads
 * and tabs, corrupt storage, and the wishlist's selection and actions.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const shop = getShop();
const text = shop.text;
const title = (id: string) => getProduct(id)!.title;
const [first, second, third] = shop.demo.cart.map((line) => line.product) as [
  string,
  string,
  string,
];
const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

const cartLink = (page: Page, count: number) =>
  page.getByRole('link', {
    name: count === 1 ? text.header.cartOne : fill(text.header.cartMany, { count }),
    exact: true,
  });

/** Waits until the island has hydrated and read storage, so a click reaches React. */
const ready = (page: Page) => expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();

for (const tree of ['', '/light']) {
  test.describe(`cart${tree ? ' (light)' : ''}`, () => {
    test('a first-time visitor finds the three sample lines totalling 605.00', async ({ page }) => {
      await page.goto(`${tree}/shop/`);
      await expect(cartLink(page, 3)).toBeVisible();
      await cartLink(page, 3).click();
      await expect(page).toHaveURL(`${tree}/shop/cart/`);
      const rows = page.getByRole('table').getByRole('row');
      await expect(rows).toHaveCount(4);
      for (const id of [first, second, third])
        await expect(page.getByRole('rowheader', { name: title(id) })).toBeVisible();
      await expect(page.getByTestId('cart-subtotal')).toHaveText('$605.00');
      await expect(page.getByTestId('cart-total')).toHaveText('$605.00');
      await expect(page.getByRole('heading', { name: text.cart.totals })).toBeVisible();
      await page.getByRole('link', { name: text.cart.checkout }).click();
      await expect(page).toHaveURL(`${tree}/shop/checkout/`);
    });

    test('quantities are clamped on Update Cart, lines removed, and it all survives a reload', async ({
      page,
    }) => {
      await page.goto(`${tree}/shop/cart/`);
      await ready(page);
      const qty = (id: string) =>
        page.getByRole('spinbutton', { name: fill(text.cart.quantityOf, { product: title(id) }) });
      await qty(first).fill('3');
      await qty(second).fill('-5');
      await qty(third).fill('100000');
      await page.getByRole('button', { name: text.cart.updateCart }).click();
      await expect(page.getByRole('status')).toHaveText(text.cart.updated);
      await expect(qty(first)).toHaveValue('3');
      await expect(qty(second)).toHaveValue('1');
      await expect(qty(third)).toHaveValue(String(shop.maxQuantity));
      const expected =
        getProduct(first)!.price * 3 +
        getProduct(second)!.price +
        getProduct(third)!.price * shop.maxQuantity;
      await expect(page.getByTestId('cart-total')).toHaveText(money(expected));

      await page
        .getByRole('button', { name: fill(text.cart.removeLine, { product: title(second) }) })
        .click();
      await expect(page.getByRole('rowheader', { name: title(second) })).toHaveCount(0);
      await expect(cartLink(page, 2)).toBeVisible();

      await page.reload();
      await expect(cartLink(page, 2)).toBeVisible();
      await expect(qty(first)).toHaveValue('3');
      await expect(page.getByRole('rowheader', { name: title(second) })).toHaveCount(0);
    });

    test('the demo coupon gives its discount; another code gets a message', async ({ page }) => {
      await page.goto(`${tree}/shop/cart/`);
      await ready(page);
      const field = page.getByRole('textbox', { name: text.cart.couponLabel });
      const apply = page.getByRole('button', { name: text.cart.applyCoupon });
      await apply.click();
      await expect(page.getByRole('status')).toHaveText(text.cart.couponEmpty);
      await field.fill('FREESTUFF');
      await apply.click();
      await expect(page.getByRole('status')).toHaveText(
        fill(text.cart.couponInvalid, { code: 'FREESTUFF' }),
      );
      await expect(page.getByTestId('cart-total')).toHaveText('$605.00');
      await field.fill(shop.coupon.code.toLowerCase());
      await apply.click();
      await expect(page.getByRole('status')).toHaveText(
        fill(text.cart.couponApplied, { code: shop.coupon.code, percent: shop.coupon.percentOff }),
      );
      await expect(page.getByTestId('cart-subtotal')).toHaveText('$605.00');
      await expect(page.getByTestId('cart-total')).toHaveText(
        money(605 * (1 - shop.coupon.percentOff / 100)),
      );
    });

    test('an emptied cart says so and links to the shop', async ({ page }) => {
      await page.goto(`${tree}/shop/cart/`);
      await ready(page);
      for (const id of [first, second, third])
        await page
          .getByRole('button', { name: fill(text.cart.removeLine, { product: title(id) }) })
          .click();
      await expect(page.getByText(text.cart.empty)).toBeVisible();
      await expect(cartLink(page, 0)).toBeVisible();
      await page.getByRole('link', { name: text.cart.backToShop.label }).click();
      await expect(page).toHaveURL(`${tree}/shop/`);
    });
  });
}

test('corrupt or foreign storage is replaced by the demo state, unknown products dropped', async ({
  page,
}) => {
  await page.goto('/shop/cart/');
  await page.evaluate(
    ({ cart, wish }) => {
      localStorage.setItem(cart, '{not json');
      localStorage.setItem(wish, JSON.stringify({ v: 1, ids: ['no-such-product'] }));
    },
    { cart: CART_KEY, wish: WISHLIST_KEY },
  );
  await page.reload();
  await expect(cartLink(page, 3)).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText('$605.00');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), CART_KEY))
    .toContain(first);
  await page.goto('/shop/wishlist/');
  await expect(page.getByText(text.wishlist.empty)).toBeVisible();

  await page.evaluate(
    (key) =>
      localStorage.setItem(
        key,
        JSON.stringify({ v: 1, lines: [{ id: 'no-such-product', quantity: 2 }, { id: 'x' }] }),
      ),
    CART_KEY,
  );
  await page.goto('/shop/cart/');
  await expect(page.getByText(text.cart.empty)).toBeVisible();
  await expect(cartLink(page, 0)).toBeVisible();
});

test('a change in another tab shows up in this one', async ({ context }) => {
  const one = await context.newPage();
  const two = await context.newPage();
  await one.goto('/shop/cart/');
  await two.goto('/light/shop/');
  await ready(one);
  await expect(cartLink(two, 3)).toBeVisible();
  await one
    .getByRole('button', { name: fill(text.cart.removeLine, { product: title(first) }) })
    .click();
  await expect(cartLink(two, 2)).toBeVisible();
});

for (const tree of ['', '/light']) {
  test.describe(`wishlist${tree ? ' (light)' : ''}`, () => {
    const ids = shop.demo.wishlist;
    const w = text.wishlist;
    const box = (page: Page, id: string) =>
      page.getByRole('checkbox', { name: fill(w.selectRow, { product: title(id) }), exact: true });

    test('shows the sample items with their stock, and select all follows the rows', async ({
      page,
    }) => {
      await page.goto(`${tree}/shop/wishlist/`);
      await ready(page);
      for (const id of ids) {
        const row = page.getByRole('row').filter({ hasText: title(id) });
        await expect(row).toContainText(getProduct(id)!.stock > 0 ? w.inStock : w.outOfStock);
        await expect(row).toContainText(money(getProduct(id)!.price));
      }
      const all = page.getByRole('checkbox', { name: w.selectAll });
      await all.check();
      for (const id of ids) await expect(box(page, id)).toBeChecked();
      await box(page, ids[1]!).uncheck();
      await expect(box(page, ids[0]!)).toBeChecked();
      await expect(all).not.toBeChecked();
      expect(await all.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(true);
      await box(page, ids[1]!).check();
      await expect(all).toBeChecked();
      await all.uncheck();
      for (const id of ids) await expect(box(page, id)).not.toBeChecked();
      expect(await all.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(false);
    });

    test('adds to the cart, refuses what is out of stock, and removes', async ({ page }) => {
      await page.goto(`${tree}/shop/wishlist/`);
      await ready(page);
      const outOfStock = ids.find((id) => getProduct(id)!.stock === 0)!;
      const inStock = ids.filter((id) => id !== outOfStock);
      const status = page.getByRole('status');

      await page
        .getByRole('row')
        .filter({ hasText: title(outOfStock) })
        .getByRole('button', { name: w.addToCart })
        .click();
      await expect(status).toHaveText(fill(w.refused, { products: title(outOfStock) }));
      await expect(cartLink(page, 3)).toBeVisible();

      await page.getByRole('button', { name: w.addSelected }).click();
      await expect(status).toHaveText(w.noneSelected);

      await box(page, inStock[0]!).check();
      await page.getByRole('button', { name: w.addSelected }).click();
      await expect(status).toHaveText(fill(w.added, { products: title(inStock[0]!) }));
      await expect(cartLink(page, 4)).toBeVisible();

      await page.getByRole('button', { name: w.addAll }).click();
      await expect(status).toContainText(fill(w.refused, { products: title(outOfStock) }));
      await expect(cartLink(page, 5)).toBeVisible();

      await page.getByRole('button', { name: w.applyAction }).click();
      await expect(status).toHaveText(w.noAction);
      await page
        .getByRole('combobox', { name: w.actionsLabel })
        .selectOption({ label: w.actionRemove });
      await page.getByRole('button', { name: w.applyAction }).click();
      await expect(status).toHaveText(fill(w.removed, { products: title(inStock[0]!) }));
      await expect(page.getByRole('row').filter({ hasText: title(inStock[0]!) })).toHaveCount(0);

      await page
        .getByRole('button', { name: fill(w.removeLine, { product: title(outOfStock) }) })
        .click();
      await page.reload();
      await expect(page.getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('row').filter({ hasText: title(inStock[1]!) })).toHaveCount(1);
    });
  });
}

// On a phone the rows are cards (components/shop/shop-table.tsx): nothing scrolls sideways, each value
// shows its column's name, and the table is still a table, with its caption, headers and rows, to
// assistive technology.
test.describe('on a phone', () => {
  for (const width of [320, 390]) {
    test(`the cart's lines are cards that fit ${width} px and still read as a table`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/shop/cart/');
      await ready(page);
      const table = page.getByRole('table', { name: text.cart.caption });
      await expect(table.getByRole('columnheader')).toHaveText([
        text.cart.product,
        text.cart.price,
        text.cart.quantity,
        text.cart.subtotal,
        text.cart.remove,
      ]);
      await expect(table.getByRole('row')).toHaveCount(4);
      const line = table.getByRole('row').filter({ hasText: title(first) });
      await expect(line.getByRole('rowheader', { name: title(first) })).toBeVisible();
      await expect(line.getByRole('cell')).toHaveCount(4);
      for (const label of [text.cart.price, text.cart.quantity, text.cart.subtotal])
        await expect(line.getByText(label, { exact: true })).toBeVisible();
      const box = await table.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      await line
        .getByRole('button', { name: fill(text.cart.removeLine, { product: title(first) }) })
        .click();
      await expect(table.getByRole('row')).toHaveCount(3);
    });

    test(`the wishlist's items are cards that fit ${width} px, with select all shown`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/shop/wishlist/');
      await ready(page);
      const w = text.wishlist;
      const table = page.getByRole('table', { name: w.caption });
      await expect(table.getByRole('row')).toHaveCount(1 + shop.demo.wishlist.length);
      await expect(table.getByRole('columnheader')).toHaveCount(5);
      for (const id of shop.demo.wishlist)
        await expect(table.getByRole('rowheader', { name: title(id) })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      // The words beside the box toggle it too.
      await table.getByText(w.selectAll, { exact: true }).click();
      for (const id of shop.demo.wishlist)
        await expect(
          page.getByRole('checkbox', { name: fill(w.selectRow, { product: title(id) }) }),
        ).toBeChecked();
      await expect(table.getByRole('button', { name: w.addToCart }).first()).toBeInViewport();
    });
  }
});
