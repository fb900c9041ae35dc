import { z } from 'zod';
import {
  slug,
  externalHref,
  isoDate,
  text,
  prose,
  paragraphs,
  markdown,
  percentage,
  image,
  themedImage,
  link,
  reference,
  listOf,
} from './schema-base';
import { cartLine, country, product, shop } from './schema-shop';
import { site, social } from './schema-site';

/*
 * One schema per JSON file in content/. The loaders validate against these once at build time;
 * `npm run content:schema` turns them into JSON Schema for editors. The field types they are made of
 * are in schema-base.ts, the site's settings (site.json) in schema-site.ts and the shop's files in
 * schema-shop.ts; this module gathers them all, with their types.
 */

export const stat = z.strictObject({
  title: text,
  value: z.number().nonnegative(),
  suffix: z.string(),
});
export const stats = listOf(stat, 'stats');

export const progressItem = z.strictObject({ title: text, percentage });

export const service = z.strictObject({
  slug,
  number: z.string().regex(/^\d{2}$/, 'two digits such as "01"'),
  title: text,
  subtitle: text,
  icon: text,
  image,
  features: z.array(text).min(3),
  body: markdown,
  points: z.array(z.strictObject({ title: text, text: prose })).length(4, 'four numbered points'),
});

export const project = z.strictObject({
  slug,
  title: text,
  category: text,
  client: text,
  location: text,
  budget: text,
  completed: isoDate,
  summary: prose,
  body: markdown,
  cover: image,
  gallery: z.array(image).min(3, 'at least three gallery images'),
  services: z.array(reference(slug, 'services')),
});

export const caseStudy = z.strictObject({
  slug,
  number: z.string().regex(/^\d{2}$/, 'two digits such as "01"'),
  title: text,
  category: text,
  client: text,
  location: text,
  duration: text,
  completed: isoDate,
  thumbnail: image,
  brief: markdown,
  challenges: z.array(z.strictObject({ title: text, text: prose })).length(6, 'six challenges'),
  results: z.array(progressItem).length(3, 'three results'),
  outcome: prose,
});

export const blogCategory = z.enum(['Branding', 'LifeStyle', 'Travel', 'Event', 'Tech']);

export const post = z.strictObject({
  slug,
  title: text,
  category: blogCategory,
  tags: z.array(text).min(1),
  date: isoDate,
  author: reference(slug, 'team'),
  excerpt: prose,
  thumbnail: image,
  gallery: z.array(image).length(2, 'two gallery images'),
  body: markdown,
});

export const teamMember = z.strictObject({
  slug,
  name: text,
  role: text,
  portrait: image,
  summary: prose,
  bio: paragraphs,
  skills: z.array(progressItem).length(3, 'three skills'),
  email: z.email(),
  socials: z.array(social),
});

export const job = z.strictObject({
  slug,
  number: z.string().regex(/^\d{2}$/, 'two digits such as "01"'),
  title: text,
  type: text,
  location: text,
  summary: markdown,
});

export const testimonial = z.strictObject({
  slug,
  text: prose,
  name: text,
  role: text,
  avatar: image,
  rating: z.number().min(0).max(5),
});

export const award = z.strictObject({
  slug,
  brand: text,
  title: text,
  subtitle: text,
  date: text,
  image: themedImage,
});

export const faq = z.strictObject({ question: text, answer: prose });
export const faqs = listOf(faq, 'faqs');

export const pricingPlan = z.strictObject({
  slug,
  title: text,
  subtitle: text,
  currency: text,
  prices: z.strictObject({ monthly: z.number().positive(), yearly: z.number().positive() }),
  features: z.array(text).min(1),
  cta: link,
  popular: z.boolean(),
});
export const pricing = z.strictObject({
  periods: z.strictObject({ monthly: text, yearly: text }),
  plans: listOf(pricingPlan, 'pricing.plans'),
});

export const brand = z.strictObject({ slug, name: text, logo: themedImage, href: externalHref });

/** Heading block of a page: its browser title, its h1 and the line under it. */
export const pageMeta = z.strictObject({
  title: text.describe('The browser tab title; the site adds " - Rawnaq" (" - رونق" in Arabic).'),
  description: prose.describe('What search engines and share cards show under the title.'),
  eyebrow: text,
  heading: text.describe("The page's main heading (its h1)."),
  lede: prose,
});

/**
 * Every single file in content/ (but the page files) and the schema of its whole contents: the site's
 * settings and the short fixed lists shown whole (four counters, five FAQs, the pricing table), and the
 * shop's sample state. The collections that grow are folders of one file per item
 * (content/collections.ts).
 */
export const files = {
  'site.json': site,
  'stats.json': z.strictObject({ stats }),
  'faqs.json': z.strictObject({ faqs }),
  'pricing.json': pricing,
  'shop.json': shop,
} as const;

export type ContentFile = keyof typeof files;

export { href, image, internalHref, link, themedImage } from './schema-base';
export * from './schema-shop';
export { site } from './schema-site';

export type Image = z.infer<typeof image>;
export type ThemedImage = z.infer<typeof themedImage>;
export type Link = z.infer<typeof link>;
export type Site = z.infer<typeof site>;
export type Stat = z.infer<typeof stat>;
export type ProgressItem = z.infer<typeof progressItem>;
export type Service = z.infer<typeof service>;
export type Project = z.infer<typeof project>;
export type CaseStudy = z.infer<typeof caseStudy>;
export type Post = z.infer<typeof post>;
export type TeamMember = z.infer<typeof teamMember>;
export type Job = z.infer<typeof job>;
export type Testimonial = z.infer<typeof testimonial>;
export type Award = z.infer<typeof award>;
export type Faq = z.infer<typeof faq>;
export type PricingPlan = z.infer<typeof pricingPlan>;
export type Pricing = z.infer<typeof pricing>;
export type Brand = z.infer<typeof brand>;
export type Product = z.infer<typeof product>;
export type PageMeta = z.infer<typeof pageMeta>;
export type Shop = z.infer<typeof shop>;
export type CartLine = z.infer<typeof cartLine>;
export type Country = z.infer<typeof country>;
