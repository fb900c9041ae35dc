/*
 * The pages of a list of posts (the blog grid, the blog list, a category, tag or archive month) as the
 * components draw them; how a list is cut is content/list-pages.ts. Pure, as the browser's Load More
 * reads it too: 'Load More' reveals the next pages' posts from their `cards.json` (written beside each
 * later page by pipeline/post-cards.ts after the build).
 */

import { PAGE_SEGMENT } from '@/content/list-pages';

export { PAGE_SEGMENT, pageCount, pagePath } from '@/content/list-pages';

/** The file beside a later page holding its cards' HTML, for 'Load More'. */
export const CARDS_FILE = 'cards.json';

/** The posts of page `page`, `size` a page. */
export const postsOfPage = <T>(posts: readonly T[], page: number, size: number): T[] =>
  posts.slice((page - 1) * size, page * size);

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
  // Stryker disable next-line Regex: without its `$` a param such as "2x" passes here and Number() makes it NaN, refused below
  if (n === undefined || !/^[1-9]\d*$/.test(n)) return undefined;
  const page = Number(n);
  return page >= 2 ? page : undefined;
}

/** The page number of a list's `[[...page]]` params: 1 without them, n for ['page', 'n'], else undefined. */
export function pageOfParams(page: readonly string[] | undefined): number | undefined {
  if (!page || page.length === 0) return 1;
  return page.length === 2 && page[0] === PAGE_SEGMENT ? pageParam(page[1]) : undefined;
}
