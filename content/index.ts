import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { contentDir, loadContent } from './load';
import { files, page, type ContentFile, type PageMeta } from './schema';

/*
 * Typed loaders over content/. Each file is validated the first time it is read; pages and
 * sections call these and never import JSON themselves.
 */

function load<F extends ContentFile>(file: F) {
  return loadContent(file, files[file]);
}

function bySlug<T extends { slug: string }>(items: readonly T[], slug: string): T | undefined {
  return items.find((item) => item.slug === slug);
}

/** Newest first. */
function byDateDesc<T>(date: (item: T) => string) {
  return (a: T, b: T) => date(b).localeCompare(date(a));
}

export const getSite = () => load('site.json');
export const getStats = () => load('stats.json').stats;

export const getServices = () => load('services.json').services;
export const getService = (slug: string) => bySlug(getServices(), slug);

export const getProjects = () => load('projects.json').projects;
export const getProject = (slug: string) => bySlug(getProjects(), slug);

export const getCaseStudies = () => load('case-studies.json').caseStudies;

export const getPosts = () => [...load('posts.json').posts].sort(byDateDesc((post) => post.date));
export const getPost = (slug: string) => bySlug(getPosts(), slug);

export const getTeam = () => load('team.json').team;
export const getTeamMember = (slug: string) => bySlug(getTeam(), slug);

export const getJobs = () => load('jobs.json').jobs;
export const getTestimonials = () => load('testimonials.json').testimonials;
export const getAwards = () => load('awards.json').awards;
export const getFaqs = () => load('faqs.json').faqs;
export const getPricing = () => load('pricing.json');
export const getBrands = () => load('brands.json').brands;

export const getProducts = () => load('products.json').products;
export const getProduct = (id: string) => getProducts().find((product) => product.id === id);

export const pagesDir = join(contentDir, 'pages');

/** The names of the files in content/pages/, without `.json`. */
export function getPageNames(): string[] {
  return readdirSync(pagesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

export function getPage(name: string) {
  return loadContent(`pages/${name}.json`, page);
}

export const getPageMeta = (name: string): PageMeta => getPage(name).meta;
