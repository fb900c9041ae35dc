'use client';
// Client because the target depends on the theme tree the link is rendered in (context), and because
// the next page is fetched when the visitor shows the intent to follow the link.
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';
import { useTree } from '@/components/layout/theme-tree';
import { treeHref } from './tree-href';

type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * The site's only internal link: takes a root path from content and keeps the visitor in their tree.
 *
 * Next would prefetch every link as it scrolls into view. That competes with the first load on a
 * phone, and each prefetched page replays its own preload hints (its hero image, a carousel's
 * stylesheet) on the page being read, where the browser reports them as preloaded but unused. So
 * a page is prefetched only on intent: pointer over the link, touch, or keyboard focus.
 */
export function Link({
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
  // Only pages of this site: not other sites, anchors or files (/images/logo.svg).
  const page = /^\/(?!\/)/.test(target) && !/\.[a-z0-9]+$/i.test(target.replace(/[?#].*$/, ''));
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
