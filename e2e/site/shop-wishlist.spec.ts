import { expect, test, type Page } from './fixtures';
import { sidewaysInPage } from './layout-checks';
import { getProduct, getShop } from '../../content';
import { fill } from '../oracles';
import { islandEn } from '../../components/i18n/island-dictionaries';
import { cartLink, money, ready, title } from './shop-helpers';

/*
 * The shop's wishlist (issue 7), driven as a visitor would, in both trees: the sample items with their
 * stock, the selection and 'Select all', adding to the cart, the actions, removal across a reload, and
 * the items on a phone.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const shop = getShop();
const text = shop.text;
/** Titles as a message lists them ("Mug, Tote"). */
const names = (ids: readonly string[]) => ids.map(title).join(islandEn.listSeparator);

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
      // One row unchecked: 'Select all' is unchecked, and mixed while another row stays checked.
      const last = ids.at(-1)!;
      await box(page, last).uncheck();
      if (ids.length > 1) await expect(box(page, ids[0]!)).toBeChecked();
      await expect(all).not.toBeChecked();
      expect(await all.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(
        ids.length > 1,
      );
      await box(page, last).check();
      await expect(all).toBeChecked();
      await all.uncheck();
      for (const id of ids) await expect(box(page, id)).not.toBeChecked();
      expect(await all.evaluate((el) => (el as HTMLInputElement).indeterminate)).toBe(false);
    });

    test('adds to the cart, refuses what is out of stock, and removes', async ({ page }) => {
      const outOfStock = ids.filter((id) => getProduct(id)!.stock === 0);
      const inStock = ids.filter((id) => getProduct(id)!.stock > 0);
      // Adding needs a product in stock on the demo wishlist, refusing one out of stock: where the
      // content has none of one kind, that part is left out (and said so in the report).
      const refusedOne = outOfStock[0];
      const added = inStock[0];
      if (!refusedOne)
        test.info().annotations.push({
          type: 'skip',
          description: 'refusing: no product on the demo wishlist is out of stock',
        });
      if (!added)
        test.info().annotations.push({
          type: 'skip',
          description: 'adding and Apply Action: no product on the demo wishlist is in stock',
        });
      // The header counts the cart's lines: a product already in the cart adds none.
      const cart = new Set(shop.demo.cart.map((line) => line.product));
      await page.goto(`${tree}/shop/wishlist/`);
      await ready(page);
      const status = page.getByRole('status');

      if (refusedOne) {
        await page
          .getByRole('row')
          .filter({ hasText: title(refusedOne) })
          .getByRole('button', { name: w.addToCart })
          .click();
        await expect(status).toHaveText(fill(w.refused, { products: title(refusedOne) }));
        await expect(cartLink(page, cart.size)).toBeVisible();
      }

      await page.getByRole('button', { name: w.addSelected }).click();
      await expect(status).toHaveText(w.noneSelected);

      if (added) {
        await box(page, added).check();
        await page.getByRole('button', { name: w.addSelected }).click();
        await expect(status).toHaveText(fill(w.added, { products: title(added) }));
        cart.add(added);
        await expect(cartLink(page, cart.size)).toBeVisible();
      }

      await page.getByRole('button', { name: w.addAll }).click();
      await expect(status).toHaveText(
        [
          inStock.length ? fill(w.added, { products: names(inStock) }) : '',
          outOfStock.length ? fill(w.refused, { products: names(outOfStock) }) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
      for (const id of inStock) cart.add(id);
      await expect(cartLink(page, cart.size)).toBeVisible();

      await page.getByRole('button', { name: w.applyAction }).click();
      await expect(status).toHaveText(w.noAction);
      if (added) {
        await page
          .getByRole('combobox', { name: w.actionsLabel })
          .selectOption({ label: w.actionRemove });
        await page.getByRole('button', { name: w.applyAction }).click();
        await expect(status).toHaveText(fill(w.removed, { products: title(added) }));
        await expect(page.getByRole('row').filter({ hasText: title(added) })).toHaveCount(0);
      }

      if (refusedOne)
        await page
          .getByRole('button', { name: fill(w.removeLine, { product: title(refusedOne) }) })
          .click();
      await page.reload();
      await ready(page);
      // The header row and one a product left; with none left, no table but the empty wishlist.
      const left = ids.filter((id) => id !== added && id !== refusedOne);
      await expect(page.getByRole('row')).toHaveCount(left.length ? 1 + left.length : 0);
      for (const id of left)
        await expect(page.getByRole('row').filter({ hasText: title(id) })).toHaveCount(1);
      if (!left.length) await expect(page.getByText(w.empty)).toBeVisible();
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
      expect(await page.evaluate(sidewaysInPage)).toBeLessThanOrEqual(0);

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
