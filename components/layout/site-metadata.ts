import type { Metadata } from 'next';
import { getPageMeta, getSite } from '@/content';
import { enterLocale, localeOfParams, type Locale } from '@/content/locale';
import { seoMetadata } from '@/components/seo/page-seo';

/** Metadata shared by every page of a language: the "<page> - <site>" title template and the description. */
export function siteMetadata(locale: Locale = 'en'): Metadata {
  const site = getSite(locale);
  return {
    metadataBase: new URL(site.url),
    title: { template: `%s - ${site.name}`, default: site.name },
    description: site.description,
    applicationName: site.name,
  };
}

/**
 * A page's `generateMetadata` in the language of its route: Arabic routes sit under the `[lang]`
 * segment, so their params say `lang: 'ar'`. The language is entered before `build` runs, because Next
 * may resolve metadata before the root layout has rendered (and entered it): the content loaders and
 * seoMetadata() called by `build` then read the right language.
 */
export function localized<P extends object>(
  build: (params: P, locale: Locale) => Metadata | Promise<Metadata>,
) {
  return async ({ params }: { params: Promise<P> }): Promise<Metadata> => {
    const resolved = await params;
    const locale = localeOfParams(resolved);
    enterLocale(locale);
    return build(resolved, locale);
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
 * A page's `generateMetadata` from its content/pages/<name>.json: title, description, canonical URL,
 * social card. `path` is the page's root path, `/<name>` unless given (or listed above).
 */
export function pageMetadata(name: string, path = PATHS[name] ?? `/${name}`) {
  return localized((_params, locale) => {
    const meta = getPageMeta(name, locale);
    return seoMetadata(
      { path, title: meta.title, description: meta.description, section: meta.eyebrow },
      locale,
    );
  });
}
