/*
 * How a list of posts is cut into static pages (no imports: the browser's Load More reads these too).
 * Page 1 is at the list's own address, page n at `<list>/page/<n>/`; a page holds as many posts as the
 * list shows first (`initial` of its post-index section: 4 on the grid, 5 on the list, 12 on a term's
 * page), so page 1 is the spec's first screen and every page weighs the same at any number of posts.
 */

/** The folder of a list's later pages: `/blog/page/2/`. */
export const PAGE_SEGMENT = 'page';

/** How many pages `total` posts make at `size` a page (at least one: an empty list has its page 1). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** The root path of page `page` of the list at root path `list` ('/blog'): '/blog', '/blog/page/2'. */
export const pagePath = (list: string, page: number) =>
  page <= 1 ? list : `${list.replace(/\/$/, '')}/${PAGE_SEGMENT}/${page}`;
