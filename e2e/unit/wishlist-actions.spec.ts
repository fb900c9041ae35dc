import { expect, test } from '@playwright/test';
import { fixtureShop } from './shop-fixture';
import { cartAddition, removalMessage, selectionOf } from '../../components/shop/wishlist-actions';

/*
 * The wishlist page's selection and messages (components/shop/wishlist-actions.ts), without a browser, in
 * the fixture shop's words (shop-fixture.ts), so that the messages can be written out.
 */

const text = fixtureShop.en.text.wishlist;
const mug = { id: 'mug', title: 'Mug', stock: 4 };
const tote = { id: 'tote', title: 'Tote', stock: 1 };
const print = { id: 'print', title: 'Print', stock: 0 };

test('select all is checked with every row, mixed with some, clear with none', () => {
  const wishlist = ['mug', 'tote', 'print'];
  // [checked rows, all, mixed]
  expect(selectionOf([], wishlist, 3)).toEqual([[], false, false]);
  expect(selectionOf(['tote'], wishlist, 3)).toEqual([['tote'], false, true]);
  expect(selectionOf(['print', 'mug', 'tote'], wishlist, 3)).toEqual([
    ['print', 'mug', 'tote'],
    true,
    false,
  ]);
  // A box left checked for a product no longer on the wishlist does not count.
  expect(selectionOf(['mug', 'gone'], ['mug'], 1)).toEqual([['mug'], true, false]);
  expect(selectionOf(['gone'], [], 0)).toEqual([[], false, false]);
});

test('adding to the cart puts in what is in stock and names what is refused', () => {
  expect(cartAddition([mug, tote], text, ', ')).toEqual([
    ['mug', 'tote'],
    'Added to your cart: Mug, Tote.',
  ]);
  expect(cartAddition([mug, print], text, ', ')).toEqual([
    ['mug'],
    'Added to your cart: Mug. Out of stock, not added: Print.',
  ]);
  expect(cartAddition([print], text, ', ')).toEqual([[], 'Out of stock, not added: Print.']);
  expect(cartAddition([], text, ', ')).toEqual([[], text.noneSelected]);
});

test('removing names the products in the page’s language, or asks to select first', () => {
  expect(removalMessage([mug, tote], text, ', ')).toBe('Removed from your wishlist: Mug, Tote.');
  expect(removalMessage([], text, ', ')).toBe('Select at least one product first.');
  const ar = fixtureShop.ar.text.wishlist;
  expect(removalMessage([mug, tote], ar, '، ')).toContain('Mug، Tote');
});
