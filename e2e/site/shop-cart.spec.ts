import { expect, test } from './fixtures';
import { sidewaysInPage } from './layout-checks';
import { getShop } from '../../content';
import { CART_KEY, WISHLIST_KEY } from '../../components/shop/shop-state';
import { fill } from '../oracles';
import { cartLink, discounted, linesTotal, money, ready, title } from './shop-helpers';

/*
 * The shop's cart (issue 7), driven as a visitor would, in both trees: the demo state a first-time
 * visitor finds, the header's cart count, quantities, coupon, removal, storage across reloads and tabs,
 * corrupt storage, and the cart's lines on a phone. The wishlist is in shop-wishlist.spec.ts.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const shop = getShop();
const text = shop.text;
/** The demo cart a first-time visitor finds: its lines' products, in order, and what they come to. */
const ids = shop.demo.cart.map((line) => line.product);
const first = ids[0]!;
const lines = ids.length;
const total = linesTotal(shop.demo.cart);
/** A code that is not the demo coupon. */
const wrongCode = `NOT${shop.coupon.code}`;

for (const tree of ['', '/light']) {
  test.describe(`cart${tree ? ' (light)' : ''}`, () => {
    test('a first-time visitor finds the sample lines and what they come to', async ({ page }) => {
      await page.goto(`${tree}/shop/`);
      await expect(cartLink(page, lines)).toBeVisible();
      await cartLink(page, lines).click();
      await expect(page).toHaveURL(`${tree}/shop/cart/`);
      const rows = page.getByRole('table').getByRole('row');
      // The header row, then one row a line.
      await expect(rows).toHaveCount(1 + lines);
      for (const id of ids)
        await expect(page.getByRole('rowheader', { name: title(id) })).toBeVisible();
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(total));
      await expect(page.getByTestId('cart-total')).toHaveText(money(total));
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
      // What is typed and what Update Cart makes of it: kept, raised to 1, lowered to the maximum.
      const typed: [string, number][] = [
        ['3', 3],
        ['-5', 1],
        ['100000', shop.maxQuantity],
      ];
      const quantities = new Map(shop.demo.cart.map((line) => [line.product, line.quantity]));
      // One value a line; a cart with fewer lines than values takes the rest in further rounds.
      for (let start = 0; start < typed.length; start += lines) {
        const round = typed.slice(start, start + lines).map(([value, kept], i) => ({
          id: ids[i]!,
          value,
          kept,
        }));
        for (const { id, value } of round) await qty(id).fill(value);
        await page.getByRole('button', { name: text.cart.updateCart }).click();
        await expect(page.getByRole('status')).toHaveText(text.cart.updated);
        for (const { id, kept } of round) {
          await expect(qty(id)).toHaveValue(String(kept));
          quantities.set(id, kept);
        }
      }
      const updated = [...quantities].map(([product, quantity]) => ({ product, quantity }));
      await expect(page.getByTestId('cart-total')).toHaveText(money(linesTotal(updated)));

      // The second line, if there is one, is removed; the first stays as it was updated.
      const removed = ids[1];
      if (removed) {
        await page
          .getByRole('button', { name: fill(text.cart.removeLine, { product: title(removed) }) })
          .click();
        await expect(page.getByRole('rowheader', { name: title(removed) })).toHaveCount(0);
      }
      const left = removed ? lines - 1 : lines;
      await expect(cartLink(page, left)).toBeVisible();

      await page.reload();
      await expect(cartLink(page, left)).toBeVisible();
      await expect(qty(first)).toHaveValue(String(quantities.get(first)));
      if (removed)
        await expect(page.getByRole('rowheader', { name: title(removed) })).toHaveCount(0);
    });

    test('the demo coupon gives its discount; another code gets a message', async ({ page }) => {
      await page.goto(`${tree}/shop/cart/`);
      await ready(page);
      const field = page.getByRole('textbox', { name: text.cart.couponLabel });
      const apply = page.getByRole('button', { name: text.cart.applyCoupon });
      await apply.click();
      await expect(page.getByRole('status')).toHaveText(text.cart.couponEmpty);
      await field.fill(wrongCode);
      await apply.click();
      await expect(page.getByRole('status')).toHaveText(
        fill(text.cart.couponInvalid, { code: wrongCode }),
      );
      await expect(page.getByTestId('cart-total')).toHaveText(money(total));
      await field.fill(shop.coupon.code.toLowerCase());
      await apply.click();
      await expect(page.getByRole('status')).toHaveText(
        fill(text.cart.couponApplied, { code: shop.coupon.code, percent: shop.coupon.percentOff }),
      );
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(total));
      await expect(page.getByTestId('cart-total')).toHaveText(
        money(discounted(total, shop.coupon.percentOff)),
      );
    });

    test('an emptied cart says so and links to the shop', async ({ page }) => {
      await page.goto(`${tree}/shop/cart/`);
      await ready(page);
      for (const id of ids)
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
  await expect(cartLink(page, lines)).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(money(total));
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
  await expect(cartLink(two, lines)).toBeVisible();
  await one
    .getByRole('button', { name: fill(text.cart.removeLine, { product: title(first) }) })
    .click();
  await expect(cartLink(two, lines - 1)).toBeVisible();
});

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
      await expect(table.getByRole('row')).toHaveCount(1 + lines);
      const line = table.getByRole('row').filter({ hasText: title(first) });
      await expect(line.getByRole('rowheader', { name: title(first) })).toBeVisible();
      await expect(line.getByRole('cell')).toHaveCount(4);
      for (const label of [text.cart.price, text.cart.quantity, text.cart.subtotal])
        await expect(line.getByText(label, { exact: true })).toBeVisible();
      const box = await table.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await page.evaluate(sidewaysInPage)).toBeLessThanOrEqual(0);

      await line
        .getByRole('button', { name: fill(text.cart.removeLine, { product: title(first) }) })
        .click();
      // One row fewer; the last line gone, the cart says it is empty instead of showing a table.
      await expect(table.getByRole('row')).toHaveCount(lines > 1 ? lines : 0);
    });
  }
});

// A title an editor can give a product: one unbroken word longer than the table is wide. From md the
// cart is a table; its title column gives way and the title wraps in it, while the other columns keep
// their lines and nothing scrolls sideways, neither the page nor the table's frame.
for (const width of [768, 1280]) {
  test(`a product title of one 150-letter word wraps in its column at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/shop/cart/');
    await ready(page);
    const table = page.getByRole('table', { name: text.cart.caption });
    /** How many lines each column header's text takes. */
    const headerLines = () =>
      table.evaluate((t) =>
        [...t.querySelectorAll('th[scope="col"]')].map((th) => {
          const range = document.createRange();
          range.selectNodeContents(th);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
      );
    const before = await headerLines();
    const link = table.getByRole('rowheader').first().getByRole('link');
    const long = 'pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(4).slice(0, 150);
    await link.evaluate((a, title) => (a.textContent = title), long);
    const box = await link.boundingBox();
    expect(box!.height, 'the title wraps onto more than one line').toBeGreaterThan(40);
    expect(
      await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth),
      'the table scrolls inside its frame',
    ).toBe(true);
    expect(await page.evaluate(sidewaysInPage)).toBeLessThanOrEqual(0);
    // The other columns keep their words whole: their headers take the lines they took before.
    expect(await headerLines()).toEqual(before);
  });
}
