import type { ComponentProps } from 'react';
import { serverLocale, serverTree } from '@/components/layout/server-tree';
import { treeHref } from './tree-href';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * The site's internal link in server components: takes a root path from content and keeps the visitor
 * in their tree. It is plain markup, with nothing to hydrate: a page has dozens of links, and each
 * client link costs the phone hydration work before the page answers. Client-side navigation and
 * prefetch on intent come from one listener for the whole document (components/islands/link-router).
 * Client components use ClientLink (./client-link), which does the same from the tree's context.
 */
export function Link({ href, children, ...props }: LinkProps) {
  return (
    <a href={treeHref(href, serverTree(), serverLocale())} {...props}>
      {children}
    </a>
  );
}
