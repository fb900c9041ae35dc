/*
 * The section a search result belongs to, from its path: a service, a project, a post, a product, ...
 * The index stores the key (pipeline/search/index-site.ts); the dialog names it in the page's language
 * (components/search/search-words.ts).
 */

export const SECTION_KEYS = [
  'service',
  'project',
  'caseStudy',
  'post',
  'product',
  'member',
  'page',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** Root-path patterns (no language or theme prefix) of each kind of page; anything else is a 'page'. */
const PATTERNS: [RegExp, SectionKey][] = [
  [/^\/service\/[^/]+\/$/, 'service'],
  [/^\/portfolio\/[^/]+\/$/, 'project'],
  [/^\/case-study-details\/[^/]+\/$/, 'caseStudy'],
  [/^\/blog\/[^/]+\/$/, 'post'],
  [/^\/shop\/[^/]+\/$/, 'product'],
  [/^\/team\/[^/]+\/$/, 'member'],
];

/** The section of the page at root path `root` ("/service/branding/" → 'service'). */
export const sectionOf = (root: string): SectionKey =>
  PATTERNS.find(([pattern]) => pattern.test(root))?.[1] ?? 'page';

/**
 * Root paths left out of the index: the not-found pages, pages about the visitor's own cart and order,
 * the placeholder page, and the blog's category, tag and archive lists, whose text is their posts'
 * (the posts themselves are in), and the pages that repeat another: /home/ is the home page at `/`, and
 * the template's detail pages without a slug show a featured project, case study or member, which are
 * in at their own addresses.
 */
export const UNSEARCHED = [
  /^\/404\/$/,
  /^\/_not-found\/$/,
  /^\/coming-soon\/$/,
  /^\/shop\/(?:cart|checkout|success|wishlist)\/$/,
  /^\/blog\/(?:category|tag|archive)\//,
  /^\/blog-list\/(?:page\/\d+\/)?$/,
  /^\/home\/$/,
  /^\/(?:portfolio|case-study|team)-details\/$/,
  // The blog's generic post page shows a featured post, in at its own address; left in, the blog's
  // search box (posts only) would list that post twice.
  /^\/blog\/blog-details\/$/,
];
