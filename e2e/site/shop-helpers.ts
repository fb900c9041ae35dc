import { getProduct, getShop } from '../../content';
import { discounted, fill, lineSubtotal, priceShown, sumOf } from '../oracles';
import { expect, type Locator, type Page } from './fixtures';

/*
 * What the cart, wishlist and checkout specs share: the products' titles, prices and totals as shown,
 * the header's cart link.
 */

export const title = (id: string) => getProduct(id)!.title;

/** An amount as the shop writes it in English ("$1,234.50"). */
export const money = (amount: number) => priceShown(amount, 'en');

/** What cart or order lines come to: the sum of each product's price times its quantity. */
export const linesTotal = (lines: readonly { product: string; quantity: number }[]) =>
  sumOf(lines.map((line) => lineSubtotal(getProduct(line.product)!.price, line.quantity)));

export { discounted };

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
