/*
 * The wishlist page's selection and messages, pure (no React, no DOM): which rows are checked and how
 * 'Select all' shows it, what goes into the cart and what is refused, and what each action announces.
 * The page (wishlist-view.tsx) and its unit tests use them.
 */
import type { Shop } from '@/content/schema';
import { fill } from './shop-state';

type Text = Shop['text']['wishlist'];

/** What the messages need of a product. */
type Item = { id: string; title: string; stock: number };

/**
 * The checked rows among those still on the wishlist (a removed product's box no longer counts), and
 * whether 'Select all' is checked (every row) or mixed (some). A tuple, so the page's script does not
 * carry the names twice.
 */
export function selectionOf(
  selected: readonly string[],
  wishlist: readonly string[],
  rows: number,
): [checked: string[], all: boolean, mixed: boolean] {
  const checked = selected.filter((id) => wishlist.includes(id));
  const all = rows > 0 && checked.length === rows;
  return [checked, all, checked.length > 0 && !all];
}

const names = (items: readonly Item[], separator: string) =>
  items.map((p) => p.title).join(separator);

/**
 * Adding products to the cart: the ids of those in stock, which go in, and the message, which names
 * them and the refused ones. With nothing selected, nothing goes in and the message says to select first.
 */
export function cartAddition(
  items: readonly Item[],
  text: Text,
  separator: string,
): [add: string[], message: string] {
  if (items.length === 0) return [[], text.noneSelected];
  const inStock = items.filter((p) => p.stock > 0);
  const refused = items.filter((p) => p.stock <= 0);
  const message = [
    inStock.length ? fill(text.added, { products: names(inStock, separator) }) : '',
    refused.length ? fill(text.refused, { products: names(refused, separator) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return [inStock.map((p) => p.id), message];
}

/** What removing products announces (nothing selected: to select first). */
export const removalMessage = (items: readonly Item[], text: Text, separator: string) =>
  items.length === 0
    ? text.noneSelected
    : fill(text.removed, { products: names(items, separator) });
