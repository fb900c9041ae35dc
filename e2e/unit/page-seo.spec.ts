import { expect, test } from '@playwright/test';
import { getPageMeta, getSite } from '../../content';
import {
  absoluteUrl,
  localePath,
  OG_LOCALE,
  ogImagePath,
  pagePath,
  rssPath,
  seoMetadata,
} from '../../components/seo/page-seo';
import { localized, pageMetadata, siteMetadata } from '../../components/layout/site-metadata';

/*
 * The head tags of a page (components/seo/page-seo.ts, components/layout/site-metadata.ts), called with
 * small pages and checked against the rules of issue 75: the canonical URL is the page's dark-tree page in
 * its own language, absolute on the site URL; hreflang names the same page in both languages with English
 * as x-default; og:locale is en_US or ar_JO, the other language its alternate; the card is /og/<path>.png
 * at 1200x630; blog pages link the feed of their language. The site's name and URL come from content/.
 */

const site = { en: getSite('en'), ar: getSite('ar') };
const origin = site.en.url;

test('a path takes the export’s trailing-slash form, and its language’s prefix', () => {
  for (const path of ['about', '/about', '/about/', '//about//'])
    expect(pagePath(path)).toBe('/about/');
  expect(pagePath('blog/a-post')).toBe('/blog/a-post/');
  expect(pagePath('/')).toBe('/');
  expect(pagePath('')).toBe('/');
  expect(localePath('/about', 'en')).toBe('/about/');
  expect(localePath('/about', 'ar')).toBe('/ar/about/');
  expect(localePath('/', 'ar')).toBe('/ar/');
  expect(absoluteUrl('/ar/about/')).toBe(`${origin}/ar/about/`);
});

test('each page’s card is a PNG under /og/ named by its path, the home page’s index.png', () => {
  expect(ogImagePath('/')).toBe('/og/index.png');
  expect(ogImagePath('/blog/a-post/')).toBe('/og/blog/a-post.png');
  expect(ogImagePath('/ar/')).toBe('/og/ar.png');
  expect(ogImagePath('ar/about')).toBe('/og/ar/about.png');
});

test('the feed of each language and the Open Graph names of the languages', () => {
  expect(rssPath('en')).toBe('/blog/rss.xml');
  expect(rssPath('ar')).toBe('/ar/blog/rss.xml');
  expect(OG_LOCALE).toEqual({ en: 'en_US', ar: 'ar_JO' });
});

test('an English page: canonical, both languages with English as x-default, website card', () => {
  const meta = seoMetadata(
    { path: '/about', title: 'About us', description: 'Who we are.', section: 'Studio' },
    'en',
  );
  const card = {
    url: `${origin}/og/about.png`,
    width: 1200,
    height: 630,
    alt: `Studio: About us, ${site.en.name}`,
    type: 'image/png',
  };
  expect(meta).toEqual({
    title: 'About us',
    description: 'Who we are.',
    category: 'Studio',
    alternates: {
      canonical: `${origin}/about/`,
      languages: {
        en: `${origin}/about/`,
        ar: `${origin}/ar/about/`,
        'x-default': `${origin}/about/`,
      },
    },
    openGraph: {
      title: 'About us',
      description: 'Who we are.',
      url: `${origin}/about/`,
      siteName: site.en.name,
      locale: 'en_US',
      alternateLocale: ['ar_JO'],
      type: 'website',
      images: [card],
    },
    twitter: { card: 'summary_large_image', images: [`${origin}/og/about.png`] },
  });
});

test('an Arabic post: its Arabic URL and card, ar_JO, an article with its date, and the Arabic feed', () => {
  const meta = seoMetadata(
    {
      path: '/blog/a-post',
      title: 'عنوان',
      description: 'نص',
      section: 'المدونة',
      article: { published: '2026-03-04', author: 'Laith', tags: ['branding', 'type'] },
    },
    'ar',
  );
  expect(meta.alternates?.canonical).toBe(`${origin}/ar/blog/a-post/`);
  // The twin map is the same in both languages: English stays x-default on an Arabic page.
  expect(meta.alternates?.languages).toEqual({
    en: `${origin}/blog/a-post/`,
    ar: `${origin}/ar/blog/a-post/`,
    'x-default': `${origin}/blog/a-post/`,
  });
  expect(meta.alternates?.types).toEqual({
    'application/rss+xml': [{ url: `${origin}/ar/blog/rss.xml`, title: `مدونة ${site.ar.name}` }],
  });
  expect(meta.openGraph).toEqual({
    title: 'عنوان',
    description: 'نص',
    url: `${origin}/ar/blog/a-post/`,
    siteName: site.ar.name,
    locale: 'ar_JO',
    alternateLocale: ['en_US'],
    type: 'article',
    publishedTime: '2026-03-04',
    authors: ['Laith'],
    section: 'المدونة',
    tags: ['branding', 'type'],
    images: [
      {
        url: `${origin}/og/ar/blog/a-post.png`,
        width: 1200,
        height: 630,
        alt: `المدونة: عنوان، ${site.ar.name}`,
        type: 'image/png',
      },
    ],
  });
  expect(meta.twitter).toEqual({
    card: 'summary_large_image',
    images: [`${origin}/og/ar/blog/a-post.png`],
  });
});

test('blog pages link the feed, in English named "<site> blog"; other pages do not', () => {
  const feedOf = (path: string) =>
    seoMetadata({ path, title: 't', description: 'd', section: 's' }, 'en').alternates?.types;
  const feed = {
    'application/rss+xml': [{ url: `${origin}/blog/rss.xml`, title: `${site.en.name} blog` }],
  };
  expect(feedOf('/blog')).toEqual(feed);
  expect(feedOf('/blog/tag/branding')).toEqual(feed);
  expect(feedOf('/blog-list')).toEqual(feed);
  expect(feedOf('/blog-list/page/2')).toEqual(feed);
  expect(feedOf('/blog/page/3')).toEqual(feed);
  for (const path of ['/about', '/', '/blogger', '/blog-lists', '/shop/blog'])
    expect(feedOf(path), path).toBeUndefined();
});

test("a card's alt text names the section and the title once each, with the language's comma", () => {
  const altOf = (section: string, title: string, locale: 'en' | 'ar') => {
    const images = seoMetadata({ path: '/x', title, description: 'd', section }, locale).openGraph
      ?.images as { alt?: string }[] | undefined;
    return images?.[0]?.alt;
  };
  expect(altOf('Studio', 'About us', 'en')).toBe(`Studio: About us, ${site.en.name}`);
  expect(altOf('Marketing agency', 'Marketing agency', 'en')).toBe(
    `Marketing agency, ${site.en.name}`,
  );
  expect(altOf('وكالة تسويق', 'وكالة تسويق', 'ar')).toBe(`وكالة تسويق، ${site.ar.name}`);
});

test('a later page of a list shows its list’s card, and robots are passed on only when given', () => {
  const meta = seoMetadata(
    {
      path: '/blog/page/2',
      title: 'Blog, page 2',
      description: 'd',
      section: 'Blog',
      card: { path: '/blog', title: 'Blog' },
      robots: { index: false, follow: true },
    },
    'en',
  );
  expect(meta.alternates?.canonical).toBe(`${origin}/blog/page/2/`);
  const image = { url: `${origin}/og/blog.png`, alt: `Blog, ${site.en.name}` };
  expect(meta.openGraph?.images).toEqual([expect.objectContaining(image)]);
  expect(meta.twitter?.images).toEqual([`${origin}/og/blog.png`]);
  expect(meta.robots).toEqual({ index: false, follow: true });
  const plain = seoMetadata({ path: '/about', title: 't', description: 'd', section: 's' }, 'en');
  expect('robots' in plain).toBe(false);
});

test('the layout’s metadata: the site URL as base, "<page> - <site>" titles, in each language', () => {
  for (const locale of ['en', 'ar'] as const) {
    const meta = siteMetadata(locale);
    expect(meta).toEqual({
      metadataBase: new URL(origin),
      title: { template: `%s - ${site[locale].name}`, default: site[locale].name },
      description: site[locale].description,
      applicationName: site[locale].name,
    });
  }
  // English when no language is named.
  expect(siteMetadata().applicationName).toBe(site.en.name);
});

test('a route’s language comes from its params: Arabic under [lang], English without', async () => {
  const seen: unknown[] = [];
  const build = localized((params: { lang?: string; slug: string }, locale) => {
    seen.push([params.slug, locale]);
    return { title: locale };
  });
  expect(await build({ params: Promise.resolve({ lang: 'ar', slug: 'a' }) })).toEqual({
    title: 'ar',
  });
  expect(await build({ params: Promise.resolve({ slug: 'b' }) })).toEqual({ title: 'en' });
  expect(seen).toEqual([
    ['a', 'ar'],
    ['b', 'en'],
  ]);
  await expect(build({ params: Promise.resolve({ lang: 'fr', slug: 'c' }) })).rejects.toThrow(
    /No such language: fr/,
  );
});

test('a page file’s metadata: its content’s words at /<name>, the shop’s pages under /shop', async () => {
  const metaOf = (name: string, path?: string, lang?: 'ar') =>
    pageMetadata(name, path)({ params: Promise.resolve(lang ? { lang } : {}) });
  const cases = [
    { name: 'about', path: undefined, canonical: `${origin}/about/` },
    { name: 'shop', path: undefined, canonical: `${origin}/shop/` },
    { name: 'cart', path: undefined, canonical: `${origin}/shop/cart/` },
    { name: 'checkout', path: undefined, canonical: `${origin}/shop/checkout/` },
    { name: 'success', path: undefined, canonical: `${origin}/shop/success/` },
    { name: 'wishlist', path: undefined, canonical: `${origin}/shop/wishlist/` },
    { name: 'home-creative', path: '/home', canonical: `${origin}/home/` },
  ];
  for (const { name, path, canonical } of cases) {
    const meta = await metaOf(name, path);
    const words = getPageMeta(name, 'en');
    expect([meta.alternates?.canonical, meta.title, meta.description, meta.category], name).toEqual(
      [canonical, words.title, words.description, words.eyebrow],
    );
  }
  const arabic = await metaOf('cart', undefined, 'ar');
  const words = getPageMeta('cart', 'ar');
  expect([arabic.alternates?.canonical, arabic.title, arabic.openGraph?.locale]).toEqual([
    `${origin}/ar/shop/cart/`,
    words.title,
    'ar_JO',
  ]);
});
