import { expect, test } from '@playwright/test';
import { fixtureOptions, fixtureProducts, fixtureShop } from './shop-fixture';
import {
  applyFilters,
  changeFilters,
  defaultFilters,
  parseQuery,
  restOfCatalogue,
  resultsNote,
  sameFilters,
  sortChoices,
  toggled,
  type CatalogueItem,
} from '../../components/shop/catalogue-query';

/*
 * What the catalogue island shows for its filters (components/shop/catalogue-query.ts), without a
 * browser, on the fixture shop (shop-fixture.ts). The query string and the filters themselves are tested
 * in shop-logic.spec.ts.
 */

const text = fixtureShop.en.text.catalogue;
const options = fixtureOptions();
const items: CatalogueItem[] = fixtureProducts.map((p) => ({
  ...p,
  text: `${p.title} ${p.summary}`.toLowerCase(),
}));

test('a change of filter goes back to the first page; a change of page keeps the filters', () => {
  const onPage2 = { ...defaultFilters(options), page: 2, q: 'print' };
  expect(changeFilters(onPage2, { sort: 'price-asc' })).toEqual({
    ...onPage2,
    sort: 'price-asc',
    page: 1,
  });
  expect(changeFilters({ ...onPage2, page: 1 }, { page: 2 })).toEqual(onPage2);
  // The original is left as it was (React compares the old and new filters).
  expect(onPage2.page).toBe(2);
});

test('the results line reads none, the single result, or the range shown of the total', () => {
  const note = (q: string, page = 1) =>
    resultsNote(applyFilters(items, { ...defaultFilters(options), q, page }, options), text);
  expect(note('no such product anywhere')).toBe('No products found');
  const one = items[0]!.title.toLowerCase();
  expect(note(one)).toBe('Showing the single result');
  expect(note('')).toBe('Showing 1–9 of 12 results');
  expect(note('', 2)).toBe('Showing 10–12 of 12 results');
});

test('the sort choices are latest, then price up, then price down, in the page’s language', () => {
  expect(sortChoices(text)).toEqual([
    ['latest', 'Latest'],
    ['price-asc', 'Price: low to high'],
    ['price-desc', 'Price: high to low'],
  ]);
  const ar = fixtureShop.ar.text.catalogue;
  expect(sortChoices(ar).map(([, label]) => label)).toEqual([
    ar.sort.latest,
    ar.sort.priceAsc,
    ar.sort.priceDesc,
  ]);
});

test('without JavaScript the products past the first page are listed after it, newest first', () => {
  const first = applyFilters(items, defaultFilters(options), options).ids;
  const rest = restOfCatalogue(items, options);
  expect(rest).toHaveLength(items.length - options.pageSize);
  expect([...first, ...rest].sort()).toEqual(items.map((i) => i.id).sort());
  const added = (id: string) => items.find((i) => i.id === id)!.added;
  expect(added(first.at(-1)!) >= added(rest[0]!)).toBe(true);
});

test('a checkbox toggle adds a value at the end, or takes it out', () => {
  expect(toggled(['Design', 'Print'], 'Apparel')).toEqual(['Design', 'Print', 'Apparel']);
  expect(toggled(['Design', 'Print'], 'Design')).toEqual(['Print']);
  expect(toggled([], 'Design')).toEqual(['Design']);
});

test('an address read again is the same filters only when every filter matches', () => {
  const d = defaultFilters(options);
  // A page opened without a query keeps its first render's filters (the catalogue is not drawn twice).
  expect(sameFilters(parseQuery('', options), d)).toBe(true);
  expect(sameFilters(parseQuery('?sort=latest&page=1', options), d)).toBe(true);
  const changes: Partial<typeof d>[] = [
    { q: 'print' },
    { categories: ['Design'] },
    { brands: ['Walton'] },
    { tag: 'Graphics' },
    { min: d.min + 5 },
    { max: d.max - 5 },
    { sort: 'price-asc' },
    { page: 2 },
  ];
  for (const change of changes) {
    expect(sameFilters({ ...d, ...change }, d), JSON.stringify(change)).toBe(false);
    expect(sameFilters({ ...d, ...change }, { ...d, ...change })).toBe(true);
  }
  // Two groups of the same values in another order are another address.
  expect(sameFilters({ ...d, categories: ['a', 'b'] }, { ...d, categories: ['b', 'a'] })).toBe(
    false,
  );
  expect(sameFilters({ ...d, categories: ['a,b'] }, { ...d, categories: ['a', 'b'] })).toBe(false);
});
