import { getPosts, getProjects, projectsPerPage } from '../../content';
import { getTerms, pageSizeOf, TERM_PAGES, type TermKind } from '../../content/blog';
import { pageCount } from '../../content/list-pages';
import type { Locale } from '../../content/locale';

/*
 * Every list the site cuts into pages, with the number of pages its content makes (read through the
 * loaders, never pinned): the blog's grid and list, each category, tag and archive month, the portfolio.
 * For list-chains.spec.ts and the seeded defects (scripts/seed-defects.ts).
 */

const TERM_KINDS: TermKind[] = ['category', 'tag', 'archive'];

export type List = {
  /** The list's root path: '/blog', '/blog/tag/design', '/portfolio'. */
  root: string;
  pages: number;
  /** The dictionary's name of its pagination's <nav>. */
  label: 'postPages' | 'projectPages';
};

/** Every paginated list of a language. */
export function listsOf(locale: Locale): List[] {
  const posts = getPosts(locale).length;
  return [
    { root: '/blog', pages: pageCount(posts, pageSizeOf('blog')), label: 'postPages' },
    { root: '/blog-list', pages: pageCount(posts, pageSizeOf('blog-list')), label: 'postPages' },
    ...TERM_KINDS.flatMap((kind) =>
      getTerms(kind, locale).map((term): List => ({
        root: term.href,
        pages: pageCount(term.count, pageSizeOf(TERM_PAGES[kind])),
        label: 'postPages',
      })),
    ),
    {
      root: '/portfolio',
      pages: pageCount(getProjects(locale).length, projectsPerPage()),
      label: 'projectPages',
    },
  ];
}
