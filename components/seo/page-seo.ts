import type { Metadata } from 'next';
import { getSite } from '@/content';

/*
 * What search engines and link previews read in a page's <head>: the canonical URL, the description, Open
 * Graph and Twitter card tags with the page's own 1200x630 card, and the blog's RSS feed on blog pages.
 *
 * Every page describes itself by its dark-tree path. The light twins re-export the dark page's `metadata` /
 * `generateMetadata`, so they get the same canonical URL (search engines see one page, not two) and share
 * its card. The cards are drawn after the export from these very tags (scripts/seo/og-images.ts): the
 * title from og:title and the section from `<meta name="category">`.
 */

export const OG_IMAGE = { width: 1200, height: 630 } as const;

/** The blog's RSS feed, written by the post-export step (scripts/seo/rss.ts). */
export const RSS_PATH = '/blog/rss.xml';

/** `about`, `/about`, `/about/` → `/about/` (the export's trailing-slash form, as in sitemap.xml). */
export function pagePath(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** A root path as an absolute URL on the site URL of content/site.json. */
export const absoluteUrl = (path: string) => new URL(path, getSite().url).href;

/** Where a page's card is: `/` → `/og/index.png`, `/blog/a-post/` → `/og/blog/a-post.png`. */
export function ogImagePath(path: string): string {
  const trimmed = pagePath(path).slice(1, -1);
  return `/og/${trimmed || 'index'}.png`;
}

/** Blog pages link the feed from their head. */
const isBlogPath = (path: string) => path.startsWith('/blog/') || path === '/blog-list/';

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
}

/** The head tags of one page: canonical, description, Open Graph, Twitter card and (on blog pages) RSS. */
export function seoMetadata(page: PageSeo): Metadata {
  const site = getSite();
  const path = pagePath(page.path);
  const url = absoluteUrl(path);
  const image = {
    url: absoluteUrl(ogImagePath(path)),
    ...OG_IMAGE,
    alt: `${page.section}: ${page.title}, ${site.name}`,
    type: 'image/png',
  };
  const common = { title: page.title, description: page.description, url, siteName: site.name };
  return {
    title: page.title,
    description: page.description,
    category: page.section,
    alternates: {
      canonical: url,
      ...(isBlogPath(path)
        ? {
            types: {
              'application/rss+xml': [{ url: absoluteUrl(RSS_PATH), title: `${site.name} blog` }],
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
    twitter: {
      card: 'summary_large_image',
      title: page.title,
      description: page.description,
      images: [image],
    },
    ...(page.robots ? { robots: page.robots } : {}),
  };
}
