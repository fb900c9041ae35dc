import type { Tree } from '@/components/layout/theme-tree';
import { LOCALE_PREFIX, type Locale } from '@/content/locale';

/*
 * Where a page lives: a language and a theme around a root path. English dark is the root paths
 * ("/about/"), English light under /light/, Arabic under /ar/ and /ar/light/ ("/ar/light/about/").
 * Content holds root paths only; these functions put the visitor's language and theme around them.
 */

const external = /^(?:[a-z]+:|\/\/)/i;
const file = /\/[^/]+\.[a-z0-9]+$/i;

/** Adds the trailing slash the export's folders need: "/about#team" → "/about/#team". */
function withSlash(path: string): string {
  // Stryker disable next-line Regex,StringLiteral,ArrayDeclaration: a path has no line break, so the pattern matches from its start to its end, both groups set
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  if (pathname.endsWith('/') || file.test(pathname)) return pathname + rest;
  return `${pathname}/${rest}`;
}

/** Whether `path` is `prefix` or starts with `prefix/`. */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** "/ar/light/about/" → { locale: 'ar', tree: 'light', root: '/about/' }. */
export function splitPath(pathname: string): { locale: Locale; tree: Tree; root: string } {
  // Stryker disable next-line StringLiteral: withSlash('') is '/' already
  let path = withSlash(pathname || '/');
  let locale: Locale = 'en';
  if (under(path.replace(/\/$/, ''), LOCALE_PREFIX.ar)) {
    locale = 'ar';
    // Stryker disable next-line StringLiteral: withSlash keeps a slash after the prefix, so the rest is never empty
    path = path.slice(LOCALE_PREFIX.ar.length) || '/';
  }
  let tree: Tree = 'dark';
  if (under(path.replace(/\/$/, ''), '/light')) {
    tree = 'light';
    // Stryker disable next-line StringLiteral: withSlash keeps a slash after the prefix, so the rest is never empty
    path = path.slice('/light'.length) || '/';
  }
  return { locale, tree, root: path };
}

/** The page at root path `root` ("/about/") in a language and theme. */
export const joinPath = (root: string, tree: Tree, locale: Locale = 'en'): string =>
  `${LOCALE_PREFIX[locale]}${tree === 'light' ? '/light' : ''}${root}`;

/**
 * Where a root path from content leads in the given theme and language: "/about" → "/light/about/"
 * under light, "/ar/about/" in Arabic. Files ("/images/a.svg"), anchors and other sites are the same
 * everywhere.
 */
export function treeHref(href: string, tree: Tree, locale: Locale = 'en'): string {
  // Stryker disable next-line Regex: `.*` runs to the end without its `$` (an href holds no line break)
  if (external.test(href) || href.startsWith('#') || file.test(href.replace(/[?#].*$/, '')))
    return href;
  return joinPath(withSlash(href), tree, locale);
}

/** The same page in the other theme, same language, for the theme switch. */
export function otherTreePath(pathname: string): string {
  const { locale, tree, root } = splitPath(pathname);
  return joinPath(root, tree === 'light' ? 'dark' : 'light', locale);
}

/** The same page in the other language, same theme, for the language switch. */
export function otherLocalePath(pathname: string): string {
  const { locale, tree, root } = splitPath(pathname);
  return joinPath(root, tree, locale === 'ar' ? 'en' : 'ar');
}

/** The theme a path belongs to. */
export const treeOf = (pathname: string): Tree => splitPath(pathname).tree;

/** The language a path belongs to. */
export const localeOf = (pathname: string): Locale => splitPath(pathname).locale;

/** Whether a resolved href is a page of this site: not another site, an anchor or a file (/images/logo.svg). */
export const isSitePage = (href: string): boolean =>
  // Stryker disable next-line Regex: `.*` runs to the end without its `$` (an href holds no line break)
  /^\/(?!\/)/.test(href) && !file.test(href.replace(/[?#].*$/, ''));
