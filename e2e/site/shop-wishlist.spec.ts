import { expect, test, type Page } from './fixtures';
import { getProduct, getShop } from '../../content';
import { fill } from '../../components/shop/shop-state';
import { cartLink, money, ready, title } from './shop-helpers';

/*
 * The shop's wishlist (issue 7), driven as a visitor would, in both trees: the sample items with their
 * stock, the selection and 'Select all', adding to the cart, the actions, removal across a reload, and
 * the items on a phone.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const shop = getShop();
const text = shop.text;

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
