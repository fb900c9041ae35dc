import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { getFaqs, getPosts, getProducts, getSite } from '../../content';
import { jsonLdText } from '../../components/seo/json-ld';
import { decodeHtml } from '../../scripts/seo/og-images';
import { words } from '../../components/i18n/words';
import { exportedRoutes, fileOf, isArabic, toDark } from '../site/routes';
import { pagesOfOneTree } from './export-floor';

/*
 * Reads the JSON-LD of every exported page (out/**\/index.html, both trees) and checks each description
 * against what schema.org and Google's rich results ask of its type, and that the pages that should
 * describe something do.
 */

type Node = Record<string, unknown>;

const siteUrl = getSite().url;
const routes = exportedRoutes();
const HOMES = ['/', '/home/', '/marketing-agency/', '/studio-agency/', '/digital-agency/'];

/** The parsed JSON-LD blocks of a page; a block that is not valid JSON fails the test. */
function jsonLd(route: string, html = readFileSync(fileOf(route), 'utf8')): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => {
      try {
        return JSON.parse(match[1] ?? '') as Node;
      } catch (error) {
        throw new Error(`${route}: JSON-LD is not JSON (${String(error)})`);
      }
    },
  );
}

const byType = (nodes: Node[], type: string) => nodes.filter((node) => node['@type'] === type);
const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const pick = (node: Node | undefined, ...keys: string[]) =>
  Object.fromEntries(keys.map((key) => [key, node?.[key]]));
const absolute = (value: unknown) => typeof value === 'string' && value.startsWith(`${siteUrl}/`);
const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** The problems with one description, by the required properties of its type. */
function problems(node: Node): string[] {
  const found: string[] = [];
  const need = (ok: boolean, what: string) => ok || found.push(`${String(node['@type'])}: ${what}`);
  need(node['@context'] === 'https://schema.org', '@context is https://schema.org');
  switch (node['@type']) {
    case 'Organization':
    case 'ProfessionalService': {
      const address = node['address'];
      need(nonEmpty(node['name']), 'name');
      need(absolute(node['url']), 'absolute url');
      need(
        isObject(address) &&
          address['@type'] === 'PostalAddress' &&
          nonEmpty(address['streetAddress']) &&
          nonEmpty(address['addressLocality']) &&
          nonEmpty(address['addressCountry']),
        'address: PostalAddress with street, locality and country',
      );
      break;
    }
    case 'BlogPosting': {
      const author = node['author'];
      need(nonEmpty(node['headline']), 'headline');
      need(/^\d{4}-\d{2}-\d{2}/.test(String(node['datePublished'])), 'ISO datePublished');
      need(isObject(author) && nonEmpty(author['name']), 'author with a name');
      need(list(node['image']).length > 0 && list(node['image']).every(absolute), 'image URLs');
      break;
    }
    case 'Product': {
      const offers = node['offers'];
      need(nonEmpty(node['name']), 'name');
      need(list(node['image']).length > 0 && list(node['image']).every(absolute), 'image URLs');
      need(
        isObject(offers) &&
          offers['@type'] === 'Offer' &&
          /^\d+(\.\d+)?$/.test(String(offers['price'])) &&
          offers['priceCurrency'] === 'USD' &&
          /^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(String(offers['availability'])),
        'offers: Offer with price, priceCurrency USD and availability',
      );
      const rating = node['aggregateRating'];
      if (rating !== undefined)
        need(
          isObject(rating) &&
            Number(rating['ratingValue']) >= 0 &&
            Number(rating['reviewCount']) > 0,
          'aggregateRating with ratingValue and reviewCount',
        );
      break;
    }
    case 'BreadcrumbList': {
      const items = list(node['itemListElement']);
      need(items.length >= 2, 'at least two crumbs');
      items.forEach((item, i) => {
        need(
          isObject(item) && item['@type'] === 'ListItem' && item['position'] === i + 1,
          `item ${i + 1}: ListItem at position ${i + 1}`,
        );
        need(isObject(item) && nonEmpty(item['name']), `item ${i + 1}: name`);
        // Google lets the last crumb (the page itself) go without `item`; every other needs its URL.
        if (i < items.length - 1)
          need(isObject(item) && absolute(item['item']), `item ${i + 1}: absolute item URL`);
      });
      break;
    }
    case 'FAQPage': {
      const questions = list(node['mainEntity']);
      need(questions.length > 0, 'mainEntity');
      for (const question of questions) {
        const answer = isObject(question) ? question['acceptedAnswer'] : undefined;
        need(
          isObject(question) &&
            question['@type'] === 'Question' &&
            nonEmpty(question['name']) &&
            isObject(answer) &&
            answer['@type'] === 'Answer' &&
            nonEmpty(answer['text']),
          'mainEntity: Question with name and acceptedAnswer Answer text',
        );
      }
      break;
    }
    default:
      found.push(`unexpected @type ${JSON.stringify(node['@type'])}`);
  }
  return found;
}

test('every JSON-LD block on every exported page is JSON and has what its @type requires', () => {
  expect(routes.length).toBeGreaterThanOrEqual(pagesOfOneTree());
  const failures: string[] = [];
  let blocks = 0;
  for (const route of routes)
    for (const node of jsonLd(route)) {
      blocks++;
      failures.push(...problems(node).map((problem) => `${route} ${problem}`));
    }
  expect(failures).toEqual([]);
  expect(blocks).toBeGreaterThan(routes.length / 2);
});

test('the agency is described on the home pages and contact, in both trees', () => {
  for (const route of routes.filter((r) => [...HOMES, '/contact/'].includes(toDark(r)))) {
    const [agency, ...more] = byType(jsonLd(route), 'ProfessionalService');
    expect(more, route).toEqual([]);
    expect(agency?.['name'], route).toBe(getSite().name);
    expect(agency?.['telephone'], route).toBe(getSite().contact.phone);
    expect(agency?.['sameAs'], route).toEqual(getSite().socials.map((social) => social.href));
  }
});

test('each post page is a BlogPosting of its post, on its own dark URL', () => {
  // One comparison for every post: an expect() a post and field is a recorded step each, whose cost
  // grows with the steps before it (../../../shared/STACK-NOTES.md), at 600 posts 2,400 of them.
  const described = (route: string) => {
    const postings = byType(jsonLd(route), 'BlogPosting');
    return {
      route,
      count: postings.length,
      ...pick(postings[0], 'headline', 'datePublished', 'url'),
    };
  };
  const routesOf = (slug: string) => [`/blog/${slug}/`, `/light/blog/${slug}/`];
  const posts = getPosts();
  expect(posts.flatMap((post) => routesOf(post.slug).map(described))).toEqual(
    posts.flatMap((post) =>
      routesOf(post.slug).map((route) => ({
        route,
        count: 1,
        headline: post.title,
        datePublished: post.date,
        url: `${siteUrl}/blog/${post.slug}/`,
      })),
    ),
  );
});

test("each product page is a Product with its offer at the catalogue's price and stock", () => {
  for (const product of getProducts()) {
    const route = `/shop/${product.id}/`;
    const [described, ...more] = byType(jsonLd(route), 'Product');
    expect(more, route).toEqual([]);
    expect(described?.['name'], route).toBe(product.title);
    const offers = described?.['offers'] as Node | undefined;
    expect(Number(offers?.['price']), route).toBe(product.price);
    expect(offers?.['availability'], route).toBe(
      `https://schema.org/${product.stock > 0 ? 'InStock' : 'OutOfStock'}`,
    );
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
