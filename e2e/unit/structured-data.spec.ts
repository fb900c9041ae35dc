import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { getFaqs, getPosts, getProducts, getSite } from '../../content';
import { jsonLdText } from '../../components/seo/json-ld';
import { decodeHtml } from '../../pipeline/seo/og-images';
import { words } from '../../components/i18n/words';
import { exportedRoutes, fileOf, isArabic, toDark, toEnglish } from '../site/routes';
import { byType, jsonLd, list, type Node } from './json-ld';

/*
 * What the JSON-LD of the exported pages says, against the content: the agency on the home pages and
 * contact, each post and product on its page, the breadcrumb and the FAQ the page shows. What each node
 * must carry for its type, its dates, URLs, language and tree are checked on every node of every page in
 * json-ld-nodes.spec.ts.
 */

const siteUrl = getSite().url;
const routes = exportedRoutes();
const HOMES = ['/', '/home/', '/marketing-agency/', '/studio-agency/', '/digital-agency/'];

const pick = (node: Node | undefined, ...keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, node?.[key]]));

/** A root page in the four trees: `/blog/a/` → /blog/a/, /light/blog/a/, /ar/blog/a/, /ar/light/blog/a/. */
const TREES = [
  { prefix: '', locale: 'en' },
  { prefix: '/light', locale: 'en' },
  { prefix: '/ar', locale: 'ar' },
  { prefix: '/ar/light', locale: 'ar' },
] as const;

test('the agency is described on the home pages and contact, in the four trees and its language', () => {
  const found = routes.filter((r) => [...HOMES, '/contact/'].includes(toEnglish(toDark(r))));
  expect(found).toHaveLength(4 * (HOMES.length + 1));
  for (const route of found) {
    const site = getSite(isArabic(route) ? 'ar' : 'en');
    const [agency, ...more] = byType(jsonLd(route), 'ProfessionalService');
    expect(more, route).toEqual([]);
    expect(pick(agency, 'name', 'telephone', 'email', 'sameAs'), route).toEqual({
      name: site.name,
      telephone: site.contact.phone,
      email: site.contact.email,
      sameAs: site.socials.map((social) => social.href),
    });
  }
});

test('each post page is a BlogPosting of its post in its language, on its dark URL, in the four trees', () => {
  // One comparison for every post: an expect() a post and field is a recorded step each, whose cost
  // grows with the steps before it (../../../shared/STACK-NOTES.md), at 600 posts 2,400 of them.
  const described = (route: string) => {
    const postings = byType(jsonLd(route), 'BlogPosting');
    return {
      route,
      count: postings.length,
      ...pick(postings[0], 'headline', 'datePublished', 'dateModified', 'url'),
    };
  };
  const cases = TREES.flatMap(({ prefix, locale }) =>
    getPosts(locale).map((post) => ({ post, route: `${prefix}/blog/${post.slug}/`, locale })),
  );
  expect(cases.map(({ route }) => described(route))).toEqual(
    cases.map(({ post, route, locale }) => ({
      route,
      count: 1,
      headline: post.title,
      datePublished: post.date,
      // A post has one date (content/schemas): it is both its publication and its last change.
      dateModified: post.date,
      url: `${siteUrl}${locale === 'ar' ? '/ar' : ''}/blog/${post.slug}/`,
    })),
  );
});

test("each product page is a Product with its offer at the catalogue's price and stock, in the four trees", () => {
  for (const { prefix, locale } of TREES)
    for (const product of getProducts(locale)) {
      const route = `${prefix}/shop/${product.id}/`;
      const [described, ...more] = byType(jsonLd(route), 'Product');
      expect(more, route).toEqual([]);
      const offers = described?.['offers'] as Node | undefined;
      expect(
        [described?.['name'], Number(offers?.['price']), offers?.['availability']],
        route,
      ).toEqual([
        product.title,
        product.price,
        `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
      ]);
    }
});

test('every page that shows a breadcrumb describes the same trail, and FAQ pages their questions', () => {
  // The problems of every page, asserted once (one expect() a page was 30 s at 2,775 pages).
  const wrong: string[] = [];
  let withCrumbs = 0;
  for (const route of routes) {
    const html = readFileSync(fileOf(route), 'utf8');
    const locale = isArabic(route) ? 'ar' : 'en';
    const nodes = jsonLd(route, html);
    const nav = new RegExp(`<nav aria-label="${words(locale).breadcrumb}">([\\s\\S]*?)</nav>`).exec(
      html,
    )?.[1];
    const lists = byType(nodes, 'BreadcrumbList');
    if (lists.length !== (nav ? 1 : 0))
      wrong.push(`${route}: ${lists.length} BreadcrumbList, ${nav ? 'a' : 'no'} breadcrumb shown`);
    if (nav) {
      withCrumbs++;
      // Each crumb's label: the <li>'s text without its hidden '/' separator.
      const shown = [...nav.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/g)].map((match) =>
        decodeHtml(
          (match[1] ?? '')
            .replace(/<span aria-hidden="true">\/<\/span>/, '')
            .replace(/<[^>]+>/g, ''),
        ),
      );
      const names = list(lists[0]?.['itemListElement']).map((item) => (item as Node)['name']);
      if (JSON.stringify(names) !== JSON.stringify(shown))
        wrong.push(`${route}: trail ${JSON.stringify(names)}, shown ${JSON.stringify(shown)}`);
    }
    const hasFaq = decodeHtml(html).includes(getFaqs(locale)[0]?.question ?? '\0');
    const faqs = byType(nodes, 'FAQPage').length;
    if (faqs !== (hasFaq ? 1 : 0))
      wrong.push(`${route}: ${faqs} FAQPage, ${hasFaq ? 'questions' : 'no questions'} shown`);
  }
  expect(wrong).toEqual([]);
  expect(withCrumbs).toBeGreaterThan(routes.length / 2);
});

test('JSON-LD text cannot close its script element and reads back unchanged', () => {
  const data = { name: '</script><script>alert(1)</script> <!-- \u2028' };
  const text = jsonLdText(data);
  expect(text).not.toMatch(/<\/?script|<!--/i);
  expect(JSON.parse(text)).toEqual(data);
});
