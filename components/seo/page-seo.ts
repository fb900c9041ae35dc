import type { Metadata } from 'next';
import { getSite } from '@/content';
import { contentLocale, LOCALE_PREFIX, LOCALES, type Locale } from '@/content/locale';

/*
 * What search engines and link previews read in a page's <head>: the canonical URL, the description, Open
 * Graph and Twitter card tags with the page's own 1200x630 card, and the blog's RSS feed on blog pages.
 *
 * Every page describes itself by its dark-tree path in its language. The light twins re-export the dark
 * page's `generateMetadata`, so they get the same canonical URL (search engines see one page, not two) and
 * share its card. Each language is its own page: /about/ and /ar/about/ name each other (hreflang, with
 * English as x-default), each has its card in its language (/og/about.png, /og/ar/about.png). The cards are drawn after the export from these very tags (pipeline/seo/og-images.ts): the
 * title from og:title and the section from `<meta name="category">`.
 */

export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** The blog's RSS feed in each language, written by the post-export step (pipeline/seo/rss.ts). */
export const rssPath = (locale: Locale) => `${LOCALE_PREFIX[locale]}/blog/rss.xml`;

/** Open Graph's names of the languages. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ar: 'ar_JO' };

/** `about`, `/about`, `/about/` → `/about/` (the export's trailing-slash form, as in sitemap.xml). */
export function pagePath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** A page's path in a language: `/about` → `/about/`, `/ar/about/`. */
export const localePath = (path: string, locale: Locale) =>
  `${LOCALE_PREFIX[locale]}${pagePath(path)}`;

/** A root path as an absolute URL on the site URL of content/site.json. */
export const absoluteUrl = (path: string) => new URL(path, getSite().url).href;

/** Where a page's card is: `/` → `/og/index.png`, `/blog/a-post/` → `/og/blog/a-post.png`. */
export function ogImagePath(path: string): string {
  const trimmed = pagePath(path).slice(1, -1);
  return `/og/${trimmed || 'index'}.png`;
}

/** The blog's pages, which name its feed: /blog/ and /blog-list/ with every page after their first. */
const isBlogPath = (path: string) => /^\/blog(-list)?\//.test(path);

export interface PageSeo {
  /** The page's path in the dark tree (`/blog/a-post`); the light twin uses the same. */
  path: string;
  /** The page's own title, without the site name (the layout's template adds it to <title>). */
  title: string;
  description: string;
  /** The part of the site the page belongs to, shown above the title on its card (its eyebrow). */
  section: string;
  /** `article` for a blog post, with its date. */
  article?: { published: string; author: string; tags: string[] };
  robots?: Metadata['robots'];
  /**
   * Another page whose card this page shows instead of drawing its own: a later page of a list of posts
   * (`/blog/page/2/`) shows its list's (`/blog/`), which names the same list (components/sections/
   * post-list-page.tsx). Its dark-tree path and its title, which the card shows and its alt text names.
   */
  card?: { path: string; title: string };
}

/**
 * The head tags of one page in the language being rendered: canonical, its twin in the other language,
 * description, Open Graph, Twitter card and (on blog pages) RSS.
 */
export function seoMetadata(page: PageSeo, locale: Locale = contentLocale()): Metadata {
  const site = getSite(locale);
  const path = localePath(page.path, locale);
  const url = absoluteUrl(path);
  const languages = Object.fromEntries(
    LOCALES.map((lang) => [lang, absoluteUrl(localePath(page.path, lang))]),
  );
  const card = page.card ?? page;
  const image = {
    url: absoluteUrl(ogImagePath(localePath(card.path, locale))),
    ...OG_IMAGE,
    // "Studio: About us, Rawnaq"; the section left out where it is the title (the homes), and the
    // language's own comma between the title and the site's name.
    alt: `${page.section === card.title ? '' : `${page.section}: `}${card.title}${locale === 'ar' ? '،' : ','} ${site.name}`,
    type: 'image/png',
  };
  const common = {
    title: page.title,
    description: page.description,
    url,
    siteName: site.name,
    locale: OG_LOCALE[locale],
    alternateLocale: LOCALES.filter((lang) => lang !== locale).map((lang) => OG_LOCALE[lang]),
  };
  return {
    title: page.title,
    description: page.description,
    category: page.section,
    alternates: {
      canonical: url,
      languages: { ...languages, 'x-default': languages.en },
      ...(isBlogPath(pagePath(page.path))
        ? {
            types: {
              'application/rss+xml': [
                {
                  url: absoluteUrl(rssPath(locale)),
                  title: locale === 'ar' ? `مدونة ${site.name}` : `${site.name} blog`,
                },
              ],
            },
          }
        : {}),
    },
    openGraph: page.article
      ? {
          ...common,
          type: 'article',
          publishedTime: page.article.published,
          authors: [page.article.author],
          section: page.section,
          tags: page.article.tags,
          images: [image],
        }
      : { ...common, type: 'website', images: [image] },
    // The image's alt, type and size are Open Graph's (X reads them there); Next copies the title and text.
    twitter: { card: 'summary_large_image', images: [image.url] },
    ...(page.robots ? { robots: page.robots } : {}),
  };
}
