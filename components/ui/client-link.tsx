'use client';
// Client: the link for client components (the menu, the cart), which read their tree from context.
// Server components use ./link, which is plain markup.
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { useTree } from '@/components/layout/theme-tree';
import { isSitePage, treeHref } from './tree-href';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * The internal link inside client components: takes a root path and keeps the visitor in their tree.
 *
 * Next would prefetch every link as it scrolls into view. That competes with the first load on a
 * phone, and each prefetched page replays its own preload hints (its hero image, a carousel's
 * stylesheet) on the page being read, where the browser reports them as preloaded but unused. So
 * a page is prefetched only on intent: pointer over the link, touch, or keyboard focus.
 */
export function ClientLink({
  href,
  children,
  onPointerEnter,
  onTouchStart,
  onFocus,
  ...props
}: LinkProps) {
  const tree = useTree();
  const router = useRouter();
  const target = treeHref(href, tree);
  const page = isSitePage(target);
  const prefetch = () => {
    if (page) router.prefetch(target);
  };
  return (
    <NextLink
      href={target}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      {...props}
    >
      {children}
    </NextLink>
  );
}
