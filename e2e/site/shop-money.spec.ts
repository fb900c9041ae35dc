import fc from 'fast-check';
import { expect, test, type Page } from '@playwright/test';
import { getProducts, getShop } from '../../content';
import type { Locale } from '../../content/locale';
import { CART_KEY } from '../../components/shop/shop-state';
import { discounted, lineSubtotal, priceShown, sumOf } from '../oracles';

/*
 * The shop's arithmetic wherever it shows money, for carts made up by fast-check (1 to 5 products of the
 * catalogue, each 1 to the shop's largest quantity, the coupon applied or not), in both languages: the
 * cart's lines (price, and subtotal = price x quantity), its subtotal (the lines' sum) and total (less the
 * coupon's percentage, rounded to the cent), and the checkout's order summary of the same cart. The
 * rules are written in e2e/oracles.ts from the spec; the prices and the coupon come from the content.
 * The product pages' and the catalogue's prices are each the product's own (shop-catalogue.spec.ts,
 * shop-product.spec.ts); the success page's sample order is checked below by the same rules.
 */

const RUNS = 3;
const shop = getShop('en');
const products = getProducts('en');

type Cart = { lines: { id: string; quantity: number }[]; coupon: boolean };

const carts: Cart[] = fc.sample(
  fc.record({
    lines: fc.uniqueArray(
      fc.record({
        id: fc.constantFrom(...products.map((p) => p.id)),
        quantity: fc.integer({ min: 1, max: shop.maxQuantity }),
      }),
      { minLength: 1, maxLength: Math.min(5, products.length), selector: (line) => line.id },
    ),
    coupon: fc.boolean(),
  }),
  { numRuns: RUNS, seed: 75 },
);

test.use({ viewport: { width: 1280, height: 900 } });

/** What a cart comes to by the rules: each line's subtotal, their sum, and the total. */
function expected(cart: Cart, locale: Locale) {
  const catalogue = new Map(getProducts(locale).map((p) => [p.id, p]));
  const lines = cart.lines.map(({ id, quantity }) => {
    const product = catalogue.get(id)!;
    return { title: product.title, price: product.price, quantity };
  });
  const subtotal = sumOf(lines.map((l) => lineSubtotal(l.price, l.quantity)));
  const total = cart.coupon ? discounted(subtotal, shop.coupon.percentOff) : subtotal;
  return { lines, subtotal, total };
}

/** Opens `path` with `cart` in the browser's storage, as a visitor who filled it before. */
async function openWith(page: Page, path: string, cart: Cart) {
  const stored = JSON.stringify({
    v: 1,
    lines: cart.lines,
    coupon: cart.coupon ? shop.coupon.code : null,
  });
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [CART_KEY, stored],
  );
  await page.goto(path);
  await expect(page.locator('html[data-interactive]')).toBeAttached();
}

/** The visible text of each cell of each body row of the page's first table, in order. */
const rowsOf = (page: Page) =>
  page
    .getByRole('table')
    .first()
    .evaluate((table: HTMLTableElement) =>
      [...table.tBodies[0]!.rows].map((row) =>
        [...row.cells].map((cell) => cell.innerText.replace(/[ \t\r\n]+/g, ' ').trim()),
      ),
    );

for (const locale of ['en', 'ar'] as const) {
  const root = locale === 'ar' ? '/ar' : '';
  carts.forEach((cart, run) => {
    test(`cart ${run + 1} of ${RUNS} adds up on the cart and the checkout (${locale})`, async ({
      page,
    }) => {
      const want = expected(cart, locale);
      const money = (amount: number) => priceShown(amount, locale);

      await openWith(page, `${root}/shop/cart/`, cart);
      await expect(page.getByTestId('cart-subtotal')).toHaveText(money(want.subtotal));
      const rows = await rowsOf(page);
      expect(rows.map((cells) => [cells[0], cells[1], cells[3]])).toEqual(
        want.lines.map((l) => [l.title, money(l.price), money(lineSubtotal(l.price, l.quantity))]),
      );
      await expect(page.getByTestId('cart-total')).toHaveText(money(want.total));

      await page.goto(`${root}/shop/checkout/`);
      await expect(page.getByTestId('order-total')).toHaveText(money(want.total));
      const summary = await rowsOf(page);
      expect(summary).toEqual(
        want.lines.map((l) => [
          `${l.title} × ${l.quantity}`,
          money(lineSubtotal(l.price, l.quantity)),
        ]),
      );
    });
  });

  test(`the success page's sample order adds up (${locale})`, async ({ page }) => {
    // A visitor who has placed no order sees the shop's sample order.
    const want = expected(
      {
        lines: getShop(locale).sampleOrder.lines.map((l) => ({
          id: l.product,
          quantity: l.quantity,
        })),
        coupon: false,
      },
      locale,
    );
    await page.goto(`${root}/shop/success/`);
    await expect(page.getByTestId('order-total')).toHaveText(priceShown(want.total, locale));
    expect(await rowsOf(page)).toEqual(
      want.lines.map((l) => [
        `${l.title} × ${l.quantity}`,
        priceShown(lineSubtotal(l.price, l.quantity), locale),
      ]),
    );
  });
}
