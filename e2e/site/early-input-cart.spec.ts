import { expect, test, type Page } from './fixtures';
import { getProduct, getShop } from '../../content';
import { fill } from '../oracles';
import { openEarly } from './early-input';
import { linesTotal, money, title } from './shop-helpers';

/*
 * The cart, the wishlist and the product page's quantity used before start-up (issue 16, see
 * early-input.ts): quantities, the coupon, 'Update Cart', the wishlist's rows, 'Select all' and actions.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const shop = getShop();

test.describe('cart', () => {
  const text = shop.text.cart;
  const cart = shop.demo.cart;
  const price = (id: string) => getProduct(id)!.price;
  /** The cart's lines with `product`'s quantity changed to `quantity`. */
  const changed = (product: string, quantity: number) =>
    cart.map((line) => (line.product === product ? { ...line, quantity } : line));
  /** A quantity other than the line's own. */
  const another = (line: (typeof cart)[number], wanted: number) =>
    line.quantity === wanted ? wanted + 1 : wanted;
  const quantity = (page: Page, id: string) =>
    page.getByRole('spinbutton', { name: fill(text.quantityOf, { product: title(id) }) });
  const row = (page: Page, id: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title(id) }) });

  test('a quantity typed before start-up is kept and counts once the cart is updated', async ({
    page,
  }) => {
    const first = cart[0]!;
    const typed = another(first, 3);
    const startUp = await openEarly(page, '/shop/cart/');
    await quantity(page, first.product).fill(String(typed));
    // Pressed before start-up too: held, and pressed again with the typed quantity in place.
    await page.getByRole('button', { name: text.updateCart }).click();
    await startUp();
    await expect(quantity(page, first.product)).toHaveValue(String(typed));
    await expect(page.getByRole('status')).toHaveText(text.updated);
    await expect(row(page, first.product)).toContainText(money(price(first.product) * typed));
    const subtotal = linesTotal(changed(first.product, typed));
    await expect(page.getByTestId('cart-subtotal')).toHaveText(money(subtotal));
    await expect(page.getByTestId('cart-total')).toHaveText(money(subtotal));
  });

  test('a quantity typed before start-up is kept and counts when updated after it', async ({
    page,
  }) => {
    // The second line where there is one.
    const line = cart[1] ?? cart[0]!;
    const typed = another(line, 1);
    const startUp = await openEarly(page, '/shop/cart/');
    await quantity(page, line.product).fill(String(typed));
    await startUp();
    await expect(quantity(page, line.product)).toHaveValue(String(typed));
    await page.getByRole('button', { name: text.updateCart }).click();
    await expect(row(page, line.product)).toContainText(money(price(line.product) * typed));
    await expect(page.getByTestId('cart-subtotal')).toHaveText(
      money(linesTotal(changed(line.product, typed))),
    );
  });

  test('a coupon code typed before start-up is kept and applies', async ({ page }) => {
    const startUp = await openEarly(page, '/shop/cart/');
    const code = page.getByRole('textbox', { name: text.couponLabel });
    await code.fill(shop.coupon.code);
    await page.getByRole('button', { name: text.applyCoupon }).click();
    await startUp();
    await expect(code).toHaveValue(shop.coupon.code);
    await expect(page.getByRole('status')).toHaveText(
      fill(text.couponApplied, { code: shop.coupon.code, percent: shop.coupon.percentOff }),
    );
    await expect(page.getByTestId('cart-total')).toHaveText(
      money(shop.demo.cartTotal * (1 - shop.coupon.percentOff / 100)),
    );
  });
});

test.describe('wishlist', () => {
  const text = shop.text.wishlist;
  // Its first row, and its second where there is one.
  const list = shop.demo.wishlist;
  const one = list[0]!;
  const two = list[1] ?? one;
  const selectAll = (page: Page) => page.getByRole('checkbox', { name: text.selectAll });
  const select = (page: Page, id: string) =>
    page.getByRole('checkbox', { name: fill(text.selectRow, { product: title(id) }) });
  const expectAllTicked = async (page: Page) => {
    await expect(selectAll(page)).toBeChecked();
    for (const id of shop.demo.wishlist) await expect(select(page, id)).toBeChecked();
  };

  for (const tree of ['', '/light'])
    test(`'Select all' ticked before start-up stays ticked and ticks every row${tree ? ' (light)' : ''}`, async ({
      page,
    }) => {
      const startUp = await openEarly(page, `${tree}/shop/wishlist/`);
      await selectAll(page).check();
      await startUp();
      await expectAllTicked(page);
      // And React has it: 'Add Selected to Cart' takes the in-stock rows.
      await page.getByRole('button', { name: text.addSelected }).click();
      await expect(page.getByRole('status')).toContainText(title(one));
    });

  test("a row and then 'Select all', or the other way round, end with every row ticked", async ({
    page,
  }) => {
    for (const order of [
      [select(page, one), selectAll(page)],
      [selectAll(page), select(page, two)],
    ]) {
      const startUp = await openEarly(page, '/shop/wishlist/');
      for (const box of order) await box.check();
      await startUp();
      await expectAllTicked(page);
      await page.unrouteAll();
    }
  });

  test('a row ticked and an action chosen before start-up are kept, and Apply Action acts on them', async ({
    page,
  }) => {
    const startUp = await openEarly(page, '/shop/wishlist/');
    await select(page, two).check();
    const actions = page.getByRole('combobox', { name: text.actionsLabel });
    await actions.selectOption({ label: text.actionRemove });
    await startUp();
    const others = list.filter((id) => id !== two);
    await expect(select(page, two)).toBeChecked();
    for (const id of others) await expect(select(page, id)).not.toBeChecked();
    // Ticked when that row is the only one.
    await expect(selectAll(page)).toBeChecked({ checked: others.length === 0 });
    await expect(actions).toHaveValue('remove');
    await page.getByRole('button', { name: text.applyAction }).click();
    await expect(page.getByRole('status')).toHaveText(fill(text.removed, { products: title(two) }));
    await expect(select(page, two)).toHaveCount(0);
    for (const id of others) await expect(select(page, id)).toBeVisible();
    if (!others.length) await expect(page.getByText(text.empty)).toBeVisible();
  });
});

test('product page: a quantity typed and stepped before start-up is kept and goes into the cart', async ({
  page,
}) => {
  const text = shop.text.product;
  const id = shop.demo.cart[0]!.product;
  const startUp = await openEarly(page, `/shop/${id}/`);
  const quantity = page.getByRole('spinbutton', { name: text.quantity });
  await quantity.fill('3');
  await page.getByRole('button', { name: text.increase }).click();
  await startUp();
  await expect(quantity).toHaveValue('4');
  await page.getByRole('button', { name: text.addToCart }).click();
  await expect(page).toHaveURL('/shop/cart/');
  await expect(
    page.getByRole('spinbutton', { name: fill(shop.text.cart.quantityOf, { product: title(id) }) }),
  ).toHaveValue(String(shop.demo.cart[0]!.quantity + 4));
});
