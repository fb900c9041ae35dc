import { expect, test } from '@playwright/test';
import { getPosts, getSite } from '../../content';
import { FEED_ITEMS } from '../../pipeline/seo/rss';
import type { Image, Link } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { articlePost, articleSlug, firstOf } from './article-post';
import { addressWord, newestFirst } from '../oracles';

/*
 * The blog's RSS feed as a feed reader finds it: linked from the blog's head, served at /blog/rss.xml, and
 * well-formed RSS 2.0 (parsed by the browser's XML parser) with one item per post of content/posts.json,
 * the newest FEED_ITEMS (20) at most.
 */

const siteUrl = getSite().url;

interface FeedItem {
  title: string;
  link: string;
  pubDate: string;
  description: string;
  category: string;
  categoryDomain: string;
}

test('the blog links its RSS feed, which is well-formed RSS 2.0 with one item per newest post', async ({
  page,
}) => {
  await page.goto('/blog/');
  const feedHref = await page
    .locator('head link[rel="alternate"][type="application/rss+xml"]')
    .getAttribute('href');
  expect(feedHref).toBe(`${siteUrl}/blog/rss.xml`);

  // The feed names the site's domain; fetch the same path from the server under test.
  const response = await page.request.get(new URL(feedHref ?? '').pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/xml/);
  const xml = await response.text();

  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) return { error: error.textContent ?? 'parse error' };
    const child = (node: Element, name: string) =>
      [...node.children].find((c) => c.nodeName === name);
    const textOf = (node: Element, name: string) => child(node, name)?.textContent?.trim() ?? '';
    const channel = child(doc.documentElement, 'channel');
    return {
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      channelLink: channel ? textOf(channel, 'link') : '',
      items: [...(channel?.children ?? [])]
        .filter((node) => node.nodeName === 'item')
        .map((item) => ({
          title: textOf(item, 'title'),
          link: textOf(item, 'link'),
          pubDate: textOf(item, 'pubDate'),
          description: textOf(item, 'description'),
          category: textOf(item, 'category'),
          categoryDomain: child(item, 'category')?.getAttribute('domain') ?? '',
          content: textOf(item, 'content:encoded'),
          enclosure: child(item, 'enclosure')?.getAttribute('url') ?? '',
        })),
    };
  }, xml);

  expect('error' in feed ? feed.error : null).toBeNull();
  if ('error' in feed) return;
  expect(feed.root).toBe('rss');
  expect(feed.version).toBe('2.0');
  expect(feed.channelLink).toBe(`${siteUrl}/blog/`);
  // Each item carries the whole article (its Markdown as HTML) and a picture the export serves.
  const { items } = feed;
  for (const [i, item] of items.entries()) {
    // HTML from the post's Markdown: its headings and quotes, when it has some.
    const body = newestFirst(getPosts())[i]!.body;
    expect(item.content, item.link).toMatch(/^<(p|h[2-4]|ul|ol|blockquote|figure)[\s>]/);
    expect(item.content.includes('<h2>'), item.link).toBe(/^## /m.test(body));
    expect(item.content.includes('<blockquote>'), item.link).toBe(/^> /m.test(body));
    const picture = await page.request.get(new URL(item.enclosure).pathname);
    expect(picture.status(), item.enclosure).toBe(200);
  }
  // A post with a link to a page of the site and a picture in its text: both by their full address.
  const slug = articleSlug();
  const withLink = items.find((item) => slug && item.link.endsWith(`/${slug}/`));
  if (withLink) {
    const body = articlePost(slug!, 'en').body;
    const link = firstOf<Link>(body, 'link')!;
    expect(withLink.content).toContain(
      `<a href="${siteUrl}${link.url.replace(/\/?$/, '/')}">${toString(link)}</a>`,
    );
    const alt = firstOf<Image>(body, 'image')!.alt!;
    const inText = new RegExp(
      `<img src="([^"]+)" alt="${alt.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    ).exec(withLink.content);
    expect(inText, 'the picture in the text').not.toBeNull();
    expect((await page.request.get(new URL(inText![1]!).pathname)).status()).toBe(200);
  }
  expect(
    items.map((item) => ({
      title: item.title,
      link: item.link,
      pubDate: item.pubDate,
      description: item.description,
      category: item.category,
      categoryDomain: item.categoryDomain,
    })),
  ).toEqual(
    newestFirst(getPosts())
      .slice(0, FEED_ITEMS)
      .map((post): FeedItem => ({
        title: post.title,
        link: `${siteUrl}/blog/${post.slug}/`,
        pubDate: new Date(`${post.date}T00:00:00Z`).toUTCString(),
        description: post.excerpt,
        category: post.category,
        categoryDomain: `${siteUrl}/blog/category/${addressWord(post.category)}/`,
      })),
  );

  // Every item leads to a page the export holds.
  for (const item of feed.items) {
    const post = await page.request.get(new URL(item.link).pathname);
    expect(post.status(), item.link).toBe(200);
  }
});
