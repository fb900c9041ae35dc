import type { Metadata } from 'next';
import { getPageMeta, getSite } from '@/content';
import { seoMetadata } from '@/components/seo/page-seo';

/** Metadata shared by every page: the "<page> - <site>" title template and the description. */
export function siteMetadata(): Metadata {
  const site = getSite();
  return {
    metadataBase: new URL(site.url),
    title: { template: `%s - ${site.name}`, default: site.name },
    description: site.description,
    applicationName: site.name,
  };
}

/** The page files whose page is not at `/<name>`: the shop's, under /shop. */
const PATHS: Readonly<Record<string, string>> = {
  shop: '/shop',
  cart: '/shop/cart',
  checkout: '/shop/checkout',
  success: '/shop/success',
  wishlist: '/shop/wishlist',
};

/**
 * A page's head from its content/pages/<name>.json: title, description, canonical URL, social card. `path`
 * is the page's dark-tree path, `/<name>` unless given (or listed above).
 */
export function pageMetadata(name: string, path = PATHS[name] ?? `/${name}`): Metadata {
  const meta = getPageMeta(name);
  return seoMetadata({
    path,
    title: meta.title,
    description: meta.description,
    section: meta.eyebrow,
  });
}
