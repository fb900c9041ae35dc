'use client';
// Client because the target depends on the theme tree the link is rendered in (context).
import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useTree } from '@/components/layout/theme-tree';
import { treeHref } from './tree-href';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/** The site's only internal link: takes a root path from content and keeps the visitor in their tree. */
export function Link({ href, children, ...props }: LinkProps) {
  const tree = useTree();
  return (
    <NextLink href={treeHref(href, tree)} {...props}>
      {children}
    </NextLink>
  );
}
