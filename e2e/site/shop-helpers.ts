import { getProduct, getShop } from '../../content';
import { fill } from '../../components/shop/shop-state';
import { expect, type Page } from './fixtures';

/* What the cart and wishlist specs share: the products' titles, prices as shown, the header's cart link. */

export const title = (id: string) => getProduct(id)!.title;

export const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

/** The header's cart link, named by how many lines the cart holds. */
export const cartLink = (page: Page, count: number) => {
  const { header } = getShop().text;
  return page.getByRole('link', {
    name: count === 1 ? header.cartOne : fill(header.cartMany, { count }),
    exact: true,
  });
};

/** Waits until the island has hydrated and read storage, so a click reaches React. */
export const ready = (page: Page) =>
  expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
