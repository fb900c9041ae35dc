import { expect, test } from '@playwright/test';
import { fixtureOptions, fixtureProducts, fixtureShop } from './shop-fixture';
import {
  applyFilters,
  changeFilters,
  defaultFilters,
  isDefault,
  parseQuery,
  restOfCatalogue,
  resultsNote,
  sameFilters,
  sortChoices,
  toggled,
  toQuery,
  type CatalogueItem,
  type CatalogueOptions,
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
  expect(sameFilters({ ...d, categories: ['ab'] }, { ...d, categories: ['a', 'b'] })).toBe(false);
  expect(sameFilters({ ...d, brands: ['ab'] }, { ...d, brands: ['a', 'b'] })).toBe(false);
  const two = { ...d, categories: ['a', 'b'], brands: ['c', 'd'] };
  expect(sameFilters(two, { ...two })).toBe(true);
});

/* ---- A small synthetic catalogue: prices from 3 to 106 in steps of 5 (3, 8, …, 103, then 106) ---- */

const small: CatalogueOptions = {
  categories: ['A', 'B', 'C'],
  brands: ['X', 'Y'],
  tags: ['t1', 't2'],
  labels: {},
  price: { min: 3, max: 106, step: 5, from: 13, to: 53 },
  pageSize: 2,
};
const item = (
  id: string,
  price: number,
  category: string,
  brand: string,
  tags: string[],
  added: string,
  text: string,
): CatalogueItem => ({ id, title: id, price, category, brand, tags, added, text });
// d comes before c, though c is newer: ties of price must be sorted, not left as given.
const five = [
  item('a', 3, 'A', 'X', ['t1'], '2026-01-03', 'blue mug large'),
  item('b', 106, 'B', 'Y', ['t2'], '2026-01-05', 'red mug'),
  item('d', 50, 'C', 'X', ['t1', 't2'], '2026-01-01', 'green print'),
  item('c', 50, 'A', 'Y', [], '2026-01-05', 'blue tote'),
  item('e', 20, 'B', 'X', ['t2'], '2026-01-04', 'blue print'),
];
const everything = { ...defaultFilters(small), min: 3, max: 106 };
const shown = (change: object) => applyFilters(five, { ...everything, ...change }, small).all;

test('prices in the address snap to the slider’s steps and stay within its range', () => {
  const price = (query: string) => {
    const { min, max } = parseQuery(query, small);
    return [min, max];
  };
  expect(price('?min=9')).toEqual([8, 53]);
  expect(price('?max=105')).toEqual([13, 103]);
  // 106 is the range's end, not a step: rounding it up to 108 would leave the range.
  expect(price('?min=3&max=106')).toEqual([3, 106]);
  // Outside the range, empty or blank: the default.
  expect(price('?min=2&max=107')).toEqual([13, 53]);
  expect(price('?min=&max=%20')).toEqual([13, 53]);
  // Both handles on one value is a pair the slider cannot show: both go back.
  expect(price('?min=48&max=48')).toEqual([13, 53]);
  expect(price('?min=48&max=53')).toEqual([48, 53]);
});

test('the address gives the search up to 100 characters, the sort, the tag and the page', () => {
  expect(parseQuery(`?q=${'x'.repeat(150)}`, small).q).toHaveLength(100);
  expect(parseQuery('?sort=price-asc&tag=t2&page=3', small)).toMatchObject({
    sort: 'price-asc',
    tag: 't2',
    page: 3,
  });
  expect(parseQuery('?page=1', small).page).toBe(1);
  expect(parseQuery('?page=0', small).page).toBe(1);
  expect(parseQuery('?page=', small).page).toBe(1);
});

test('the address leaves out a blank search and trims one with spaces', () => {
  const d = defaultFilters(small);
  expect(toQuery({ ...d, q: '  mug ' }, small)).toBe('?q=mug');
  expect(toQuery({ ...d, q: '   ' }, small)).toBe('');
  expect(toQuery({ ...d, min: 8, page: 1 }, small)).toBe('?min=8');
});

test('the filters are at their defaults whatever the page and the sort', () => {
  const d = defaultFilters(small);
  expect(isDefault({ ...d, page: 3, sort: 'price-desc' }, small)).toBe(true);
  expect(isDefault({ ...d, q: 'mug' }, small)).toBe(false);
  expect(isDefault({ ...d, tag: 't1' }, small)).toBe(false);
  expect(isDefault({ ...d, max: 58 }, small)).toBe(false);
});

test('newest first, ties of date as listed; by price, ties of price newest first', () => {
  expect(shown({})).toEqual(['b', 'c', 'e', 'a', 'd']);
  expect(shown({ sort: 'price-asc' })).toEqual(['a', 'e', 'c', 'd', 'b']);
  expect(shown({ sort: 'price-desc' })).toEqual(['b', 'c', 'd', 'e', 'a']);
});

test('each filter keeps only what matches it; the price range includes both ends', () => {
  expect(shown({ categories: ['A', 'C'] })).toEqual(['c', 'a', 'd']);
  expect(shown({ brands: ['Y'] })).toEqual(['b', 'c']);
  expect(shown({ tag: 't1' })).toEqual(['a', 'd']);
  expect(shown({ categories: ['A'], brands: ['Y'] })).toEqual(['c']);
  expect(shown({ min: 4, max: 105 })).toEqual(['c', 'e', 'd']);
  // Every word, in any order and case, anywhere in the text.
  expect(shown({ q: 'MUG  blue' })).toEqual(['a']);
  expect(shown({ q: '  ' })).toHaveLength(5);
});

test('pages hold the page size; the last may hold fewer; none found is one empty page', () => {
  const page = (n: number, change: object = {}) =>
    applyFilters(five, { ...everything, ...change, page: n }, small);
  expect(page(3)).toMatchObject({ ids: ['d'], total: 5, page: 3, pages: 3, from: 5, to: 5 });
  expect(page(2)).toMatchObject({ ids: ['e', 'a'], from: 3, to: 4 });
  expect(page(4)).toMatchObject({ ids: ['b', 'c'], page: 1 });
  expect(page(0)).toMatchObject({ ids: ['b', 'c'], page: 1 });
  expect(page(1, { q: 'nothing' })).toEqual({
    ids: [],
    all: [],
    total: 0,
    page: 1,
    pages: 1,
    from: 0,
    to: 0,
  });
});
