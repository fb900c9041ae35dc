import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { laterPageNumbers, termPageParams, type TermKind } from './blog';
import { PAGE_SEGMENT } from './list-pages';
import {
  caseStudyParams,
  getProducts,
  memberParams,
  postParams,
  portfolioParams,
  serviceParams,
} from './index';

/*
 * Every page of the site by its root path ("/service/branding/"), before the build: the folders of
 * app/(dark)/ that hold a page, with each dynamic folder's items from the content, the same lists its
 * generateStaticParams gives Next. A link written in content (Markdown) is checked against these, so a
 * link to a page that does not exist stops the build with its place instead of reaching a visitor.
 */

/** A term's pages, as paths below its kind's folder: "design", "design/page/2". */
const termPaths = (kind: TermKind) =>
  termPageParams(kind).map(({ slug, page }) => [slug, ...(page ?? [])].join('/'));

/** The items of each dynamic folder: what its page's generateStaticParams lists. */
const DYNAMIC: Record<string, () => string[]> = {
  '/blog/[slug]/': () => postParams().map(({ slug }) => slug),
  '/blog/[[...page]]/': () => ['', ...laterPageNumbers('blog').map((n) => `${PAGE_SEGMENT}/${n}`)],
  '/blog-list/[[...page]]/': () => [
    '',
    ...laterPageNumbers('blog-list').map((n) => `${PAGE_SEGMENT}/${n}`),
  ],
  '/blog/archive/[slug]/[[...page]]/': () => termPaths('archive'),
  '/blog/category/[slug]/[[...page]]/': () => termPaths('category'),
  '/blog/tag/[slug]/[[...page]]/': () => termPaths('tag'),
  '/case-study-details/[[...slug]]/': () => ['', ...caseStudyParams().map(({ slug }) => slug)],
  '/portfolio/[...path]/': () => portfolioParams().map(({ path }) => path.join('/')),
  '/service/[slug]/': () => serviceParams().map(({ slug }) => slug),
  '/shop/[id]/': () => getProducts('en').map(({ id }) => id),
  '/team/[slug]/': () => memberParams().map(({ slug }) => slug),
};

/** The route patterns of the folders under `dir` that hold a page.tsx ("/blog/[slug]/"); (groups) add nothing. */
function routePatterns(dir: string, path = '/'): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && entry.name === 'page.tsx') found.push(path);
    if (!entry.isDirectory()) continue;
    const group = /^\(.*\)$/.test(entry.name);
    found.push(...routePatterns(join(dir, entry.name), group ? path : `${path}${entry.name}/`));
  }
  return found;
}

/** Every root path of the site, with a final slash. Throws for a dynamic folder not listed in DYNAMIC. */
export function sitePaths(appDir = join(process.cwd(), 'app', '(dark)')): Set<string> {
  const paths = new Set<string>();
  for (const pattern of routePatterns(appDir)) {
    if (!pattern.includes('[')) {
      paths.add(pattern);
      continue;
    }
    const items = DYNAMIC[pattern];
    if (!items)
      throw new Error(
        `content/site-paths.ts: the page folder ${pattern} is not in DYNAMIC: add it with the items its generateStaticParams lists`,
      );
    // A dynamic folder, with the optional catch-all below it if any (a term's pages), or an optional
    // catch-all of its own (a list's pages: '' for page 1, at the folder itself).
    const segment = /\[\[\.\.\.[^\]]+\]\]|\[[^\]]+\](?:\/\[\[\.\.\.[^\]]+\]\])?/;
    for (const item of items()) paths.add(pattern.replace(segment, item).replace(/\/{2,}/g, '/'));
  }
  return paths;
}
