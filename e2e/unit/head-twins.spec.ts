import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { getSite } from '../../content';
import { parseAttributes } from '../../pipeline/security/policy';
import { exportedRoutes, fileOf, resolves } from '../site/routes';
import { pagesOfOneTree } from './export-floor';
import { addressOf, arabicOf, englishOf, isArabicPath } from './page-address';

/*
 * What each page's <head> tells search engines about where it lives and who its twins are, on EVERY page
 * of the four trees (read as text, no browser), by the rule of ./page-address.ts: a page's address is its
 * dark-tree page in its language (the light trees are never one), its twin the same address with /ar
 * added or taken away. So: canonical = og:url = the address; hreflang en = the English twin, ar = the
 * Arabic twin, x-default = the English twin (each once, nothing else); og:locale en_US on English pages,
 * ar_JO on Arabic ones, the other as og:locale:alternate; every URL named is a dark page in out/. The
 * expected values are written from that rule, not asked of the site's metadata code.
 */

const siteUrl = getSite().url;
const routes = exportedRoutes();

/** The start tags of a page's <head> with their attributes. */
function headTags(route: string) {
  const html = readFileSync(fileOf(route), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<(link|meta)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)].map((match) => ({
    name: match[1]!.toLowerCase(),
    attrs: parseAttributes(match[2]!.replace(/\/$/, '')),
  }));
}

/** What a page's head says about its address and twins, in the order the tags come. */
function described(route: string) {
  const tags = headTags(route);
  const links = (rel: string) =>
    tags.filter((t) => t.name === 'link' && t.attrs.get('rel') === rel);
  const metas = (property: string) =>
    tags
      .filter((t) => t.name === 'meta' && t.attrs.get('property') === property)
      .map((t) => t.attrs.get('content'));
  return {
    canonical: links('canonical').map((t) => t.attrs.get('href')),
    hreflang: links('alternate')
      .filter((t) => t.attrs.has('hreflang'))
      .map((t) => `${t.attrs.get('hreflang')} ${t.attrs.get('href')}`)
      .sort(),
    ogUrl: metas('og:url'),
    ogLocale: metas('og:locale'),
    ogLocaleAlternate: metas('og:locale:alternate'),
  };
}

/** The same, by the rule. */
function expected(route: string) {
  const address = addressOf(route);
  const [english, arabic] = [englishOf(address), arabicOf(address)].map((p) => `${siteUrl}${p}`);
  const locales = isArabicPath(route) ? ['ar_JO', 'en_US'] : ['en_US', 'ar_JO'];
  return {
    canonical: [`${siteUrl}${address}`],
    hreflang: [`ar ${arabic}`, `en ${english}`, `x-default ${english}`],
    ogUrl: [`${siteUrl}${address}`],
    ogLocale: [locales[0]],
    ogLocaleAlternate: [locales[1]],
  };
}

test("every page's canonical, hreflang twins, og:url and og:locale follow the twin rule, in the four trees", () => {
  expect(routes.length).toBeGreaterThanOrEqual(4 * pagesOfOneTree());
  // One comparison for all pages (an expect() a page is a recorded step each, slow at thousands).
  const wrong = routes.flatMap((route) => {
    const [found, want] = [described(route), expected(route)];
    return JSON.stringify(found) === JSON.stringify(want)
      ? []
      : [`${route}: ${JSON.stringify(found)}, not ${JSON.stringify(want)}`];
  });
  expect(wrong).toEqual([]);
});

test("every address and twin a page's head names is a page of the export, never a light one", () => {
  const wrong = routes.flatMap((route) => {
    const { canonical, hreflang } = described(route);
    const urls = [...canonical, ...hreflang.map((entry) => entry.split(' ')[1])];
    return urls
      .filter((url) => {
        const path = url?.startsWith(`${siteUrl}/`) ? url.slice(siteUrl.length) : undefined;
        return path === undefined || path.includes('/light/') || !resolves(path);
      })
      .map((url) => `${route}: ${url} is not a dark page in out/`);
  });
  expect([...new Set(wrong)]).toEqual([]);
});

test('the twin rule, in a few pages (the rule the checks above state)', () => {
  expect(addressOf('/ar/light/about/')).toBe('/ar/about/');
  expect(addressOf('/light/')).toBe('/');
  expect(addressOf('/ar/light/')).toBe('/ar/');
  expect(addressOf('/light/team-details/')).toBe('/team/team-details/');
  expect(addressOf('/ar/team-details/')).toBe('/ar/team/team-details/');
  expect([englishOf('/ar/'), arabicOf('/'), arabicOf('/ar/blog/')]).toEqual([
    '/',
    '/ar/',
    '/ar/blog/',
  ]);
  expect(expected('/ar/light/about/').hreflang).toEqual([
    `ar ${siteUrl}/ar/about/`,
    `en ${siteUrl}/about/`,
    `x-default ${siteUrl}/about/`,
  ]);
});
