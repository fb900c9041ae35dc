import { getProduct, getShop } from '../../content';
import { fill } from '../../components/shop/shop-state';
import { expect, type Locator, type Page } from './fixtures';

/*
 * What the cart, wishlist and checkout specs share: the products' titles, prices and totals as shown,
 * the header's cart link.
 */

export const title = (id: string) => getProduct(id)!.title;

export const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** Amounts in cents, as the shop adds them, so that 18.5 × 3 stays exact. */
const cents = (amount: number) => Math.round(amount * 100);

/** What cart or order lines come to: each product's price times its quantity. */
export const linesTotal = (lines: readonly { product: string; quantity: number }[]) =>
  lines.reduce((sum, line) => sum + cents(getProduct(line.product)!.price) * line.quantity, 0) /
  100;

/** An amount less a coupon's percentage, the discount rounded to the cent. */
export const discounted = (amount: number, percentOff: number) =>
  (cents(amount) - Math.round((cents(amount) * percentOff) / 100)) / 100;

/** The header's cart link, named by how many lines the cart holds. */
export const cartLink = (page: Page | Locator, count: number) => {
  const { header } = getShop().text;
  return page.getByRole('link', {
    name: count === 1 ? header.cartOne : fill(header.cartMany, { count }),
    exact: true,
  });
};

/** Waits until the island has hydrated and read storage, so a click reaches React. */
export const ready = (page: Page) =>
  expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
