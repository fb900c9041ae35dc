import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getSite } from '../../content';
import { CARD, titleLayout } from '../../pipeline/seo/og-card';
import { headTags } from '../../pipeline/seo/og-images';
import { exportedRoutes, fileOf, isArabic, legacyTarget, outDir, toDark } from '../site/routes';
import { pagesOfOneTree } from './export-floor';
import { listsOf } from './paginated-lists';

/*
 * Reads the <head> of every exported page (both trees): one canonical URL, the dark page's (a light twin
 * is the same page, a moved page points at its new address); a description; Open Graph and Twitter card
 * tags; and a card image that exists in out/ at 1200x630. A later page of a list of posts
 * (`/blog/page/2/`, `/blog/tag/design/page/2/`) shows its list's card, the first page's.
 */

const siteUrl = getSite().url;
const routes = exportedRoutes();
const heads = new Map<string, string>();
/** A page's <head>, read once (these checks read a few thousand pages on a grown copy). */
const head = (route: string) => {
  let found = heads.get(route);
  if (found === undefined) {
    const html = readFileSync(fileOf(route), 'utf8');
    found = html.slice(0, html.indexOf('</head>'));
    heads.set(route, found);
  }
  return found;
};

/** A PNG's format and size from its signature and IHDR chunk (the first 24 bytes). */
function pngSize(file: string): [string, number, number] {
  const bytes = readFileSync(file).subarray(0, 24);
  const png = bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return [png ? 'png' : 'not a PNG', bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}
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
  expect(routes.length).toBeGreaterThanOrEqual(pagesOfOneTree());
  const wrong: string[] = [];
  for (const route of routes) {
    const found = canonicals(head(route));
    const expected = `${siteUrl}${legacyTarget(route) ?? toDark(route)}`;
    if (found.length !== 1 || found[0] !== expected || expected.includes('/light/'))
      wrong.push(`${route}: ${JSON.stringify(found)}, not [${expected}]`);
  }
  expect(wrong).toEqual([]);
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

test("every page's og:image is a 1200x630 PNG in out/, drawn for that page (a later page of a list: its list's)", () => {
  const wrong: string[] = [];
  const checked = new Set<string>();
  for (const route of routes) {
    const { ogImage } = headTags(head(route));
    const first = firstPageOf(route);
    if (first) {
      const listCard = headTags(head(first)).ogImage;
      if (ogImage !== listCard) wrong.push(`${route}: ${ogImage}, not its list's ${listCard}`);
      continue;
    }
    if (!ogImage?.startsWith(`${siteUrl}/og/`)) {
      wrong.push(`${route}: ${ogImage}, not in ${siteUrl}/og/`);
      continue;
    }
    const path = ogImage.slice(siteUrl.length);
    const file = join(outDir, path);
    if (!existsSync(file)) wrong.push(`${route}: ${path} is not in out/`);
    else if (!checked.has(path)) {
      const [format, width, height] = pngSize(file);
      if (format !== 'png' || width !== 1200 || height !== 630)
        wrong.push(`${path}: ${format} ${width}x${height}, not png 1200x630`);
      checked.add(path);
    }
  }
  expect(wrong).toEqual([]);
  // One card per dark page (the light twins, the moved pages and the later pages of a list share one):
  // distinct files.
  const darkPages = new Set(
    routes.filter((route) => !legacyTarget(route) && !firstPageOf(route)).map(toDark),
  );
  // Later pages were met if the content makes any (a site at its minimum has none).
  expect(routes.some(firstPageOf)).toBe(listsOf('en').some((list) => list.pages > 1));
  expect(checked.size).toBe(darkPages.size);
});

test("blog pages link their language's RSS feed from their head, other pages do not", () => {
  const wrong: string[] = [];
  for (const route of routes) {
    const prefix = isArabic(route) ? '/ar' : '';
    const feedLink = `<link rel="alternate" type="application/rss+xml" href="${siteUrl}${prefix}/blog/rss.xml"`;
    const root = toDark(route).slice(prefix.length);
    // The blog, its posts, terms and archives, and the list pages of both layouts, page 1 and later.
    const blog = /^\/blog(-list)?\//.test(root);
    const links = head(route).includes(feedLink) && head(route).includes('application/rss+xml');
    const anyFeed = head(route).includes('application/rss+xml');
    if (links !== blog || anyFeed !== blog)
      wrong.push(`${route}: ${anyFeed ? 'links' : 'does not link'} ${links ? 'its' : 'a'} feed`);
  }
  expect(wrong).toEqual([]);
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
