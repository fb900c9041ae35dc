import type { Tree } from '@/components/layout/theme-tree';

const external = /^(?:[a-z]+:|\/\/)/i;
const file = /\/[^/]+\.[a-z0-9]+$/i;

/** Adds the trailing slash the export's folders need: "/about#team" → "/about/#team". */
function withSlash(path: string): string {
  const [, pathname = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(path) ?? [];
  if (pathname.endsWith('/') || file.test(pathname)) return pathname + rest;
  return `${pathname}/${rest}`;
}

/**
 * Where a root path from content leads in the given tree: "/about" → "/light/about/" under light.
 * Files ("/images/a.svg"), anchors and other sites are the same in both trees.
 */
export function treeHref(href: string, tree: Tree): string {
  if (external.test(href) || href.startsWith('#') || file.test(href.replace(/[?#].*$/, '')))
    return href;
  const path = withSlash(href);
  return tree === 'light' ? `/light${path}` : path;
}

/** The same page in the other tree, for the theme switch. */
export function otherTreePath(pathname: string): string {
  const clean = withSlash(pathname || '/');
  if (clean === '/light/' || clean.startsWith('/light/'))
    return clean.slice('/light'.length) || '/';
  return clean === '/' ? '/light/' : `/light${clean}`;
}

/** The tree a path belongs to. */
export const treeOf = (pathname: string): Tree =>
  pathname === '/light' || pathname.startsWith('/light/') ? 'light' : 'dark';

/** Whether a resolved href is a page of this site: not another site, an anchor or a file (/images/logo.svg). */
export const isSitePage = (href: string): boolean =>
  /^\/(?!\/)/.test(href) && !file.test(href.replace(/[?#].*$/, ''));
