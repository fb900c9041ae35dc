/*
 * The blog's RSS 2.0 feed in each language, out/blog/rss.xml and out/ar/blog/rss.xml: the newest
 * FEED_ITEMS posts of the language (as feeds do: a reader polls for what is new, and the feed weighs the
 * same at 10 posts or 1,000), newest first, with its title, link, date, excerpt, category,
 * author, picture and whole text (its Markdown as HTML, links and pictures as absolute URLs, so a feed
 * reader shows the article as the site does), on the site URL of content/site.json. Written by the `feed` library; blog pages link their
 * language's feed from their head (components/seo/page-seo.ts, rssPath).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Feed } from 'feed';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderMarkdown } from '../../components/ui/markdown-render';
import { pictureFile } from '../../components/ui/picture-manifest';
import { treeHref } from '../../components/ui/tree-href';
import { getPageMeta, getPosts, getSite, getTeamMember } from '../../content';
import { termSlug } from '../../content/blog';
import { LOCALE_PREFIX, LOCALES, type Locale } from '../../content/locale';

export const RSS_FILE = 'blog/rss.xml';

/** Posts in a feed: the newest 20. */
export const FEED_ITEMS = 20;

/** `blog/rss.xml`, `ar/blog/rss.xml`. */
export const rssFile = (locale: Locale) =>
  `${LOCALE_PREFIX[locale].slice(1)}${locale === 'en' ? '' : '/'}${RSS_FILE}`;

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).href;

/*
 * A post's title, excerpt and text go into the feed as CDATA sections, which xml-js (under `feed`) splits
 * at the first `]]>` of a text only (`cdata.replace(']]>', …)`): a second one ended the section and made
 * the whole feed malformed XML. Each `]]>` goes in as a mark and comes out split across two sections.
 */
const CDATA_END = '\uE000';
const marked = (text: string) => text.replaceAll(']]>', CDATA_END);

/** A post's text as the HTML of a feed item: links to the site's pages in the feed's language, absolute. */
export function feedHtml(markdown: string, siteUrl: string, locale: Locale): string {
  return renderToStaticMarkup(
    createElement(
      'div',
      null,
      renderMarkdown(markdown, {
        InternalLink: ({ href, children }) =>
          createElement('a', { href: absolute(siteUrl, treeHref(href, 'dark', locale)) }, children),
        Picture: ({ image }) => {
          const file = pictureFile(image.src, 1080);
          return createElement('img', {
            src: absolute(siteUrl, file.src),
            alt: image.alt,
            width: file.width,
            height: file.height,
            loading: 'lazy',
          });
        },
        sizes: '100vw',
      }),
    ),
  )
    .replace(/^<div>|<\/div>$/g, '')
    .replace(/ class="[^"]*"/g, '');
}

/** The feed's XML for the posts of content/, on `siteUrl`. */
export function rssXml(siteUrl = getSite().url, locale: Locale = 'en'): string {
  const site = getSite(locale);
  const blog = getPageMeta('blog', locale);
  const posts = getPosts(locale).slice(0, FEED_ITEMS);
  const prefix = LOCALE_PREFIX[locale];
  const feed = new Feed({
    title: `${site.name} ${blog.title}`,
    description: blog.description,
    id: absolute(siteUrl, `${prefix}/blog/`),
    link: absolute(siteUrl, `${prefix}/blog/`),
    language: locale,
    image: absolute(siteUrl, `/og${prefix}/blog.png`),
    favicon: absolute(siteUrl, '/icon.svg'),
    copyright: `© ${site.name}`,
    generator: false,
    feedLinks: { rss: absolute(siteUrl, `/${rssFile(locale)}`) },
    ...(posts[0] ? { updated: new Date(`${posts[0].date}T00:00:00Z`) } : {}),
  });
  for (const post of posts) {
    const link = absolute(siteUrl, `${prefix}/blog/${post.slug}/`);
    const writer = getTeamMember(post.author, locale);
    feed.addItem({
      title: marked(post.title),
      id: link,
      link,
      date: new Date(`${post.date}T00:00:00Z`),
      description: marked(post.excerpt),
      content: marked(feedHtml(post.body, siteUrl, locale)),
      category: [
        {
          name: post.category,
          domain: absolute(siteUrl, `${prefix}/blog/category/${termSlug(post.category)}/`),
        },
      ],
      ...(writer ? { author: [{ name: writer.name, email: writer.email }] } : {}),
      // The served copy: the original under /images/ is not in the export.
      image: absolute(siteUrl, pictureFile(post.thumbnail.src, 1080).src),
    });
  }
  return feed.rss2().replaceAll(CDATA_END, ']]]]><![CDATA[>');
}

/** Writes the feed of each language into the export; returns their paths. */
export function writeRss(outDir: string): string {
  const files = LOCALES.map((locale) => {
    const file = join(outDir, rssFile(locale));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, rssXml(undefined, locale));
    return file;
  });
  return files.join(' and ');
}
