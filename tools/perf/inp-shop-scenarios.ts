import type { Page } from '@playwright/test';
import {
  button,
  expectTrue,
  notes,
  statusSays,
  typeWord,
  urlIs,
  type Scenario,
} from './inp-scenario';

/*
 * The shop's interactions that `npm run perf -- --inp` measures: the product page's buttons, the
 * wishlist's and the cart's controls, the catalogue's filters, sort, search and price range, and placing
 * an order at checkout.
 */

const firstRowCheckbox = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('checkbox', { name: /^Select (?!all$)/ })
    .first();
const cartQuantity = (page: Page) =>
  page.getByRole('spinbutton', { name: /^Quantity of / }).first();
const minimumPrice = (page: Page) => page.getByRole('slider', { name: 'Minimum price' });
const shopNote = (page: Page) => page.locator('p[aria-live="polite"]').first();

export const SHOP_SCENARIOS: Scenario[] = [
  {
    name: 'add to cart',
    path: '/shop/aurora-poster-set/',
    act: (page) => button(page, 'Add to cart').click(),
    check: (page) => expectTrue('cart page opened', urlIs(page, '/shop/cart/')),
  },
  {
    name: 'wishlist add',
    path: '/shop/aurora-poster-set/',
    act: (page) => button(page, 'Add to wishlist').click(),
    check: (page) => expectTrue('wishlist message', statusSays(page, 'is on your wishlist')),
  },
  {
    name: 'wishlist select (toggle)',
    path: '/shop/wishlist/',
    act: (page) => firstRowCheckbox(page).click(),
    check: (page) => expectTrue('row selected', firstRowCheckbox(page).isChecked()),
  },
  {
    name: 'cart quantity change',
    path: '/shop/cart/',
    prepare: async (page) => {
      await cartQuantity(page).focus();
      notes.set(page, await cartQuantity(page).inputValue());
    },
    act: (page) => page.keyboard.press('ArrowUp'),
    check: async (page) =>
      expectTrue(
        'quantity raised',
        Number(await cartQuantity(page).inputValue()) === Number(notes.get(page)) + 1,
      ),
  },
  {
    name: 'cart update',
    path: '/shop/cart/',
    prepare: async (page) => {
      await cartQuantity(page).focus();
      await page.keyboard.press('ArrowUp');
    },
    act: (page) => button(page, 'Update Cart').click(),
    check: (page) => expectTrue('cart updated', statusSays(page, 'Your cart was updated.')),
  },
  {
    name: 'cart remove',
    path: '/shop/cart/',
    act: (page) =>
      button(page, /^Remove /)
        .first()
        .click(),
    check: (page) => expectTrue('line removed', statusSays(page, 'was removed from your cart')),
  },
  {
    name: 'shop filter (category)',
    path: '/shop/',
    act: (page) =>
      page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().click(),
    check: (page) =>
      expectTrue(
        'category checked',
        page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().isChecked(),
      ),
  },
  {
    name: 'shop sort (select)',
    path: '/shop/',
    // A closed <select> on Linux takes the arrow keys itself: the next option is chosen at once.
    prepare: (page) => page.getByRole('combobox', { name: 'Sort by' }).focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
    check: async (page) =>
      expectTrue(
        'sorted by price',
        (await page.getByRole('combobox', { name: 'Sort by' }).inputValue()) === 'price-asc',
      ),
  },
  {
    name: 'shop search (typing)',
    path: '/shop/',
    prepare: async (page) => {
      await page.getByRole('searchbox', { name: 'Search products' }).focus();
      notes.set(page, (await shopNote(page).textContent()) ?? '');
    },
    act: (page) => typeWord(page, 'print'),
    check: async (page) =>
      expectTrue('results narrowed', (await shopNote(page).textContent()) !== notes.get(page)),
  },
  {
    name: 'price range (ArrowRight)',
    path: '/shop/',
    prepare: async (page) => {
      await minimumPrice(page).focus();
      notes.set(page, (await minimumPrice(page).getAttribute('aria-valuenow')) ?? '');
    },
    act: (page) => page.keyboard.press('ArrowRight'),
    check: async (page) =>
      expectTrue(
        'minimum raised',
        Number(await minimumPrice(page).getAttribute('aria-valuenow')) > Number(notes.get(page)),
      ),
  },
  {
    name: 'price range (drag)',
    path: '/shop/',
    prepare: async (page) => {
      await minimumPrice(page).scrollIntoViewIfNeeded();
      notes.set(page, (await minimumPrice(page).getAttribute('aria-valuenow')) ?? '');
    },
    act: async (page) => {
      const box = await minimumPrice(page).boundingBox();
      if (!box) throw new Error('the Minimum price thumb has no box');
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + 60, y, { steps: 6 });
      await page.mouse.up();
    },
    check: async (page) =>
      expectTrue(
        'minimum dragged',
        Number(await minimumPrice(page).getAttribute('aria-valuenow')) > Number(notes.get(page)),
      ),
  },
];

/** Placing an order: the last interaction of the table. */
export const CHECKOUT_SCENARIO: Scenario = {
  name: 'checkout submit',
  path: '/shop/checkout/',
  prepare: async (page) => {
    // The footer's newsletter form has an 'Email address' too.
    const form = page.getByRole('form', { name: 'Billing details' });
    const field = (label: string) => form.getByLabel(label, { exact: true });
    await field('First name').fill('Lina');
    await field('Last name').fill('Haddad');
    await field('Street address').fill('12 Rainbow Street');
    await field('Town / City').fill('New York');
    await field('State').selectOption('New York');
    await field('ZIP Code').fill('10001');
    await field('Phone').fill('+1 212 555 0100');
    await field('Email address').fill('lina@example.com');
  },
  act: (page) => button(page, 'Confirm order').click(),
  check: (page) => expectTrue('order placed', urlIs(page, '/shop/success/')),
};
