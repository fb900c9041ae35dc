import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getFaqs, getPosts, getProducts, getSite } from '../../content';
import type { Post, Product, TeamMember } from '../../content/schema';
import {
  breadcrumbData,
  faqData,
  organizationData,
  postData,
  productData,
} from '../../components/seo/structured-data';

/*
 * The JSON-LD objects of components/seo/structured-data.ts, built from small posts and products and
 * checked against the rules of issue 75: every URL absolute on the site URL, in the page's language
 * (English here: outside a render the content's language is English) and in the dark tree with the
 * export's trailing slash; dates ISO 8601 as the content gives them; the offer in US dollars with two
 * decimals. json-ld-nodes.spec.ts checks the nodes of the exported pages.
 */

const site = getSite('en');
const origin = site.url;
const organization = { '@type': 'Organization', '@id': `${origin}/#organization`, name: site.name };

// The pictures' served files come from the picture pipeline's manifest. A copy of the checkout made
// without it (the mutation run's) is given one naming the test's pictures, each with a single WebP copy.
const realPost = getPosts('en')[0]!;
const realProduct = getProducts('en')[0]!;
const pictures = [realPost.thumbnail.src, ...realProduct.images.map((image) => image.src)];
const manifestFile =
  process.env.PICTURES_MANIFEST ?? join(process.cwd(), '.pictures', 'manifest.json');
if (!existsSync(manifestFile)) {
  const file = join(mkdtempSync(join(tmpdir(), 'json-ld-')), 'manifest.json');
  const entries = pictures.map((src, at) => {
    const copy = { src: `/img/test-${at}-800.webp`, width: 800, height: 600 };
    return [src, { width: 800, height: 600, webp: [copy] }];
  });
  writeFileSync(file, JSON.stringify(Object.fromEntries(entries)));
  process.env.PICTURES_MANIFEST = file;
}
type Copy = { src: string; width: number };
const manifest = JSON.parse(
  readFileSync(process.env.PICTURES_MANIFEST ?? manifestFile, 'utf8'),
) as Record<string, { webp?: Copy[] }>;
/** The one file JSON-LD names for a picture: its widest WebP copy, or the picture itself (an SVG). */
const served = (src: string) => {
  const copies = manifest[src]?.webp ?? [];
  const widest = copies.reduce<Copy | undefined>(
    (w, c) => (w && w.width >= c.width ? w : c),
    undefined,
  );
  return `${origin}${widest?.src ?? src}`;
};

test('the agency: a professional service with its id, home page, card, address and profiles', () => {
  expect(organizationData()).toEqual({
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': `${origin}/#organization`,
    name: site.name,
    url: `${origin}/`,
    description: site.description,
    slogan: site.tagline,
    logo: `${origin}${site.logo.light.src}`,
    image: `${origin}/og/index.png`,
    telephone: site.contact.phone,
    email: site.contact.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.contact.address.street,
      addressLocality: site.contact.address.city,
      addressCountry: site.contact.address.country,
    },
    sameAs: site.socials.map((social) => social.href),
  });
});

test('a breadcrumb numbers its crumbs from 1 and links all but the last, absolute and with a slash', () => {
  expect(
    breadcrumbData([
      { label: 'Home', href: '/' },
      { label: 'Blog', href: '/blog' },
      { label: 'Notes' },
      { label: 'A post', href: '/blog/a-post' },
    ]),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/blog/` },
      // A crumb without a link names no page.
      { '@type': 'ListItem', position: 3, name: 'Notes' },
      // The last crumb is the page itself: no item, even when it was given a link.
      { '@type': 'ListItem', position: 4, name: 'A post' },
    ],
  });
  expect(breadcrumbData([]).itemListElement).toEqual([]);
});

test('the FAQ: each question with its answer, in the page’s language', () => {
  expect(faqData()).toEqual({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: 'en',
    mainEntity: getFaqs('en').map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  });
});

test('a post: its page’s URL, its one ISO date as published and modified, its writer and card', () => {
  const post: Post = {
    ...realPost,
    slug: 'a-post',
    title: 'A post',
    excerpt: 'What it says.',
    date: '2026-03-04',
    category: 'Tech',
    tags: ['Branding', 'Arabic type'],
  };
  const writer = { slug: 'laith-haddad', name: 'Laith Haddad', role: 'Art director' };
  expect(postData(post, writer as TeamMember, '/blog/a-post')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${origin}/blog/a-post/#post`,
    mainEntityOfPage: `${origin}/blog/a-post/`,
    url: `${origin}/blog/a-post/`,
    headline: 'A post',
    description: 'What it says.',
    inLanguage: 'en',
    datePublished: '2026-03-04',
    dateModified: '2026-03-04',
    image: [served(realPost.thumbnail.src), `${origin}/og/blog/a-post.png`],
    author: {
      '@type': 'Person',
      name: 'Laith Haddad',
      jobTitle: 'Art director',
      url: `${origin}/team/laith-haddad/`,
    },
    publisher: organization,
    articleSection: 'Tech',
    keywords: 'Branding, Arabic type',
  });
  // The generic post page describes the post it shows at its own address.
  const generic = postData(post, writer as TeamMember, '/blog/blog-details');
  expect([generic.url, generic['@id']]).toEqual([
    `${origin}/blog/blog-details/`,
    `${origin}/blog/blog-details/#post`,
  ]);
});

const product = (change: Partial<Product>): Product => ({
  ...realProduct,
  id: 'a-poster',
  title: 'A poster',
  summary: 'A print.',
  sku: 'RWN-01',
  category: 'Design',
  brand: 'Walton',
  price: 12.5,
  stock: 3,
  rating: 4.5,
  reviews: 7,
  review: { author: 'Rana', date: '2026-02-01', rating: 4, text: 'Good paper.' },
  ...change,
});

test('a product: its page, pictures, offer in dollars with two decimals, review and rating', () => {
  const url = `${origin}/shop/a-poster/`;
  expect(productData(product({}))).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    url,
    name: 'A poster',
    description: 'A print.',
    sku: 'RWN-01',
    category: 'Design',
    brand: { '@type': 'Brand', name: 'Walton' },
    image: realProduct.images.map((image) => served(image.src)),
    offers: {
      '@type': 'Offer',
      url,
      price: '12.50',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      seller: organization,
    },
    review: {
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Rana' },
      datePublished: '2026-02-01',
      reviewBody: 'Good paper.',
      reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5 },
    },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 7,
      bestRating: 5,
      worstRating: 0,
    },
  });
});

test('a product out of stock is offered as such, and one without reviews has no rating', () => {
  const last = productData(product({ stock: 1, price: 40 })).offers as Record<string, unknown>;
  expect([last['availability'], last['price']]).toEqual(['https://schema.org/InStock', '40.00']);
  const gone = productData(product({ stock: 0 })).offers as Record<string, unknown>;
  expect(gone['availability']).toBe('https://schema.org/OutOfStock');
  const unrated = productData(product({ reviews: 0 }));
  expect('aggregateRating' in unrated).toBe(false);
  const one = productData(product({ reviews: 1, rating: 5 }));
  expect(one.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
});
