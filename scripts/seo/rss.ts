/*
 * The blog's RSS 2.0 feed, out/blog/rss.xml: every post of content/posts.json, newest first, with its
 * title, link, date, excerpt, category and author, on the site URL of content/site.json. Written by the
 * `feed` library; blog pages link it from their head (components/seo/page-seo.ts, RSS_PATH).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Feed } from 'feed';
import { getPageMeta, getPosts, getSite, getTeamMember } from '../../content';
import { termSlug } from '../../content/blog';

export const RSS_FILE = 'blog/rss.xml';

const absolute = (siteUrl: string, path: string) => new URL(path, siteUrl).href;

/** The feed's XML for the posts of content/, on `siteUrl`. */
export function rssXml(siteUrl = getSite().url): string {
  const site = getSite();
  const blog = getPageMeta('blog');
  const posts = getPosts();
  const feed = new Feed({
    title: `${site.name} ${blog.title}`,
    description: blog.description,
    id: absolute(siteUrl, '/blog/'),
    link: absolute(siteUrl, '/blog/'),
    language: 'en',
    image: absolute(siteUrl, '/og/blog.png'),
    favicon: absolute(siteUrl, '/icon.svg'),
    copyright: `© ${site.name}`,
    generator: false,
    feedLinks: { rss: absolute(siteUrl, `/${RSS_FILE}`) },
    ...(posts[0] ? { updated: new Date(`${posts[0].date}T00:00:00Z`) } : {}),
  });
  for (const post of posts) {
    const link = absolute(siteUrl, `/blog/${post.slug}/`);
    const writer = getTeamMember(post.author);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(`${post.date}T00:00:00Z`),
      description: post.excerpt,
      category: [
        {
          name: post.category,
          domain: absolute(siteUrl, `/blog/category/${termSlug(post.category)}/`),
        },
      ],
      ...(writer ? { author: [{ name: writer.name, email: writer.email }] } : {}),
      image: absolute(siteUrl, post.thumbnail.src),
    });
  }
  return feed.rss2();
}

/** Writes the feed into the export; returns its path. */
export function writeRss(outDir: string): string {
  const file = join(outDir, RSS_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, rssXml());
  return file;
}
