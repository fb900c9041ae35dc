import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import {
  getCaseStudies,
  getPosts,
  getProducts,
  getProjects,
  getServices,
  getTeam,
} from '../../content';
import { pageAt, pagesFor, postsPerPage, projectsPerPage, TERM_PAGE, termsOf } from '../oracles';
import { joinPath, splitPath } from '../../components/ui/tree-href';
import { EDITOR_PATH } from '../../pipeline/cms/folder';

/** The static export that the e2e project serves. */
export const outDir = join(process.cwd(), 'out');

export const LIGHT_PREFIX = '/light';

/** Folders in out/ that hold no pages of ours (Next's assets, and the 404 it may also write as a folder). */
const NOT_PAGES = new Set(['/_next/', '/404/', '/_not-found/', '/ar/404/', '/ar/_not-found/']);

/**
 * Legacy top-level paths kept so old links still work: each is a small page with its own h1 and a link to
 * the new place, and a meta refresh that sends the visitor there. Keys and values are dark-tree paths.
 */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/portfolio-details/': '/portfolio/portfolio-details/',
  '/team-details/': '/team/team-details/',
};

/** Every route the export holds: each out/**\/index.html outside _next/, as `/`, `/about/`, `/light/about/`. */
export function exportedRoutes(dir = outDir): string[] {
  if (!existsSync(dir)) return [];
  const routes: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const path = join(folder, entry.name);
      const route = routeOf(dir, path);
      if (NOT_PAGES.has(route) || route === EDITOR_PATH) continue;
      if (existsSync(join(path, 'index.html'))) routes.push(route);
      walk(path);
    }
  };
  if (existsSync(join(dir, 'index.html'))) routes.push('/');
  walk(dir);
  return routes.sort();
}

function routeOf(dir: string, folder: string): string {
  const rel = relative(dir, folder).split(sep).join('/');
  return rel ? `/${rel}/` : '/';
}

/** Whether a route is in a light tree: `/light/about/`, `/ar/light/about/`. */
export const isLight = (route: string) => splitPath(route).tree === 'light';

/** Whether a route is Arabic: `/ar/about/`, `/ar/light/about/`. */
export const isArabic = (route: string) => splitPath(route).locale === 'ar';

/** `/about/` → `/light/about/`, `/ar/about/` → `/ar/light/about/`. */
export const toLight = (route: string) => {
  const { locale, root } = splitPath(route);
  return joinPath(root, 'light', locale);
};

/** `/light/about/` → `/about/`, `/ar/light/about/` → `/ar/about/`. */
export const toDark = (route: string) => {
  const { locale, root } = splitPath(route);
  return joinPath(root, 'dark', locale);
};

/** `/light/about/` → `/ar/light/about/`: the same page in Arabic. */
export const toArabic = (route: string) => {
  const { tree, root } = splitPath(route);
  return joinPath(root, tree, 'ar');
};

/** `/ar/light/about/` → `/light/about/`: the same page in English. */
export const toEnglish = (route: string) => {
  const { tree, root } = splitPath(route);
  return joinPath(root, tree, 'en');
};

/**
 * The page a legacy route now lives at, in the route's language and the dark theme (`/ar/light/team-details/`
 * → `/ar/team/team-details/`); undefined for a route that is not a legacy one.
 */
export function legacyTarget(route: string): string | undefined {
  const target = LEGACY_REDIRECTS[toDark(toEnglish(route))];
  if (target === undefined) return undefined;
  return isArabic(route) ? toArabic(target) : target;
}

/** The file `serve` answers a route with: `/about/` → out/about/index.html. */
export const fileOf = (route: string, dir = outDir) =>
  join(dir, ...route.split('/').filter(Boolean), 'index.html');

/** The home pages and the tech-startup landing, in the dark English tree. */
export const HOME_ROUTES = [
  '/',
  '/home/',
  '/marketing-agency/',
  '/studio-agency/',
  '/digital-agency/',
  '/tech-startup/',
];

/** Every page of the list at `root` of `count` items, `size` a page: `/blog/`, `/blog/page/2/`, … */
const everyPage = (root: string, count: number, size: number) =>
  Array.from({ length: pagesFor(count, size) }, (_, i) => `${pageAt(root, i + 1)}/`);

/** The dark-tree routes the spec and the content call for (each also exists under /light/). */
export function expectedRoutes(): string[] {
  const routes = [
    ...HOME_ROUTES,
    '/coming-soon/',
    '/about/',
    '/service/',
    ...getServices().map((service) => `/service/${service.slug}/`),
    '/service/service-details/',
    '/blog/',
    '/blog-list/',
    ...getPosts().map((post) => `/blog/${post.slug}/`),
    '/blog/blog-details/',
    // Every page of every list of posts (e2e/oracles.ts): page 1 at the list's address.
    ...(['blog', 'blog-list'] as const).flatMap((list) =>
      everyPage(`/${list}`, getPosts().length, postsPerPage(list)),
    ),
    ...(['category', 'tag', 'archive'] as const).flatMap((kind) =>
      termsOf(kind).flatMap((term) =>
        everyPage(term.href, term.posts.length, postsPerPage(TERM_PAGE[kind])),
      ),
    ),
    '/portfolio/',
    ...getProjects().map((project) => `/portfolio/${project.slug}/`),
    ...everyPage('/portfolio', getProjects().length, projectsPerPage()),
    '/portfolio/portfolio-details/',
    '/case-study-details/',
    ...getCaseStudies().map((study) => `/case-study-details/${study.slug}/`),
    '/team/',
    ...getTeam().map((member) => `/team/${member.slug}/`),
    '/team/team-details/',
    '/contact/',
    '/shop/',
    ...getProducts().map((product) => `/shop/${product.id}/`),
    '/shop/cart/',
    '/shop/checkout/',
    '/shop/success/',
    '/shop/wishlist/',
    ...Object.keys(LEGACY_REDIRECTS),
  ];
  return [...new Set(routes)].sort();
}

/**
 * One route of each page type (every layout the site has), in the dark English tree, with a path no page
 * has (the 404 page) last: what a check of every layout needs without visiting all 391 pages.
 */
export function pageTypeRoutes(): string[] {
  const first = <T>(items: readonly T[], what: string): T => {
    const item = items[0];
    if (item === undefined) throw new Error(`content has no ${what}: a page type is missing`);
    return item;
  };
  const category = first(termsOf('category'), 'blog category');
  return [
    ...HOME_ROUTES,
    '/coming-soon/',
    '/about/',
    '/service/',
    `/service/${first(getServices(), 'service').slug}/`,
    '/blog/',
    '/blog-list/',
    `/blog/${first(getPosts(), 'post').slug}/`,
    `${category.href}/`,
    '/portfolio/',
    `/portfolio/${first(getProjects(), 'project').slug}/`,
    '/case-study-details/',
    // A case study's own page, where there is one (none is a valid content: content/minimums.ts).
    ...getCaseStudies()
      .slice(0, 1)
      .map((study) => `/case-study-details/${study.slug}/`),
    '/team/',
    `/team/${first(getTeam(), 'team member').slug}/`,
    '/contact/',
    '/shop/',
    `/shop/${first(getProducts(), 'product').id}/`,
    '/shop/cart/',
    '/shop/checkout/',
    '/shop/success/',
    '/shop/wishlist/',
    NOT_FOUND_ROUTE,
  ];
}

/** A path no page has: the host answers it with 404.html. */
export const NOT_FOUND_ROUTE = '/no-such-page/';

/** A dark English route in all four trees: itself, its light twin, its Arabic twin and that one's light twin. */
export const inEveryTree = (route: string): string[] => [
  route,
  toLight(route),
  toArabic(route),
  toArabic(toLight(route)),
];

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** Whether the host (tools/serve.ts, nginx) answers a site path with a file of ours, not the 404 page. */
export function resolves(path: string): boolean {
  const parts = path.split('/').filter(Boolean);
  if (parts.some((part) => part === '..')) return false;
  if (path.endsWith('/')) return isFile(join(outDir, ...parts, 'index.html'));
  return (
    isFile(join(outDir, ...parts)) ||
    isFile(join(outDir, ...parts, 'index.html')) ||
    isFile(join(outDir, `${parts.join('/')}.html`))
  );
}
