import { expect, test } from '@playwright/test';
import { getSite } from '../../content';
import { exportedRoutes, resolves } from '../site/routes';
import { pagesOfOneTree } from './export-floor';
import {
  FILE_KEYS,
  OTHER_URL_KEYS,
  PAGE_KEYS,
  isDateKey,
  isIsoDate,
  jsonLd,
  nodesOf,
  propertiesOf,
  type Node,
} from './json-ld';
import { typeProblems, type PageOf } from './json-ld-types';
import { addressOf, isArabicPath } from './page-address';

/*
 * Every JSON-LD node on every exported page of the four trees, nested ones included (a post's author and
 * publisher, a product's offer, seller, review and ratings, a breadcrumb's items, a question's answer),
 * read as text without a browser:
 *
 * - it has what Google's rich results docs ask of its type (./json-ld-types.ts);
 * - every date is ISO 8601, a full date or a date and time with its zone, both of a post's dates;
 * - every URL is absolute; one on this site names a page in the page's language (under /ar/ on an Arabic
 *   page, not on an English one) and in the dark tree, and a file that is in out/ (a social card in the
 *   page's language: /og/ar.png or under /og/ar/ on Arabic pages, as their heads' og:image).
 *
 * Why the dark tree on light pages too: a light page is its dark twin in another theme, and its head
 * says so (canonical = the dark page, ./page-address.ts); search engines fold the light page into that
 * address and read the structured data there, so the data names the address, the same on both twins.
 * The agency is one thing in both languages: its @id is the same on every page (…/#organization), the
 * one URL-shaped value that is an identifier and no page.
 */

type PageCheck = { route: string; blocks: Node[]; page: PageOf; arabic: boolean };

const siteUrl = getSite().url;
const agencyId = `${siteUrl}/#organization`;
const routes = exportedRoutes();
const checks: PageCheck[] = routes.map((route) => {
  const arabic = isArabicPath(route);
  return {
    route,
    arabic,
    blocks: jsonLd(route),
    page: {
      address: `${siteUrl}${addressOf(route)}`,
      home: `${siteUrl}${arabic ? '/ar/' : '/'}`,
      agencyId,
      agencyName: getSite(arabic ? 'ar' : 'en').name,
    },
  };
});

test('every JSON-LD node on every page, nested ones too, has what Google asks of its type', () => {
  expect(routes.length).toBeGreaterThanOrEqual(4 * pagesOfOneTree());
  const wrong: string[] = [];
  let nodes = 0;
  for (const { route, blocks, page } of checks)
    for (const { node, at, top } of nodesOf(blocks)) {
      nodes++;
      const problems = typeProblems(node, page);
      if (top !== (node['@context'] === 'https://schema.org'))
        problems.push(top ? '@context is https://schema.org' : '@context only on the block');
      wrong.push(...problems.map((problem) => `${route} ${at}: ${problem}`));
    }
  expect(wrong).toEqual([]);
  expect(nodes).toBeGreaterThan(routes.length);
});

test('every date in every JSON-LD node is ISO 8601: a full date, or a date and time with its zone', () => {
  const wrong: string[] = [];
  let dates = 0;
  for (const { route, blocks } of checks)
    for (const { key, value, at } of propertiesOf(blocks)) {
      if (!isDateKey(key)) continue;
      dates++;
      if (!isIsoDate(value)) wrong.push(`${route} ${at}: ${JSON.stringify(value)}`);
    }
  expect(wrong).toEqual([]);
  // Both of every post's dates and every review's were met.
  expect(dates).toBeGreaterThan(0);
});

/** What is wrong with a URL under `key` on a page (empty when nothing). */
function urlProblem(key: string, value: unknown, { page, arabic }: PageCheck): string | undefined {
  if (typeof value !== 'string' || !/^https?:\/\/[^/]/.test(value)) return 'not an absolute URL';
  if (!value.startsWith(`${siteUrl}/`)) {
    return PAGE_KEYS.has(key) || FILE_KEYS.has(key) ? `not on ${siteUrl}` : undefined;
  }
  const path = value.slice(siteUrl.length).replace(/#.*$/, '');
  if (FILE_KEYS.has(key)) {
    if (!resolves(path)) return 'no such file in out/';
    // An Arabic page's card: /og/ar.png (the home's) or under /og/ar/; an English one's: neither.
    if (path.startsWith('/og/') && /^\/og\/ar(\/|\.png$)/.test(path) !== arabic)
      return 'a social card in the other language';
    return undefined;
  }
  if (key === '@id' && value === page.agencyId) return undefined;
  if (!PAGE_KEYS.has(key)) return `${key} names a page of this site`;
  if (path.includes('/light/')) return 'a light page, not the dark address';
  if (isArabicPath(path) !== arabic) return `a page in the other language`;
  return resolves(path) ? undefined : 'no such page in out/';
}

test("every URL in every JSON-LD node is absolute; a page's in the page's language and dark tree, a file's in out/", () => {
  const wrong: string[] = [];
  let urls = 0;
  for (const check of checks)
    for (const { key, value, at } of propertiesOf(check.blocks)) {
      if (key === 'inLanguage' && value !== (check.arabic ? 'ar' : 'en'))
        wrong.push(`${check.route} ${at}: ${JSON.stringify(value)}, not the page's language`);
      const urlLike = typeof value === 'string' && /^(https?:|\/)/.test(value);
      if (!(PAGE_KEYS.has(key) || FILE_KEYS.has(key) || OTHER_URL_KEYS.has(key) || urlLike))
        continue;
      urls++;
      const problem = urlProblem(key, value, check);
      if (problem) wrong.push(`${check.route} ${at}: ${JSON.stringify(value)} ${problem}`);
    }
  expect(wrong).toEqual([]);
  expect(urls).toBeGreaterThan(routes.length);
});

test('the date and URL rules, on a few values', () => {
  expect(['2025-06-12', '2025-06-12T08:00:00+03:00', '2025-06-12T08:00Z'].map(isIsoDate)).toEqual([
    true,
    true,
    true,
  ]);
  expect(
    ['7 December 2026', '2025-02-30', '2025-06-12T08:00:00', '12/06/2025', 20250612].map(isIsoDate),
  ).toEqual([false, false, false, false, false]);
  expect(['datePublished', 'dateModified', 'priceValidUntil', 'startDate'].every(isDateKey)).toBe(
    true,
  );
  const arabicPage = checks.find((check) => check.arabic && !check.route.includes('/light/'))!;
  expect(urlProblem('logo', '/images/logo-light.svg', arabicPage)).toBe('not an absolute URL');
  expect(urlProblem('url', `${siteUrl}/about/`, arabicPage)).toBe('a page in the other language');
  expect(urlProblem('item', `${siteUrl}/ar/light/about/`, arabicPage)).toBe(
    'a light page, not the dark address',
  );
  expect(urlProblem('image', `${siteUrl}/og/index.png`, arabicPage)).toBe(
    'a social card in the other language',
  );
  expect(urlProblem('image', `${siteUrl}/og/ar.png`, arabicPage)).toBeUndefined();
});
