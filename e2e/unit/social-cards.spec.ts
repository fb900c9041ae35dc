import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { getSite } from '../../content';
import { CARD, titleLayout } from '../../scripts/seo/og-card';
import { headTags } from '../../scripts/seo/og-images';
import { exportedRoutes, fileOf, isArabic, legacyTarget, outDir, toDark } from '../site/routes';

/*
 * Reads the <head> of every exported page (both trees): one canonical URL, the dark page's (a light twin
 * is the same page, a moved page points at its new address); a description; Open Graph and Twitter card
 * tags; and a card image that exists in out/ at 1200x630. A later page of a list of posts
 * (`/blog/page/2/`, `/blog/tag/design/page/2/`) shows its list's card, the first page's.
 */

const siteUrl = getSite().url;
const routes = exportedRoutes();
const head = (route: string) => {
  const html = readFileSync(fileOf(route), 'utf8');
  return html.slice(0, html.indexOf('</head>'));
};
const canonicals = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="canonical"[^>]*>/g)].map(
    ([tag]) => /\bhref="([^"]*)"/.exec(tag)?.[1],
  );

/** Every <meta> of a head by its property or name. */
function metas(html: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:property|name)="([^"]*)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) found.set(key, [...(found.get(key) ?? []), content]);
  }
  return found;
}

/** `/blog/page/2/` → `/blog/`: the first page of a later page of a list, else undefined. */
const firstPageOf = (route: string) =>
  /\/page\/\d+\/$/.test(route) ? route.replace(/page\/\d+\/$/, '') : undefined;

test('every page has exactly one canonical URL: absolute, its dark page (or new address), never /light/', () => {
  expect(routes.length).toBeGreaterThan(150);
  for (const route of routes) {
    const found = canonicals(head(route));
    const expected = `${siteUrl}${legacyTarget(route) ?? toDark(route)}`;
    expect(found, route).toEqual([expected]);
    expect(found[0], route).not.toContain('/light/');
  }
});

test('every page has a description and Open Graph and Twitter card tags naming the same URL', () => {
  const failures: string[] = [];
  for (const route of routes) {
    const html = head(route);
    const tags = metas(html);
    const one = (key: string) => {
      const values = tags.get(key) ?? [];
      if (values.length !== 1) failures.push(`${route}: ${values.length} × ${key}`);
      return values[0] ?? '';
    };
    const expectations: [string, boolean][] = [
      ['a description of 40+ characters', one('description').length > 40],
      ['og:title', one('og:title') !== ''],
      ['og:description = description', one('og:description') === one('description')],
      ['og:url = canonical', one('og:url') === canonicals(html)[0]],
      ['og:type website or article', ['website', 'article'].includes(one('og:type'))],
      ['og:image:width 1200', one('og:image:width') === String(CARD.width)],
      ['og:image:height 630', one('og:image:height') === String(CARD.height)],
      [
        "og:image:alt naming the title (a later page's: its list's, whose card it shows)",
        one('og:image:alt').includes(
          firstPageOf(route)
            ? (headTags(head(firstPageOf(route)!)).ogTitle ?? '-')
            : one('og:title'),
        ),
      ],
      ['twitter:card summary_large_image', one('twitter:card') === 'summary_large_image'],
      ['twitter:image = og:image', one('twitter:image') === one('og:image')],
    ];
    for (const [what, ok] of expectations) if (!ok) failures.push(`${route}: ${what}`);
  }
  expect(failures).toEqual([]);
});

test("every page's og:image is a 1200x630 PNG in out/, drawn for that page (a later page of a list: its list's)", async () => {
  const checked = new Map<string, string>();
  for (const route of routes) {
    const { ogImage, ogTitle } = headTags(head(route));
    const first = firstPageOf(route);
    if (first) {
      expect(ogImage, `${route} shows the card of ${first}`).toBe(headTags(head(first)).ogImage);
      continue;
    }
    expect(ogImage?.startsWith(`${siteUrl}/og/`), `${route}: ${ogImage}`).toBe(true);
    const path = ogImage?.slice(siteUrl.length) ?? '';
    const file = join(outDir, path);
    expect(existsSync(file), `${route}: ${path} exists`).toBe(true);
    if (!checked.has(path)) {
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height], path).toEqual(['png', 1200, 630]);
      checked.set(path, ogTitle ?? '');
    }
  }
  // One card per dark page (the light twins, the moved pages and the later pages of a list share one):
  // distinct files.
  const darkPages = new Set(
    routes.filter((route) => !legacyTarget(route) && !firstPageOf(route)).map(toDark),
  );
  expect(routes.some(firstPageOf)).toBe(true);
  expect(checked.size).toBe(darkPages.size);
});

test("blog pages link their language's RSS feed from their head, other pages do not", () => {
  for (const route of routes) {
    const prefix = isArabic(route) ? '/ar' : '';
    const feedLink = `<link rel="alternate" type="application/rss+xml" href="${siteUrl}${prefix}/blog/rss.xml"`;
    const root = toDark(route).slice(prefix.length);
    const blog = root.startsWith('/blog/') || root === '/blog-list/';
    expect(head(route).includes(feedLink), route).toBe(blog);
    expect(head(route).includes('application/rss+xml'), route).toBe(blog);
  }
});

test('a card title wraps to at most three lines, shrinking, and ends in an ellipsis only when it must', () => {
  expect(titleLayout('About')).toEqual({ size: 72, lines: ['About'] });
  const long = titleLayout('Designing Bilingual Interfaces That Feel Native in Arabic and English');
  expect(long.lines.length).toBeLessThanOrEqual(3);
  expect(long.lines.join(' ')).toBe(
    'Designing Bilingual Interfaces That Feel Native in Arabic and English',
  );
  const endless = titleLayout(Array.from({ length: 40 }, () => 'Wayfinding').join(' '));
  expect(endless.lines).toHaveLength(3);
  expect(endless.size).toBe(48);
  expect(endless.lines[2]?.endsWith('…')).toBe(true);
});
