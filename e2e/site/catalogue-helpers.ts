import { getProducts, getShop } from '../../content';
import { fill } from '../oracles';
import type { Page } from './fixtures';
import { ready } from './shop-helpers';

/*
 * What the catalogue's specs (shop-catalogue, shop-price-slider) share, read from the content: the
 * products a filter leaves, how they fall into pages, the results note, the cards and the slider's
 * thumbs.
 */

export const shop = getShop();
export const text = shop.text.catalogue;
export const products = getProducts();
export const { from, to } = shop.catalogue.price;

/** Product titles a filter should leave, newest first, as the catalogue sorts by default. */
export const expectTitles = (keep: (p: (typeof products)[number]) => boolean) =>
  products
    .filter((p) => p.price >= from && p.price <= to && keep(p))
    .sort((a, b) => b.added.localeCompare(a.added))
    .map((p) => p.title);

/*
 * What the catalogue opens on, read from the content: the products in the default price range, newest
 * first, and how they fall into pages.
 */
export const shown = expectTitles(() => true);
export const { pageSize } = shop.catalogue;
export const pages = Math.max(1, Math.ceil(shown.length / pageSize));
export const firstPage = Math.min(pageSize, shown.length);

/** The results note for cards `first`–`last` of `total`, as components/shop/catalogue-query.ts words it. */
export const results = (first: number, last: number, total: number) =>
  total === 0
    ? text.resultsNone
    : total === 1
      ? text.resultsOne
      : fill(text.results, { from: first, to: last, total });
/** The results note for the first page of `total` results. */
export const firstResults = (total: number) => results(1, Math.min(pageSize, total), total);

export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any results note the content's templates can make ("{from}" and the like stand for numbers). */
export const anyNote = new RegExp(
  `^(?:${escape(text.resultsNone)}|${escape(text.resultsOne)}|${escape(text.results).replace(/\\\{\w+\\\}/g, '\\d+')})$`,
);

/** How many of these results the first page shows. */
export const onFirstPage = (titles: readonly string[]) => Math.min(pageSize, titles.length);
/** A title's longest word, lower-case: something to search for. */
export const longestWord = (title: string) =>
  title
    .toLowerCase()
    .split(/\s+/)
    .reduce((a, b) => (b.length > a.length ? b : a));

export const cards = (page: Page) => page.getByRole('main').locator('article');
export const note = (page: Page) => page.getByText(anyNote);
export const minThumb = (page: Page) => page.getByRole('slider', { name: text.minPrice });
export const maxThumb = (page: Page) => page.getByRole('slider', { name: text.maxPrice });

export async function open(page: Page, path = '/shop/') {
  await page.goto(path);
  await ready(page);
}
