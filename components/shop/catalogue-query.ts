/*
 * The shop catalogue's filters, pure: read from and written to the query string, applied to the
 * products, and what the catalogue island (catalogue.tsx) shows for them. Anything a visitor types into
 * the address bar is checked; what is not understood falls back to the default for that filter.
 */
import type { Shop } from '@/content/schema';
import { clampValues, normaliseSettings } from '@/components/range-slider/range-values';
import { fill } from './shop-state';

export type Sort = 'latest' | 'price-asc' | 'price-desc';
export const SORTS: readonly Sort[] = ['latest', 'price-asc', 'price-desc'];

export type CatalogueItem = {
  id: string;
  title: string;
  price: number;
  category: string;
  brand: string;
  tags: string[];
  /** ISO date the product was added: 'latest' sorts by it. */
  added: string;
  /** Lower-case text the search looks through. */
  text: string;
};

export type CatalogueOptions = {
  categories: readonly string[];
  brands: readonly string[];
  tags: readonly string[];
  /** How a category or tag is shown (components/i18n: labels); the filters keep the English value. */
  labels: Readonly<Record<string, string>>;
  price: { min: number; max: number; step: number; from: number; to: number };
  pageSize: number;
};

export type Filters = {
  q: string;
  categories: string[];
  brands: string[];
  tag: string | null;
  min: number;
  max: number;
  sort: Sort;
  page: number;
};

export const defaultFilters = (o: CatalogueOptions): Filters => ({
  q: '',
  categories: [],
  brands: [],
  tag: null,
  min: o.price.from,
  max: o.price.to,
  sort: 'latest',
  page: 1,
});

const priceSettings = (o: CatalogueOptions) =>
  normaliseSettings({ min: o.price.min, max: o.price.max, step: o.price.step });

/** Known values only, each once, in the options' order. */
const known = (values: string[], allowed: readonly string[]) =>
  allowed.filter((value) => values.includes(value));

/** A price from the query: a number within the slider's range, on its steps; else the fallback. */
function priceParam(raw: string | null, fallback: number, o: CatalogueOptions): number {
  if (raw === null || raw.trim() === '') return fallback;
  const n = Number(raw);
  const { min, max, step } = o.price;
  if (!Number.isFinite(n) || n < min || n > max) return fallback;
  return Math.min(max, Math.round((n - min) / step) * step + min);
}

/** Filters from a query string such as "?category=Design&min=20&page=2". Never throws. */
export function parseQuery(search: string, o: CatalogueOptions): Filters {
  const params = new URLSearchParams(search);
  const d = defaultFilters(o);
  const tag = params.get('tag');
  const sort = params.get('sort') as Sort | null;
  const low = priceParam(params.get('min'), d.min, o);
  const high = priceParam(params.get('max'), d.max, o);
  // A pair the slider could not show (upper not a step above the lower) falls back as a whole.
  const [min, max] =
    clampValues(priceSettings(o), low, high).join() === [low, high].join()
      ? [low, high]
      : [d.min, d.max];
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 100),
    categories: known(params.getAll('category'), o.categories),
    brands: known(params.getAll('brand'), o.brands),
    tag: tag !== null && o.tags.includes(tag) ? tag : null,
    min,
    max,
    sort: sort && SORTS.includes(sort) ? sort : d.sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for a set of filters ("" for the defaults): only what differs is written. */
export function toQuery(f: Filters, o: CatalogueOptions): string {
  const d = defaultFilters(o);
  const params = new URLSearchParams();
  if (f.q.trim()) params.set('q', f.q.trim());
  for (const category of f.categories) params.append('category', category);
  for (const brand of f.brands) params.append('brand', brand);
  if (f.tag) params.set('tag', f.tag);
  if (f.min !== d.min) params.set('min', String(f.min));
  if (f.max !== d.max) params.set('max', String(f.max));
  if (f.sort !== d.sort) params.set('sort', f.sort);
  if (f.page > 1) params.set('page', String(f.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export const isDefault = (f: Filters, o: CatalogueOptions) =>
  toQuery({ ...f, page: 1, sort: 'latest' }, o) === '';

/**
 * The newer product first. `added` is an ISO date, whose order is its characters' order, so the
 * comparison needs no collation: `localeCompare` loaded the browser's collation data on the shop's
 * first render, 10 ms of a phone's start-up at full speed (38 ms at 4x; issue 61).
 */
export const newerFirst = (a: { added: string }, b: { added: string }) =>
  a.added === b.added ? 0 : a.added < b.added ? 1 : -1;

const compare: Record<Sort, (a: CatalogueItem, b: CatalogueItem) => number> = {
  latest: newerFirst,
  'price-asc': (a, b) => a.price - b.price || newerFirst(a, b),
  'price-desc': (a, b) => b.price - a.price || newerFirst(a, b),
};

export type CataloguePage = {
  /** The ids shown on this page, in order. */
  ids: string[];
  /** Every matching id in order (the page's and the others'). */
  all: string[];
  total: number;
  page: number;
  pages: number;
  /** 1-based positions of the first and last product shown (0 when none). */
  from: number;
  to: number;
};

/** The products that pass every filter, sorted, and the requested page of them (kept in range). */
export function applyFilters(
  items: readonly CatalogueItem[],
  f: Filters,
  o: CatalogueOptions,
): CataloguePage {
  // Stryker disable next-line Regex: splitting at each white-space character only adds empty words, which every text includes
  const words = f.q.toLowerCase().split(/\s+/).filter(Boolean);
  const all = items
    .filter(
      (item) =>
        (f.categories.length === 0 || f.categories.includes(item.category)) &&
        (f.brands.length === 0 || f.brands.includes(item.brand)) &&
        (f.tag === null || item.tags.includes(f.tag)) &&
        item.price >= f.min &&
        item.price <= f.max &&
        words.every((word) => item.text.includes(word)),
    )
    .sort(compare[f.sort])
    .map((item) => item.id);
  const pages = Math.max(1, Math.ceil(all.length / o.pageSize));
  // A page beyond the last (an old link, a typed address) shows the first.
  const page = f.page >= 1 && f.page <= pages ? f.page : 1;
  const start = (page - 1) * o.pageSize;
  const ids = all.slice(start, start + o.pageSize);
  return {
    ids,
    all,
    total: all.length,
    page,
    pages,
    from: ids.length ? start + 1 : 0,
    to: start + ids.length,
  };
}

/* ---- What the catalogue island shows ---- */

type Text = Shop['text']['catalogue'];

/** The list with `value` taken out if it is there, or added at the end if not (a checkbox's toggle). */
export const toggled = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** Whether two sets of filters show the same thing (so the catalogue need not render again). */
export const sameFilters = (a: Filters, b: Filters) =>
  a.q === b.q &&
  a.categories.join('\n') === b.categories.join('\n') &&
  a.brands.join('\n') === b.brands.join('\n') &&
  a.tag === b.tag &&
  a.min === b.min &&
  a.max === b.max &&
  a.sort === b.sort &&
  a.page === b.page;

/** The filters after a change: any change but a page's shows the first page of the new results. */
export const changeFilters = (filters: Filters, change: Partial<Filters>): Filters => ({
  ...filters,
  page: 1,
  ...change,
});

/** The line over the cards: none found, one, or 'Showing 1–9 of 12'. */
export const resultsNote = (result: CataloguePage, text: Text) =>
  result.total === 0
    ? text.resultsNone
    : result.total === 1
      ? text.resultsOne
      : fill(text.results, { from: result.from, to: result.to, total: result.total });

/** The sort select's choices, in the order it lists them. */
export const sortChoices = (text: Text): [Sort, string][] => [
  ['latest', text.sort.latest],
  ['price-asc', text.sort.priceAsc],
  ['price-desc', text.sort.priceDesc],
];

/** The products past the first page with no filter: a page without JavaScript lists them too. */
export const restOfCatalogue = (items: readonly CatalogueItem[], options: CatalogueOptions) =>
  applyFilters(items, defaultFilters(options), options).all.slice(options.pageSize);
