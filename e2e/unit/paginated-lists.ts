import { getPosts, getProjects } from '../../content';
import type { Locale } from '../../content/locale';
import {
  pagesFor,
  postsPerPage,
  projectsPerPage,
  TERM_PAGE,
  termsOf,
  type TermKind,
} from '../oracles';

/*
 * Every list the site cuts into pages, with the number of pages its content makes (the items read
 * through the loaders, the rules of e2e/oracles.ts, never pinned): the blog's grid and list, each
 * category, tag and archive month, the portfolio. For list-chains.spec.ts and the seeded defects
 * (e2e/seeded/seeded-defects.ts).
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
    { root: '/blog', pages: pagesFor(posts, postsPerPage('blog')), label: 'postPages' },
    { root: '/blog-list', pages: pagesFor(posts, postsPerPage('blog-list')), label: 'postPages' },
    ...TERM_KINDS.flatMap((kind) =>
      termsOf(kind, locale).map((term): List => ({
        root: term.href,
        pages: pagesFor(term.posts.length, postsPerPage(TERM_PAGE[kind])),
        label: 'postPages',
      })),
    ),
    {
      root: '/portfolio',
      pages: pagesFor(getProjects(locale).length, projectsPerPage()),
      label: 'projectPages',
    },
  ];
}
