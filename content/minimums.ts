/*
 * The smallest content the site takes, in one table: for each collection (a folder of content/,
 * content/collections.ts) and each list of a one-file content (faqs, pricing, stats, shop and the lists
 * inside the sections of content/pages/), how many items it needs and why. None where a page can do
 * without it (its section is then left out, or says so); else one, or what the section needs to work.
 * A list inside a section needs its minimum only where the section is on a page: a site that has none
 * of it takes the section off its page file.
 *
 * The loaders read it (content/load-collection.ts for the folders, the zod schemas for the lists), and
 * so does whoever cuts a copy of the content to its minimum. No imports: browser code reads it too.
 */

export type Minimum = {
  /** How many items, in each language. */
  min: number;
  /** What one item is called, and more than one, for the error ("at least 1 post"). */
  item: readonly [one: string, many: string];
  /** Why: the page or section that needs them, or what the site does without them. */
  reason: string;
};

const need = (min: number, item: Minimum['item'], reason: string): Minimum => ({
  min,
  item,
  reason,
});

export const MINIMUMS = {
  // Folder collections (content/<name>/).
  posts: need(1, ['post', 'posts'], 'the blog lists posts and /blog/blog-details shows one'),
  projects: need(
    1,
    ['project', 'projects'],
    'the portfolio lists projects and /portfolio/portfolio-details shows one',
  ),
  services: need(
    1,
    ['service', 'services'],
    'the services page lists them and /service/service-details shows one',
  ),
  team: need(
    1,
    ['team member', 'team members'],
    'the team page lists them, /team/team-details shows one and every post has an author',
  ),
  products: need(1, ['product', 'products'], 'the shop lists them and its demo cart holds one'),
  'case-studies': need(
    0,
    ['case study', 'case studies'],
    'without one, the case-study pages are not built and their sections are left out',
  ),
  jobs: need(
    0,
    ['job', 'jobs'],
    'without one, the team page says there is no open position and points to the contact page',
  ),
  awards: need(0, ['award', 'awards'], 'without one, the awards section is left out'),
  testimonials: need(
    0,
    ['testimonial', 'testimonials'],
    'without one, the testimonials section is left out',
  ),
  brands: need(0, ['brand', 'brands'], 'without one, the brands section is left out'),

  // One-file lists (content/<name>.en.json and .ar.json).
  faqs: need(0, ['question', 'questions'], 'without one, the FAQ section is left out'),
  'pricing.plans': need(
    1,
    ['plan', 'plans'],
    'a pricing section shows the plans; a site without prices takes the section off its pages',
  ),
  stats: need(
    1,
    ['counter', 'counters'],
    'the stats section counts them; a site without figures takes the section off its pages',
  ),
  'shop.demo.cart': need(
    1,
    ['cart line', 'cart lines'],
    "a first visit's cart shows how the cart works",
  ),
  'shop.demo.wishlist': need(
    1,
    ['product', 'products'],
    "a first visit's wishlist shows how the wishlist works",
  ),
  'shop.countries': need(1, ['country', 'countries'], 'the checkout asks for a country'),
  'shop.sampleOrder.lines': need(
    1,
    ['order line', 'order lines'],
    'the order confirmation shows a sample order',
  ),

  // Lists inside the sections of content/pages/*.json (a page without them leaves the section out).
  'hero-video.subtitles': need(
    2,
    ['subtitle', 'subtitles'],
    'the hero rotates between its subtitles',
  ),
  'hero-video.claims': need(1, ['claim', 'claims'], 'the hero shows its counters under the video'),
  'hero-play.claims': need(0, ['claim', 'claims'], 'without one, the hero shows no counters'),
  'about.features': need(1, ['feature', 'features'], 'the about block lists what the agency does'),
  'features.items': need(1, ['feature', 'features'], 'the features section is its boxes'),
  'services.items': need(1, ['service', 'services'], 'the services section is its list'),
  'portfolio.projects': need(1, ['project', 'projects'], 'the portfolio section is its carousel'),
  'progress.items': need(1, ['bar', 'bars'], 'the progress section is its bars'),
  'marquee.items': need(2, ['word', 'words'], 'the marquee scrolls between its words'),
  'contact-form.subjects': need(1, ['subject', 'subjects'], 'the contact form asks for a subject'),
} as const satisfies Record<string, Minimum>;

export type MinimumName = keyof typeof MINIMUMS;

/** "the blog lists posts …: at least 1 post in each language, found 0". */
export function minimumMessage(name: MinimumName, found: number): string {
  const { min, item, reason } = MINIMUMS[name];
  return `${reason}: at least ${min} ${min === 1 ? item[0] : item[1]} in each language, found ${found}`;
}
