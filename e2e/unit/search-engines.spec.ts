import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { getPosts, getSite } from '../../content';
import { exportedPages, robotsTxt, sitemapPages, sitemapXml } from '../../pipeline/post-export';
import { sitePaths } from '../../content/site-paths';
import { arabicOf, englishOf } from './page-address';

/* What the build writes for search engines beside the pages in out/ (pipeline/post-export.ts). */

const siteUrl = getSite().url;
const read = (file: string) => readFileSync(`out/${file}`, 'utf8');
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

test('sitemap.xml lists every indexable page of the dark tree once, as an absolute URL, and no light twin', () => {
  const xml = read('sitemap.xml');
  const listed = locs(xml);
  const darkPages = exportedPages().filter(
    (path) => !path.startsWith('/light/') && !path.startsWith('/ar/light/'),
  );
  // Both languages' dark trees (content/site-paths.ts lists one tree's pages), and the not-found pages.
  expect(darkPages.length).toBeGreaterThanOrEqual(2 * sitePaths().size);
  for (const path of darkPages) {
    if (path === '/404/' || path === '/_not-found/') continue;
    const html = read(`${path.slice(1)}index.html`);
    // A page that asks not to be indexed (a moved address's notice) is not offered to search engines;
    // every page offered is its own canonical.
    if (/<meta name="robots" content="[^"]*noindex/.test(html)) {
      expect(listed, path).not.toContain(`${siteUrl}${path}`);
      continue;
    }
    expect(listed, path).toContain(`${siteUrl}${path}`);
    expect(html, path).toContain(`<link rel="canonical" href="${siteUrl}${path}"/>`);
  }
  expect(new Set(listed).size).toBe(listed.length);
  expect(listed.filter((url) => url?.includes('/light/'))).toEqual([]);
  expect(listed).not.toContain(`${siteUrl}/404/`);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
});

test("sitemap.xml dates each post with its date and the blog with its newest post's", () => {
  const xml = read('sitemap.xml');
  const [newest] = getPosts();
  for (const post of getPosts()) {
    expect(xml).toContain(
      `<loc>${siteUrl}/blog/${post.slug}/</loc>\n    <lastmod>${post.date}</lastmod>`,
    );
  }
  expect(xml).toContain(`<loc>${siteUrl}/blog/</loc>\n    <lastmod>${newest?.date}</lastmod>`);
  expect(xml).toMatch(
    new RegExp(`<loc>${siteUrl}/about/</loc>(\\n    <xhtml:link [^>]+/>)+\\n  </url>`),
  );
});

test('sitemap.xml pairs every page with its twin in the other language, English as x-default', () => {
  const xml = read('sitemap.xml');
  // The twin rule of ./page-address.ts: the same address with /ar added or taken away.
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
  // Every page of both languages' dark trees but those that ask not to be indexed (moved addresses).
  const unindexed = exportedPages().filter(
    (path) =>
      !/^\/(ar\/)?light\//.test(path) &&
      /<meta name="robots" content="[^"]*noindex/.test(read(`${path.slice(1)}index.html`)),
  ).length;
  expect(entries.length).toBeGreaterThanOrEqual(2 * sitePaths().size - unindexed);
  const wrong = entries.flatMap((entry) => {
    const path = (locs(entry)[0] ?? '').slice(siteUrl.length);
    const alternates = [
      ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
    ]
      .map(([, lang, href]) => `${lang} ${href}`)
      .sort();
    const [english, arabic] = [englishOf(path), arabicOf(path)].map((p) => `${siteUrl}${p}`);
    const expected = [`ar ${arabic}`, `en ${english}`, `x-default ${english}`];
    return JSON.stringify(alternates) === JSON.stringify(expected)
      ? []
      : [`${path}: ${JSON.stringify(alternates)}, not ${JSON.stringify(expected)}`];
  });
  expect(wrong).toEqual([]);
});

test('robots.txt lets crawlers in and names the sitemap on the site URL', () => {
  expect(read('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
  expect(robotsTxt('https://example.org')).toContain('Sitemap: https://example.org/sitemap.xml');
});

test('the sitemap escapes what XML needs escaped and leaves out the not-found pages', () => {
  const pages = sitemapPages(
    ['/', '/404/', '/_not-found/', '/light/', '/a&b/', '/moved/'],
    new Set(['/moved/']),
  );
  expect(pages).toEqual(['/', '/a&b/']);
  const xml = sitemapXml('https://example.org', pages, new Map([['/', '2026-01-02']]));
  expect(locs(xml)).toEqual(['https://example.org/', 'https://example.org/a&amp;b/']);
  expect(xml).toContain('<lastmod>2026-01-02</lastmod>');
});
