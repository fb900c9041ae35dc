import { markdownTargets } from './markdown';

/*
 * Where the content holds Markdown, and what a link in it may point at: one table that the build's
 * content check (content/integrity.ts) and the web editor's check before a save (pipeline/cms/editor.ts)
 * both read, so the two refuse the same links with the same words.
 */

/** Each collection whose items hold Markdown (content/collections.ts), and the field that holds it. */
export const MARKDOWN_FIELDS = [
  { file: 'services', field: 'body' },
  { file: 'projects', field: 'body' },
  { file: 'case-studies', field: 'brief' },
  { file: 'posts', field: 'body' },
  { file: 'jobs', field: 'summary' },
] as const;

export type MarkdownFile = (typeof MARKDOWN_FIELDS)[number]['file'];

/** Each Markdown text of one item of the collection `file` (one item's file), with its JSON path. */
export function markdownTextsOf(file: string, item: unknown): { path: string; text: string }[] {
  return MARKDOWN_FIELDS.filter((entry) => entry.file === file).flatMap(({ field }) => {
    const text = (item as Record<string, unknown> | null)?.[field];
    return typeof text === 'string' ? [{ path: `$.${field}`, text }] : [];
  });
}

/** The page an item of each collection has ("/blog/<slug>/"), so that a link to the item being saved counts. */
const ITEM_PAGES: Record<string, { id: string; page: (id: string) => string }> = {
  posts: { id: 'slug', page: (id) => `/blog/${id}/` },
  services: { id: 'slug', page: (id) => `/service/${id}/` },
  projects: { id: 'slug', page: (id) => `/portfolio/${id}/` },
  'case-studies': { id: 'slug', page: (id) => `/case-study-details/${id}/` },
  team: { id: 'slug', page: (id) => `/team/${id}/` },
  products: { id: 'id', page: (id) => `/shop/${id}/` },
};

/** The root path of the page an item of the collection `file` gets (none for the others). */
export function itemPages(file: string, item: unknown): string[] {
  const shape = ITEM_PAGES[file];
  const id = shape && (item as Record<string, unknown> | null)?.[shape.id];
  return shape && typeof id === 'string' && id ? [shape.page(id)] : [];
}

/** The page a root-path link names ("/service/branding#process" → "/service/branding/"). */
export const linkedPage = (url: string) => url.replace(/[#?].*$/, '').replace(/\/?$/, '/');

/** Each link of a Markdown text to a root path that is not one of `pages`, with its place. */
export const missingPageLinkTargets = (text: string, pages: ReadonlySet<string>) =>
  markdownTargets(text).links.filter(
    (link) => link.url.startsWith('/') && !pages.has(linkedPage(link.url)),
  );

/** Each link of a Markdown text to a root path that is not one of `pages`, as the build words it. */
export function missingPageLinks(text: string, pages: ReadonlySet<string>): string[] {
  return missingPageLinkTargets(text, pages).map(
    (link) =>
      `(${link.where}): a link to ${link.url}, which is no page of the site; expected a root path such as /service/branding/`,
  );
}
