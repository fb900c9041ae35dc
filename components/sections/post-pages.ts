/*
 * How a list of posts (the blog grid, the blog list, a category, tag or archive month) is cut into
 * static pages: page 1 at the list's own address, page n at `<list>/page/<n>/`, each holding as many
 * posts as the list's section shows first (`initial` in its content file: 4 on the grid, 5 on the list,
 * 12 on a term's page). So page 1 is exactly the first screen the spec describes, and every page weighs
 * the same at 10 posts or 1,000. 'Load More' reveals the next pages' posts from their `cards.json`
 * (written beside each later page by scripts/post-cards.ts after the build).
 */

/** The folder of a list's later pages: `/blog/page/2/`. */
export const PAGE_SEGMENT = 'page';

/** The file beside a later page holding its cards' HTML, for 'Load More'. */
export const CARDS_FILE = 'cards.json';

/** How many pages `total` posts make at `size` a page (at least one: an empty list has its page 1). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The root path of page `page` of the list at root path `list` ('/blog'): '/blog', '/blog/page/2'. */
export const pagePath = (list: string, page: number) =>
  page <= 1 ? list : `${list.replace(/\/$/, '')}/${PAGE_SEGMENT}/${page}`;

/** The posts of page `page`, `size` a page. */
export const postsOfPage = <T>(posts: readonly T[], page: number, size: number): T[] =>
  posts.slice((page - 1) * size, page * size);

/** The numbers of the later pages (2…n), as route params. */
export const laterPages = (total: number, size: number) =>
  Array.from({ length: pageCount(total, size) - 1 }, (_, i) => ({ n: String(i + 2) }));

/**
 * The page numbers the pagination shows, with `null` for a gap: all of them up to 7 pages, else the
 * first, the last and the two around the current one ("1 … 4 5 6 … 250"): at most 7 at any size.
 */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const from = Math.max(2, Math.min(page - 1, pages - 4));
  const to = Math.min(pages - 1, Math.max(page + 1, 5));
  const middle = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return [1, ...(from > 2 ? [null] : []), ...middle, ...(to < pages - 1 ? [null] : []), pages];
}

/** A later page's number from its route param: an integer from 2, or undefined. */
export function pageParam(n: string | undefined): number | undefined {
  if (n === undefined || !/^[1-9]\d*$/.test(n)) return undefined;
  const page = Number(n);
  return page >= 2 ? page : undefined;
}
