import { markdownTargets } from './markdown';

/*
 * Where the content holds Markdown, and what a link in it may point at: one table that the build's
 * content check (content/integrity.ts) and the web editor's check before a save (scripts/cms/editor.ts)
 * both read, so the two refuse the same links with the same words.
 */

/** Each file's list of items with a Markdown field: the file's name, the list's key, the field. */
export const MARKDOWN_FIELDS = [
  { file: 'services', key: 'services', field: 'body' },
  { file: 'projects', key: 'projects', field: 'body' },
  { file: 'case-studies', key: 'caseStudies', field: 'brief' },
  { file: 'posts', key: 'posts', field: 'body' },
  { file: 'jobs', key: 'jobs', field: 'summary' },
] as const;

export type MarkdownFile = (typeof MARKDOWN_FIELDS)[number]['file'];

/** Each Markdown text of one file's content (its list under `key`), with its JSON path. */
export function markdownTextsOf(file: string, data: unknown): { path: string; text: string }[] {
  const texts: { path: string; text: string }[] = [];
  for (const { key, field } of MARKDOWN_FIELDS.filter((entry) => entry.file === file)) {
    const items = (data as Record<string, unknown> | null)?.[key];
    if (!Array.isArray(items)) continue;
    items.forEach((item: unknown, i) => {
      const text = (item as Record<string, unknown> | null)?.[field];
      if (typeof text === 'string') texts.push({ path: `$.${key}[${i}].${field}`, text });
    });
  }
  return texts;
}

/** The pages a file's own items make ("/blog/<slug>/"), so that a link to an item added in the same save counts. */
const ITEM_PAGES: Record<string, { key: string; id: string; page: (id: string) => string }> = {
  posts: { key: 'posts', id: 'slug', page: (id) => `/blog/${id}/` },
  services: { key: 'services', id: 'slug', page: (id) => `/service/${id}/` },
  projects: { key: 'projects', id: 'slug', page: (id) => `/portfolio/${id}/` },
  'case-studies': { key: 'caseStudies', id: 'slug', page: (id) => `/case-study-details/${id}/` },
  team: { key: 'team', id: 'slug', page: (id) => `/team/${id}/` },
  products: { key: 'products', id: 'id', page: (id) => `/shop/${id}/` },
};

/** The root paths of the pages `data`, read from the file `file`, gives items of (empty for other files). */
export function itemPages(file: string, data: unknown): string[] {
  const shape = ITEM_PAGES[file];
  const items = shape && (data as Record<string, unknown> | null)?.[shape.key];
  if (!shape || !Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    const id = (item as Record<string, unknown> | null)?.[shape.id];
    return typeof id === 'string' && id ? [shape.page(id)] : [];
  });
}

/** The page a root-path link names ("/service/branding#process" → "/service/branding/"). */
export const linkedPage = (url: string) => url.replace(/[#?].*$/, '').replace(/\/?$/, '/');

/** Each link of a Markdown text to a root path that is not one of `pages`, as the build words it. */
export function missingPageLinks(text: string, pages: ReadonlySet<string>): string[] {
  return markdownTargets(text)
    .links.filter((link) => link.url.startsWith('/') && !pages.has(linkedPage(link.url)))
    .map(
      (link) =>
        `(${link.where}): a link to ${link.url}, which is no page of the site; expected a root path such as /service/branding/`,
    );
}
