import type { z } from 'zod';
import { join } from 'node:path';
import type { CollectionName } from './collections';
import { contentDir, listSource, loadContent } from './load';
import { loadCollection } from './load-collection';
import { PAGE_SEGMENT, pageCount } from './list-pages';
import { contentLocale, type Locale } from './locale';
import { page } from './sections';
import { files, type CaseStudy, type ContentFile, type PageMeta } from './schema';

/*
 * Typed loaders over content/. Each file is validated the first time it is read; pages and
 * sections call these and never import JSON themselves. They read the language of the page being
 * rendered (content/locale.ts): `services.json` is read from `services.en.json` in English and from its
 * twin `services.ar.json` in Arabic.
 */

function load<F extends ContentFile>(file: F, locale: Locale = contentLocale()) {
  return loadContent(file, files[file], locale) as z.output<(typeof files)[F]>;
}

/** A collection's items (one file each, content/collections.ts) in the site's order. */
function items<N extends CollectionName>(name: N, locale: Locale = contentLocale()) {
  return loadCollection(name, locale);
}

function bySlug<T extends { slug: string }>(items: readonly T[], slug: string): T | undefined {
  return items.find((item) => item.slug === slug);
}

export const getSite = (locale?: Locale) => load('site.json', locale);
export const getStats = (locale?: Locale) => load('stats.json', locale).stats;

export const getServices = (locale?: Locale) => items('services', locale);
export const getService = (slug: string) => bySlug(getServices(), slug);

export const getProjects = (locale?: Locale) => items('projects', locale);
export const getProject = (slug: string) => bySlug(getProjects(), slug);

export const getCaseStudies = (locale?: Locale) => items('case-studies', locale);

/** Newest first. */
export const getPosts = (locale?: Locale) => items('posts', locale);
export const getPost = (slug: string) => bySlug(getPosts(), slug);

export const getTeam = (locale?: Locale) => items('team', locale);
export const getTeamMember = (slug: string, locale?: Locale) => bySlug(getTeam(locale), slug);

export const getJobs = (locale?: Locale) => items('jobs', locale);
export const getTestimonials = (locale?: Locale) => items('testimonials', locale);
export const getAwards = (locale?: Locale) => items('awards', locale);
export const getFaqs = (locale?: Locale) => load('faqs.json', locale).faqs;
export const getPricing = (locale?: Locale) => load('pricing.json', locale);
export const getBrands = (locale?: Locale) => items('brands', locale);

export const getProducts = (locale?: Locale) => items('products', locale);
export const getProduct = (id: string) => getProducts().find((product) => product.id === id);

/** The demo shop's sample state, coupon, countries and copy. */
export const getShop = (locale?: Locale) => load('shop.json', locale);

export const pagesDir = join(contentDir, 'pages');

/** The pages of content/pages/ by name: `about` for `about.en.json` (and its twin `about.ar.json`). */
export function getPageNames(): string[] {
  // Through the loaders' source, as every page file is read (a spec may give them other files).
  return (listSource('pages') ?? [])
    .filter((name) => name.endsWith('.en.json'))
    .map((name) => name.slice(0, -'.en.json'.length))
    .sort();
}

export function getPage(name: string, locale: Locale = contentLocale()) {
  return loadContent(`pages/${name}.json`, page, locale);
}

export const getPageMeta = (name: string, locale?: Locale): PageMeta => getPage(name, locale).meta;

/**
 * The generic detail targets the spec's pages link to (/service/service-details, …). Each is a real
 * page showing the item its page file (content/pages/<generic>.json) names as `featured`, or the
 * first item of the collection.
 */
export const genericSlugs = {
  service: 'service-details',
  post: 'blog-details',
  project: 'portfolio-details',
  member: 'team-details',
} as const;

function detailParams(items: readonly { slug: string }[], generic: string) {
  return [...items.map(({ slug }) => ({ slug })), { slug: generic }];
}

/** The item a generic route shows: the page file's `featured` slug, which must name an item. */
export function featuredItem<T extends { slug: string }>(items: readonly T[], generic: string): T {
  const featured = getPage(generic).featured;
  if (featured === undefined) return items[0]!;
  const item = bySlug(items, featured);
  if (!item) {
    throw new Error(
      `Invalid content in content/pages/${generic}.json:\n  at $.featured: "${featured}" is not ` +
        `the slug of any item; expected one of: ${items.map(({ slug }) => slug).join(', ')}`,
    );
  }
  return item;
}

function detail<T extends { slug: string }>(
  items: readonly T[],
  slug: string,
  generic: string,
): T | undefined {
  return slug === generic ? featuredItem(items, generic) : bySlug(items, slug);
}

export const serviceParams = () => detailParams(getServices(), genericSlugs.service);
export const serviceForRoute = (slug: string) => detail(getServices(), slug, genericSlugs.service);
export const postParams = () => detailParams(getPosts(), genericSlugs.post);
export const postForRoute = (slug: string) => detail(getPosts(), slug, genericSlugs.post);
export const projectParams = () => detailParams(getProjects(), genericSlugs.project);
export const projectForRoute = (slug: string) => detail(getProjects(), slug, genericSlugs.project);

/** How many projects a page of /portfolio/ shows: its grid's `perPage`, or all of them without one. */
export function projectsPerPage(): number {
  const grid = getPage('portfolio', 'en').sections?.find((s) => s.type === 'project-grid');
  return (grid?.type === 'project-grid' && grid.perPage) || Math.max(1, getProjects('en').length);
}

/** The numbers of the portfolio's later pages (2…n), at `/portfolio/page/<n>/`. */
export const laterProjectPages = () =>
  Array.from(
    { length: pageCount(getProjects('en').length, projectsPerPage()) - 1 },
    (_, i) => i + 2,
  );

/**
 * What lies under /portfolio/, as the route `portfolio/[...path]` lists it: each project's page
 * (`[slug]`) and each later page of the list (`['page', n]`).
 */
export const portfolioParams = () => [
  ...projectParams().map(({ slug }) => ({ path: [slug] })),
  ...laterProjectPages().map((n) => ({ path: [PAGE_SEGMENT, String(n)] })),
];
export const memberParams = () => detailParams(getTeam(), genericSlugs.member);
export const memberForRoute = (slug: string) => detail(getTeam(), slug, genericSlugs.member);
/** Case studies have /case-study-details (the featured one) and /case-study-details/<slug>. */
export const caseStudyParams = () => getCaseStudies().map(({ slug }) => ({ slug }));
export const getCaseStudy = (slug: string) => bySlug(getCaseStudies(), slug);
export const featuredCaseStudy = () => featuredItem(getCaseStudies(), 'case-study-details');

/** The route `case-study-details/[[...slug]]`: the generic page (no slug), then each case study's. */
export const caseStudyPathParams = () => [
  { slug: undefined },
  ...caseStudyParams().map(({ slug }) => ({ slug: [slug] })),
];

/**
 * What a path under /case-study-details/ shows: the featured case study (no slug), one by its slug, or
 * at the generic address while there is none, that there is none yet; undefined for no page.
 */
export function caseStudyForPath(
  slug: readonly string[] | undefined,
): { kind: 'study'; study: CaseStudy } | { kind: 'none' } | undefined {
  if (!slug || slug.length === 0)
    return getCaseStudies().length === 0
      ? { kind: 'none' }
      : { kind: 'study', study: featuredCaseStudy() };
  const study = slug.length === 1 ? getCaseStudy(slug[0]!) : undefined;
  return study && { kind: 'study', study };
}

/** The projects before and after one, wrapping around, for the Prev/Next links. */
export function projectNeighbours(slug: string) {
  const projects = getProjects();
  const i = Math.max(
    0,
    projects.findIndex((project) => project.slug === slug),
  );
  const at = (n: number) => projects[(n + projects.length) % projects.length]!;
  return { previous: at(i - 1), next: at(i + 1) };
}

/** The query parameter the contact page reads to preselect its subject: a job's slug from jobs.json. */
export const SUBJECT_PARAM = 'subject';

/** Where a job's 'Apply' link goes: the contact form with that position chosen as the subject. */
export const jobApplyHref = (job: { slug: string }) => `/contact?${SUBJECT_PARAM}=${job.slug}`;
