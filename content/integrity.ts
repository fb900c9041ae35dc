import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as content from './index';
import type { Image } from './schema';
import { itemFile, type CollectionName } from './collections';
import { TERM_PAGES } from './blog';
import { PAGE_SEGMENT } from './list-pages';
import { markdownTargets } from './markdown';
import { sitePaths } from './site-paths';
import {
  linkedPage,
  MARKDOWN_FIELDS,
  markdownTextsOf,
  missingPageLinks,
  type MarkdownFile,
} from './markdown-fields';
import { LOCALES, type Locale } from './locale';

/** The pages of content/pages/ that show a paginated list of posts. */
const LIST_PAGES = ['blog', 'blog-list', ...Object.values(TERM_PAGES)];

/** Cross-file rules that a single schema cannot state: references resolve, ids are unique, images exist. */
export function findIntegrityProblems(publicDir = join(process.cwd(), 'public')): string[] {
  const problems: string[] = [];

  // Each item's id is its file's name, so no two items of a collection share one (load-collection.ts).
  // Static routes beside the dynamic ones take these names (`page`: a list's later pages, /blog/page/2/).
  const reserved = new Set([
    PAGE_SEGMENT,
    'cart',
    'checkout',
    'success',
    'wishlist',
    ...Object.values(content.genericSlugs),
  ]);
  const collections: [CollectionName, string[]][] = [
    ['services', content.getServices().map((s) => s.slug)],
    ['posts', content.getPosts().map((p) => p.slug)],
    ['projects', content.getProjects().map((p) => p.slug)],
    ['team', content.getTeam().map((m) => m.slug)],
    ['products', content.getProducts().map((p) => p.id)],
  ];
  for (const [name, ids] of collections) {
    for (const id of ids.filter((id) => reserved.has(id))) {
      problems.push(
        `content/${itemFile(name, id, 'en')}: the id "${id}" is taken by a page of its own; choose another`,
      );
    }
  }

  // The demo shop (content/shop.en.json) names products by id, and its cart total is theirs.
  const shop = content.getShop();
  const productById = new Map(content.getProducts().map((p) => [p.id, p]));
  const refs: [string, string][] = [
    ...shop.demo.cart.map((line, i): [string, string] => [
      `$.demo.cart[${i}].product`,
      line.product,
    ]),
    ...shop.demo.wishlist.map((id, i): [string, string] => [`$.demo.wishlist[${i}]`, id]),
    ...shop.sampleOrder.lines.map((line, i): [string, string] => [
      `$.sampleOrder.lines[${i}].product`,
      line.product,
    ]),
  ];
  for (const [at, id] of refs) {
    if (!productById.has(id))
      problems.push(`content/shop.en.json: ${at}: no product "${id}" in content/products/`);
  }
  const demoTotal = shop.demo.cart.reduce(
    (sum, line) => sum + (productById.get(line.product)?.price ?? 0) * line.quantity,
    0,
  );
  if (Math.round(demoTotal * 100) !== Math.round(shop.demo.cartTotal * 100))
    problems.push(
      `content/shop.en.json: $.demo.cartTotal: expected ${demoTotal.toFixed(2)}, the sum of the demo cart's subtotals`,
    );

  const serviceSlugs = new Set(content.getServices().map((s) => s.slug));
  content.getProjects().forEach((project) =>
    project.services.forEach((slug, j) => {
      if (!serviceSlugs.has(slug)) {
        problems.push(
          `content/${itemFile('projects', project.slug, 'en')}: $.services[${j}]: no service "${slug}" in content/services/`,
        );
      }
    }),
  );
  const memberSlugs = new Set(content.getTeam().map((m) => m.slug));
  content.getPosts().forEach((post) => {
    if (!memberSlugs.has(post.author)) {
      problems.push(
        `content/${itemFile('posts', post.slug, 'en')}: $.author: "${post.author}" is no member of the team (content/team/)`,
      );
    }
  });

  const projectSlugs = new Set(content.getProjects().map((p) => p.slug));
  for (const name of content.getPageNames()) {
    (content.getPage(name).sections ?? []).forEach((section, i) => {
      const at = `content/pages/${name}.en.json: $.sections[${i}]`;
      if (section.type === 'services') {
        section.items.forEach((item, j) => {
          if (!serviceSlugs.has(item.service))
            problems.push(
              `${at}.items[${j}].service: no service "${item.service}" in content/services/`,
            );
        });
      }
      if (section.type === 'portfolio') {
        section.projects.forEach((slug, j) => {
          if (!projectSlugs.has(slug))
            problems.push(`${at}.projects[${j}]: no project "${slug}" in content/projects/`);
        });
      }
    });
  }

  // The blog's lists are cut into pages by their post-index section's first screen (content/blog.ts):
  // without one, the site has no size to cut them by, and the checks below cannot list the pages.
  const unpaginated = LIST_PAGES.flatMap((name) =>
    LOCALES.filter(
      (locale) => !content.getPage(name, locale).sections?.some((s) => s.type === 'post-index'),
    ).map(
      (locale) =>
        `content/pages/${name}.${locale}.json: $.sections: needs a "post-index" section (its posts per page cut the list into pages)`,
    ),
  );
  if (unpaginated.length) return [...problems, ...unpaginated];

  problems.push(...markdownProblemsAcrossFiles(publicDir));
  problems.push(...linksToNoPage());

  for (const [where, image] of collectImages()) {
    if (!existsSync(join(publicDir, image.src))) {
      problems.push(`${where}: image ${image.src} does not exist in public/ (run npm run images)`);
    }
  }
  return problems;
}

/** Every image object in the content, with the file it comes from. */
export function collectImages(): [string, Image][] {
  const found: [string, Image][] = [];
  const walk = (where: string, value: unknown) => {
    if (Array.isArray(value)) value.forEach((v) => walk(where, v));
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      if (typeof record.src === 'string' && typeof record.alt === 'string')
        found.push([where, record as Image]);
      else Object.values(record).forEach((v) => walk(where, v));
    }
  };
  walk('content/site.en.json', content.getSite());
  walk('content/stats.en.json', content.getStats());
  const lists: [CollectionName, { slug?: string; id?: string }[]][] = [
    ['services', content.getServices()],
    ['projects', content.getProjects()],
    ['case-studies', content.getCaseStudies()],
    ['posts', content.getPosts()],
    ['team', content.getTeam()],
    ['testimonials', content.getTestimonials()],
    ['awards', content.getAwards()],
    ['brands', content.getBrands()],
    ['products', content.getProducts()],
  ];
  for (const [name, items] of lists)
    for (const item of items)
      walk(`content/${itemFile(name, String(item.slug ?? item.id), 'en')}`, item);
  for (const name of content.getPageNames())
    walk(`content/pages/${name}.en.json`, content.getPage(name));
  return found;
}

/**
 * The links of site.json (the menu, the footer) and of the page files to a page the site does not have:
 * an item removed while the menu still names it, in either language.
 */
function linksToNoPage(): string[] {
  const pages = sitePaths();
  const problems: string[] = [];
  const walk = (where: string, value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((v, i) => walk(where, v, `${path}[${i}]`));
    else if (value && typeof value === 'object')
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        const at = `${path}.${key}`;
        // A file (the feed, a picture) is no page; only page paths are checked here.
        const page = typeof v === 'string' && /^\/(?!\/)/.test(v) ? linkedPage(v) : undefined;
        if (key === 'href' && page && !/\.[a-z0-9]+\/$/i.test(page) && !pages.has(page))
          problems.push(`${where}: ${at}: a link to ${v}, which is no page of the site`);
        else walk(where, v, at);
      }
  };
  for (const locale of LOCALES) {
    walk(`content/site.${locale}.json`, content.getSite(locale), '$');
    for (const name of content.getPageNames())
      walk(`content/pages/${name}.${locale}.json`, content.getPage(name, locale), '$');
  }
  return problems;
}

/** Links in Markdown to pages that do not exist, and pictures in it whose file is missing. */
function markdownProblemsAcrossFiles(publicDir: string): string[] {
  const problems: string[] = [];
  const pages = sitePaths();
  const lists: Record<MarkdownFile, (locale: Locale) => { slug: string }[]> = {
    services: content.getServices,
    projects: content.getProjects,
    'case-studies': content.getCaseStudies,
    posts: content.getPosts,
    jobs: content.getJobs,
  };
  for (const locale of LOCALES)
    for (const { file } of MARKDOWN_FIELDS)
      for (const item of lists[file](locale))
        for (const { path, text } of markdownTextsOf(file, item)) {
          const at = `content/${itemFile(file, item.slug, locale)}: ${path}`;
          for (const problem of missingPageLinks(text, pages)) problems.push(`${at} ${problem}`);
          for (const image of markdownTargets(text).images)
            if (!existsSync(join(publicDir, image.src)))
              problems.push(
                `${at} (${image.where}): picture ${image.src} does not exist in public/ (put the file in public${image.src})`,
              );
        }
  return problems;
}
