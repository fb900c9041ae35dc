import type {
  BlogPosting,
  BreadcrumbList,
  FAQPage,
  ListItem,
  Product,
  ProfessionalService,
  WithContext,
} from 'schema-dts';
import { getFaqs, getSite } from '@/content';
import type { Post, Product as ShopProduct, TeamMember } from '@/content/schema';
import { contentLocale } from '@/content/locale';
import { absoluteUrl, localePath, ogImagePath } from './page-seo';
import { labelOf } from '@/components/i18n/words';
import { pictureFile } from '@/components/ui/picture-manifest';

/*
 * The schema.org descriptions of the site's things, as JSON-LD objects typed by schema-dts, built from
 * content/. Every URL is absolute on the site URL and in the dark tree (the light twins describe the same
 * things). components/seo/json-ld.tsx writes them into the page.
 */

const CONTEXT = 'https://schema.org' as const;

/** A root path as this page's language's absolute URL: `/about` → …/about/ or …/ar/about/. */
const pageUrl = (path: string) => absoluteUrl(localePath(path, contentLocale()));

/** The agency's node id: other descriptions (a post's publisher) refer to it by this. */
const organizationId = () => absoluteUrl('/#organization');

/** The agency: a professional service with its Amman address, phone, e-mail and social profiles. */
export function organizationData(): WithContext<ProfessionalService> {
  const site = getSite();
  const { phone, email, address } = site.contact;
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': organizationId(),
    name: site.name,
    // Stryker disable next-line StringLiteral: '' is the home page too (pagePath('') is '/').
    url: pageUrl('/'),
    description: site.description,
    slogan: site.tagline,
    logo: absoluteUrl(site.logo.light.src),
    // The home page's card in this page's language (/og/ar.png in Arabic), as its og:image.
    // Stryker disable next-line StringLiteral: '' is the home page too (pagePath('') is '/').
    image: absoluteUrl(ogImagePath(localePath('/', contentLocale()))),
    telephone: phone,
    email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      addressCountry: address.country,
    },
    sameAs: site.socials.map((social) => social.href),
  };
}

export type Crumb = { label: string; href?: string };

/**
 * The breadcrumb trail a page heading shows (Home first). Each crumb with a link names its page; the last
 * crumb is the page itself, which has no link, and Google's rules let the last item go without `item`.
 */
export function breadcrumbData(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.href && index < crumbs.length - 1 ? { item: pageUrl(crumb.href) } : {}),
    })),
  };
}

/** The FAQ section's questions and answers (content/faqs.json). */
export function faqData(): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage: contentLocale(),
    mainEntity: getFaqs().map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** A blog post at `path` (its own page, or the generic /blog/blog-details showing it). */
export function postData(post: Post, writer: TeamMember, path: string): WithContext<BlogPosting> {
  const site = getSite();
  const url = pageUrl(path);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#post`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    inLanguage: contentLocale(),
    datePublished: post.date,
    dateModified: post.date,
    image: [
      absoluteUrl(pictureFile(post.thumbnail.src).src),
      absoluteUrl(ogImagePath(localePath(path, contentLocale()))),
    ],
    author: {
      '@type': 'Person',
      name: writer.name,
      jobTitle: writer.role,
      url: pageUrl(`/team/${writer.slug}`),
    },
    publisher: { '@type': 'Organization', '@id': organizationId(), name: site.name },
    articleSection: labelOf(post.category),
    keywords: post.tags.join(', '),
  };
}

/** A shop product with its offer (US dollars, in stock or not), its review, and its rating where it has reviews. */
export function productData(product: ShopProduct): WithContext<Product> {
  const url = pageUrl(`/shop/${product.id}`);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    url,
    name: product.title,
    description: product.summary,
    sku: product.sku,
    category: labelOf(product.category),
    brand: { '@type': 'Brand', name: product.brand },
    image: product.images.map((image) => absoluteUrl(pictureFile(image.src).src)),
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.toFixed(2),
      priceCurrency: 'USD',
      availability:
        product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', '@id': organizationId(), name: getSite().name },
    },
    review: {
      '@type': 'Review',
      author: { '@type': 'Person', name: product.review.author },
      datePublished: product.review.date,
      reviewBody: product.review.text,
      reviewRating: { '@type': 'Rating', ratingValue: product.review.rating, bestRating: 5 },
    },
    ...(product.reviews > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.reviews,
            bestRating: 5,
            worstRating: 0,
          },
        }
      : {}),
  };
}
