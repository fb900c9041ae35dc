import { getProducts, getShop } from '../../content';
import { labelOf } from '../../components/i18n/words';
import { CART_KEY } from '../../components/shop/shop-state';
import { fill, lineSubtotal, priceShown, sumOf } from '../oracles';
import type { Target } from './driver';
import { expect, open, pollPage, test } from './fixtures';
import { arabic } from './routes';

/*
 * The demo shop in this project's engine, in both languages: add to cart, the cart's quantity, the
 * wishlist's actions, the catalogue's filter, sort and search, the price slider by arrow key in both
 * directions (mirrored in Arabic, right to left), and checkout from the billing form to the success
 * page. Texts come from content/shop.*.json and content/products.*.json.
 */

test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ driver }) => {
  await driver.resize(1280, 900);
});

const cardTitles = () =>
  [...document.querySelectorAll('main article')].map((card) =>
    (card.querySelector('h2, h3')?.textContent ?? '').trim(),
  );

for (const locale of ['en', 'ar'] as const) {
  const at = (path: string) => (locale === 'ar' ? arabic(path) : path);
  const shop = getShop(locale);
  const products = getProducts(locale);
  const title = (id: string) => products.find((p) => p.id === id)!.title;
  const price = (id: string) => products.find((p) => p.id === id)!.price;
  const { min, from, to, step } = shop.catalogue.price;
  const { pageSize } = shop.catalogue;
  const inRange = products.filter((p) => p.price >= from && p.price <= to);
  const newest = (list: typeof products) =>
    [...list].sort((a, b) => b.added.localeCompare(a.added)).map((p) => p.title);

  test.describe(locale, () => {
    test('a product goes into the cart with the quantity chosen', async ({ driver }) => {
      const text = shop.text.product;
      const { product, quantity } = shop.demo.cart[0]!;
      test.skip(
        quantity + 2 > shop.maxQuantity,
        `shop.maxQuantity (${shop.maxQuantity}) leaves no room for 2 more of the cart's first line`,
      );
      await open(driver, at(`/shop/${product}/`));
      await driver.click({ role: 'button', name: text.increase, exact: true });
      await pollPage(
        driver,
        'the quantity',
        () => (document.querySelector('main input[type="number"]') as HTMLInputElement).value,
      ).toBe('2');
      await driver.click({ role: 'button', name: text.addToCart, exact: true });
      await pollPage(driver, 'on the cart', () => location.pathname).toBe(at('/shop/cart/'));
      const row: Target = {
        role: 'spinbutton',
        name: fill(shop.text.cart.quantityOf, { product: title(product) }),
        exact: true,
      };
      await expect
        .poll(() => driver.read(row, (el) => (el as HTMLInputElement).value))
        .toBe(String(quantity + 2));
    });

    test("the cart's quantity changes the subtotal once updated", async ({ driver }) => {
      const text = shop.text.cart;
      const [first, ...rest] = shop.demo.cart;
      test.skip(shop.maxQuantity < 3, `shop.maxQuantity (${shop.maxQuantity}) is below 3`);
      await open(driver, at('/shop/cart/'));
      const quantity: Target = {
        role: 'spinbutton',
        name: fill(text.quantityOf, { product: title(first!.product) }),
        exact: true,
      };
      await driver.fill(quantity, '3');
      await driver.click({ role: 'button', name: text.updateCart, exact: true });
      const subtotal = sumOf([
        lineSubtotal(price(first!.product), 3),
        ...rest.map((i) => lineSubtotal(price(i.product), i.quantity)),
      ]);
      await pollPage(
        driver,
        'the subtotal',
        () => document.querySelector('[data-testid="cart-subtotal"]')?.textContent,
      ).toBe(priceShown(subtotal, locale));
    });

    test('the wishlist removes the row chosen with Apply Action', async ({ driver }) => {
      const text = shop.text.wishlist;
      // The second row, or the only one.
      const id = shop.demo.wishlist[Math.min(1, shop.demo.wishlist.length - 1)]!;
      await open(driver, at('/shop/wishlist/'));
      const row: Target = {
        role: 'checkbox',
        name: fill(text.selectRow, { product: title(id) }),
        exact: true,
      };
      await driver.click(row);
      expect(await driver.read(row, (el) => (el as HTMLInputElement).checked)).toBe(true);
      await driver.select({ role: 'combobox', name: text.actionsLabel, exact: true }, 'remove');
      await driver.click({ role: 'button', name: text.applyAction, exact: true });
      await expect
        .poll(() => driver.read({ role: 'status', within: 'main' }, (el) => el.textContent))
        .toBe(fill(text.removed, { products: title(id) }));
      expect(await driver.isShown(row)).toBe(false);
    });

    test("the catalogue's filter, sort and search choose and order the products", async ({
      driver,
    }) => {
      const text = shop.text.catalogue;
      test.skip(inRange.length === 0, 'no product is priced within the opening price range');
      const { category } = inRange[0]!;
      await open(driver, at('/shop/'));
      const box: Target = { role: 'checkbox', name: labelOf(category, locale), exact: true };
      await driver.click(box);
      const ofCategory = inRange.filter((p) => p.category === category);
      await pollPage(driver, 'the category', cardTitles).toEqual(
        newest(ofCategory).slice(0, pageSize),
      );
      await driver.select({ role: 'combobox', name: text.sortLabel, exact: true }, 'price-desc');
      const dearestFirst = [...ofCategory]
        .sort((a, b) => b.price - a.price)
        .map((p) => p.title)
        .slice(0, pageSize);
      await pollPage(driver, 'sorted by price', cardTitles).toEqual(dearestFirst);
      await driver.click(box);
      // The longest word of the newest title in range, as a visitor types it.
      const word = newest(inRange)[0]!
        .toLowerCase()
        .split(/\s+/)
        .reduce((a, b) => (b.length > a.length ? b : a));
      await driver.type({ role: 'searchbox', name: text.search, exact: true }, word);
      const found = inRange
        .filter((p) =>
          [p.title, p.summary, p.category, labelOf(p.category, locale), p.brand, ...p.tags]
            .concat(p.tags.map((tag) => labelOf(tag, locale)))
            .join(' ')
            .toLowerCase()
            .includes(word),
        )
        .sort((a, b) => b.price - a.price)
        .map((p) => p.title)
        .slice(0, pageSize);
      expect(found.length).toBeGreaterThan(0);
      await pollPage(driver, 'the search', cardTitles).toEqual(found);
    });

    test('the price slider moves by arrow key toward the arrow, both ways', async ({ driver }) => {
      const low: Target = { role: 'slider', name: shop.text.catalogue.minPrice, exact: true };
      await open(driver, at('/shop/'));
      const read = () =>
        driver.read(low, (el) => ({
          value: Number(el.getAttribute('aria-valuenow')),
          x: el.getBoundingClientRect().left,
        }));
      const start = await read();
      expect(start.value).toBe(from);
      // Right to left, the values grow leftwards: ArrowLeft raises the minimum, as it moves the thumb.
      const up = locale === 'ar' ? 'ArrowLeft' : 'ArrowRight';
      const down = locale === 'ar' ? 'ArrowRight' : 'ArrowLeft';
      await driver.press(low, up);
      const raised = await read();
      // The minimum stays within the range and below the maximum thumb (at `to`).
      expect(raised.value).toBe(Math.min(from + step, to));
      await driver.press(low, down);
      await driver.press(low, down);
      const lowered = await read();
      expect(lowered.value).toBe(Math.max(from - step, min));
      // The thumb goes the way of the arrow pressed (where the range left it room to move).
      if (raised.value > from) {
        if (locale === 'ar') expect(raised.x).toBeLessThan(start.x);
        else expect(raised.x).toBeGreaterThan(start.x);
      }
      if (lowered.value < from) {
        if (locale === 'ar') expect(lowered.x).toBeGreaterThan(start.x);
        else expect(lowered.x).toBeLessThan(start.x);
      }
    });

    test('checkout: the billing form filled in, the order is placed', async ({ driver }) => {
      const text = shop.text.checkout;
      const f = text.fields;
      await open(driver, at('/shop/checkout/'));
      const form: Target = { role: 'form', name: text.billing, exact: true };
      const field = (name: string): Target => ({ role: 'textbox', name, within: form });
      // The last country the shop lists, and its first region.
      const country = shop.countries.at(-1)!;
      await driver.select({ role: 'combobox', name: f.country, within: form }, country.code);
      const [region] = country.regions;
      await driver.select({ role: 'combobox', name: f.state, within: form }, region!);
      const typed: [string, string][] = [
        [f.firstName, locale === 'ar' ? 'لينا' : 'Lina'],
        [f.lastName, locale === 'ar' ? 'حدّاد' : 'Haddad'],
        [f.street, locale === 'ar' ? '12 شارع الرينبو' : '12 Rainbow Street'],
        [f.city, locale === 'ar' ? 'عمّان' : 'Amman'],
        [f.zip, '11181'],
        [f.phone, '+962 79 555 0100'],
        [f.email, 'lina@example.com'],
      ];
      for (const [name, value] of typed) await driver.type(field(name), value);
      await driver.click({ role: 'button', name: text.confirm, exact: true });
      await pollPage(driver, 'on the success page', () => location.pathname).toBe(
        at('/shop/success/'),
      );
      await pollPage(
        driver,
        'the thanks',
        () => document.querySelector('main')?.textContent,
      ).toContain(shop.text.success.thanks);
      // The order empties the cart for good: stored empty, so the next visit starts without it. It is
      // stored by an effect after the success page is shown, so the test also ends only once it is: a
      // write that came after the storage was cleared would give the next test an empty cart instead of
      // the demo one (in WebKitGTK the next test once found 2 where the demo's 1 + 2 was due).
      await pollPage(
        driver,
        'the lines of the stored cart',
        (key) =>
          (JSON.parse(localStorage.getItem(key) ?? 'null') as { lines?: unknown[] } | null)?.lines
            ?.length,
        CART_KEY,
      ).toBe(0);
    });
  });
}
