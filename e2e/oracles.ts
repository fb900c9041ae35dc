import type { Blockquote } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { getPage, getPosts, getProjects } from '../content';
import { COLLECTIONS, type CollectionName } from '../content/collections';
import { loadCollection, loadItem, type CollectionItem } from '../content/load-collection';
import type { Locale } from '../content/locale';
import type { Post } from '../content/schema';

/*
 * The rules a test's expected values follow (DESIGN.md, Tests, "Oracles"), each in a few plain lines
 * written from the spec, the content's own notes (content/collections.ts) and what each page promises.
 * A test reads the raw items through the loaders and applies these; it never asks the function that
 * decides what a page shows (e2e/unit/oracle-sources.spec.ts refuses those by name). Where one of these
 * and the site disagree, a test fails: that is the point.
 */

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/* ---- Order ---- */

/** Posts newest first by their date; two of one day by slug, a to z. */
export const newestFirst = <T extends { date: string; slug: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => compare(b.date, a.date) || compare(a.slug, b.slug));

/** The `order` numbers of a collection's items by slug or id, read once for each reading of it. */
const orders = new WeakMap<object, Map<string, number>>();

/**
 * A hand-ordered collection (projects, team, brands, ...) in its files' `order` (1 first), two of one
 * number by their slug or id: read from the files themselves, as the loaders drop `order`.
 */

export function inOrder<N extends CollectionName>(
  name: N,
  locale: Locale = 'en',
): CollectionItem<N>[] {
  const key = COLLECTIONS[name].key;
  const idOf = (item: CollectionItem<N>) => String((item as Record<string, unknown>)[key]);
  const items = loadCollection(name, locale);
  let order = orders.get(items);
  if (!order)
    orders.set(
      items,
      (order = new Map(items.map((item) => [idOf(item), loadItem(name, idOf(item), 'en').order!]))),
    );
  const at = (item: CollectionItem<N>) => order.get(idOf(item)) ?? 0;
  return [...items].sort((a, b) => at(a) - at(b) || compare(idOf(a), idOf(b)));
}

/**
 * The item a generic detail page (service-details, team-details, case-study-details, …) shows: the one
 * its page file names `featured`, else the first of the collection.
 */
export function featured<T extends { slug: string }>(page: string, items: readonly T[]) {
  const slug = getPage(page, 'en').featured;
  return slug === undefined ? items[0] : items.find((item) => item.slug === slug);
}

/** The items before and after one, the list going round at its ends: a project's Prev and Next. */
export function neighbours<T>(items: readonly T[], item: T): { previous: T; next: T } {
  const i = items.indexOf(item);
  return {
    previous: items[(i - 1 + items.length) % items.length]!,
    next: items[(i + 1) % items.length]!,
  };
}

/* ---- The blog's terms ---- */

export type TermKind = 'category' | 'tag' | 'archive';

/** A category, tag or archive month with the posts filed under it, newest first. */
export type BlogTerm = { kind: TermKind; slug: string; name: string; href: string; posts: Post[] };

/** A name in an address: lower-case a-z and digits, each run of anything else one hyphen, none at the ends. */
export const addressWord = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** "2025-10" as the page's language names it: "October 2025". */
const monthName = (month: string, locale: Locale) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(
    locale === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB',
    {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    },
  );

/**
 * The [slug, name] of each term of a kind a post is filed under: its category; each of its tags, at the
 * address of its English twin's tag at the same place (a tag's page is one in both languages); its month.
 */
function filedUnder(post: Post, english: Post, kind: TermKind, locale: Locale): [string, string][] {
  if (kind === 'category') return [[addressWord(post.category), post.category]];
  if (kind === 'archive')
    return [[post.date.slice(0, 7), monthName(post.date.slice(0, 7), locale)]];
  return post.tags.map((tag, i) => [addressWord(english.tags[i] ?? tag), tag] as [string, string]);
}

/**
 * Every term of a kind in a language with its posts (newest first), in the blog's order: categories as
 * the newest posts first use them, months newest first, tags most used first (of as many posts, by name).
 */
export function termsOf(kind: TermKind, locale: Locale = 'en'): BlogTerm[] {
  const english = new Map(getPosts('en').map((post) => [post.slug, post]));
  const terms = new Map<string, BlogTerm>();
  for (const post of newestFirst(getPosts(locale)))
    for (const [slug, name] of filedUnder(post, english.get(post.slug) ?? post, kind, locale)) {
      const term = terms.get(slug) ?? {
        kind,
        slug,
        name,
        href: `/blog/${kind}/${slug}`,
        posts: [],
      };
      if (!term.posts.includes(post)) term.posts.push(post);
      terms.set(slug, term);
    }
  const all = [...terms.values()];
  if (kind === 'archive') return all.sort((a, b) => compare(b.slug, a.slug));
  if (kind === 'tag')
    return all.sort((a, b) => b.posts.length - a.posts.length || a.name.localeCompare(b.name));
  return all;
}

/** The posts of one term's page (every page of it), newest first; none for a term no post has. */
export const termPosts = (kind: TermKind, slug: string, locale: Locale = 'en') =>
  termsOf(kind, locale).find((term) => term.slug === slug)?.posts ?? [];

/**
 * The terms the blog's sidebar links, as components/sections/blog-sidebar.tsx promises: every category,
 * the 12 newest months, the 20 most used tags.
 */
export const sidebarTerms = (kind: TermKind, locale: Locale = 'en'): BlogTerm[] =>
  termsOf(kind, locale).slice(0, { category: Infinity, archive: 12, tag: 20 }[kind]);

/** The sidebar's Recent Posts: the three newest. */
export const recentPosts = (locale: Locale = 'en') => newestFirst(getPosts(locale)).slice(0, 3);

/**
 * The posts to read after `post` (components/sections/related-posts.tsx): never itself; those of its
 * category first, then those sharing more of its tags, then the newer; at most `limit`.
 */
export function relatedTo(post: Post, posts: readonly Post[], limit: number): Post[] {
  const shared = (other: Post) => new Set(other.tags.filter((tag) => post.tags.includes(tag))).size;
  const sameCategory = (other: Post) => (other.category === post.category ? 1 : 0);
  return newestFirst(posts)
    .filter((other) => other.slug !== post.slug)
    .sort((a, b) => sameCategory(b) - sameCategory(a) || shared(b) - shared(a))
    .slice(0, limit);
}

/** What the blog's search finds a post by: its title, excerpt, category and tags, in lower case. */
export const searchedText = (post: Post) =>
  [post.title, post.excerpt, post.category, ...post.tags].join(' ').toLowerCase();

/**
 * A quote of a post's body, its words and who said it: a last paragraph after others that opens with a
 * dash ("— Rania Haddad") is its source, shown under it.
 */
export function quoteOf(quote: Blockquote): { body: Blockquote['children']; cite?: string } {
  const last = quote.children.at(-1);
  const source =
    quote.children.length > 1 && last?.type === 'paragraph'
      ? /^[—–]\s*([\s\S]*)$/.exec(toString(last))
      : null;
  return source ? { body: quote.children.slice(0, -1), cite: source[1] } : { body: quote.children };
}

/* ---- Lists in pages ---- */

/** How many pages `count` items make at `size` a page: at least one (an empty list has its page 1). */
export const pagesFor = (count: number, size: number) => Math.max(1, Math.ceil(count / size));

/** Page `n` of the list at `root` ('/blog'): page 1 is the list's own address, page n `<root>/page/<n>`. */
export const pageAt = (root: string, n: number) => (n <= 1 ? root : `${root}/page/${n}`);

/** The items page `n` shows, `size` a page. */
export const onPage = <T>(items: readonly T[], n: number, size: number): T[] =>
  items.slice((n - 1) * size, n * size);

/** How many posts a page of the list in content/pages/<name>.json holds: as many as its first screen. */
export function postsPerPage(name: string): number {
  const index = getPage(name, 'en').sections?.find((section) => section.type === 'post-index');
  if (index?.type !== 'post-index')
    throw new Error(`content/pages/${name}.en.json has no post-index`);
  return index.initial;
}

/** The page file of each kind of term's page. */
export const TERM_PAGE = { category: 'blog-category', tag: 'blog-tag', archive: 'blog-archive' };

/** How many projects a page of the portfolio shows: its grid's `perPage`, or all of them on one page. */
export function projectsPerPage(): number {
  const grid = getPage('portfolio', 'en').sections?.find(
    (section) => section.type === 'project-grid',
  );
  const perPage = grid?.type === 'project-grid' ? grid.perPage : undefined;
  return perPage ?? Math.max(1, getProjects('en').length);
}

/**
 * The page numbers a list's pagination shows on page `page` of `pages`: all of them up to 7 pages;
 * past that the first, the last, the current one and one either side, and near an end that end's five.
 */
export function pageNumbersShown(page: number, pages: number): number[] {
  const all = Array.from({ length: pages }, (_, i) => i + 1);
  if (pages <= 7) return all;
  return all.filter(
    (n) =>
      n === 1 ||
      n === pages ||
      Math.abs(n - page) <= 1 ||
      (page <= 3 && n <= 5) ||
      (page >= pages - 2 && n > pages - 5),
  );
}

/* ---- Words and figures ---- */

/** A text of the content with its `{name}` places filled: "Remove {product}" → "Remove Mug". */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (place, key: string) =>
    key in values ? String(values[key]) : place,
  );

/** An amount in cents, so that sums such as 18.5 × 3 stay exact. */
const cents = (amount: number) => Math.round(amount * 100);

/** A cart or order line's subtotal: the product's price times the quantity. */
export const lineSubtotal = (price: number, quantity: number) => (cents(price) * quantity) / 100;

/** What lines come to: the sum of their subtotals. */
export const sumOf = (subtotals: readonly number[]) =>
  subtotals.reduce((sum, amount) => sum + cents(amount), 0) / 100;

/** An amount less a coupon's percentage, the discount rounded to the cent. */
export const discounted = (amount: number, percentOff: number) =>
  (cents(amount) - Math.round((cents(amount) * percentOff) / 100)) / 100;

/** A price as the shop writes it, two decimals, thousands grouped: "$1,234.50"; in Arabic "1,234.50 $". */
export function priceShown(amount: number, locale: Locale = 'en'): string {
  const figure = amount.toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return locale === 'ar' ? `${figure}\u00a0$` : `$${figure}`;
}

/** A date as the site writes it: "12 March 2025"; in Arabic Jordan's month names with Latin digits. */
export const dateShown = (iso: string, locale: Locale = 'en') =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(locale === 'ar' ? 'ar-JO-u-nu-latn' : 'en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** A price slider's value as it reads it out: two decimals when its step has a decimal point. */
export const rangeValueShown = (value: number, step: number) =>
  String(step).includes('.') ? value.toFixed(2) : String(value);
