'use client';
// Client: the link for client components (the menu, the cart), which read their tree from context.
// Server components use ./link, which is plain markup.
import type { ComponentProps } from 'react';
import { useLocale, useTree } from '@/components/layout/theme-tree';
import { treeHref } from './tree-href';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * The internal link inside client components: takes a root path and keeps the visitor in their tree.
 * A plain `<a>` like the server one: client-side navigation and prefetch on intent come from the one
 * document listener (components/islands/link-router), for every link of the page alike.
 */
export function ClientLink({ href, children, ...props }: LinkProps) {
  return (
    <a href={treeHref(href, useTree(), useLocale())} {...props}>
      {children}
    </a>
  );
}
