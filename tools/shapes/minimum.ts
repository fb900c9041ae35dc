/*
 * The `minimum` shape: every collection cut to the smallest content the site takes, in both languages,
 * and the FAQs to theirs. The items kept are the first in the site's order (the newest posts). What
 * other content names by slug or id is then pointed at what remains, so that the cut content is valid
 * and a failure is the site's, not the cut's:
 *  - the fields the schemas mark as references (`x-reference` in content/schemas/*.schema.json: a
 *    post's author, a project's services, the services and projects a page's sections pick, the demo
 *    shop's cart, wishlist and sample order); referencesCovered() refuses a reference this file does
 *    not know, so a new one is added here before the shape runs on it;
 *  - a page's `featured` item (content/pages/<generic>.json, content/index.ts: featuredItem);
 *  - links in Markdown to the page of a removed item (content/markdown-fields.ts: itemPages), sent to
 *    the page of the item kept in its place, or left as words when none is.
 * Related posts, categories, tags and archives are computed from the posts that remain.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTION_NAMES, type CollectionName } from '../../content/collections';
import { itemPages, MARKDOWN_FIELDS } from '../../content/markdown-fields';
import { MINIMUMS as SITE_MINIMUMS } from '../../content/minimums';
import { markdownTargets } from '../../content/markdown';
import { writeItem, type Json } from '../scale/items';
import { editBoth, itemsInOrder, removeItem } from './files';

/** The smallest content per collection, and the FAQs', as the site states them (content/minimums.ts). */
export const MINIMUMS = Object.fromEntries(
  [...COLLECTION_NAMES, 'faqs' as const].map((name) => [name, SITE_MINIMUMS[name].min]),
) as Record<CollectionName | 'faqs', number>;

/** The references the cut repoints: the file whose schema has them, and the collection they name. */
const HANDLED = new Set([
  'posts.schema.json team',
  'projects.schema.json services',
  'page.schema.json services',
  'page.schema.json projects',
  'shop.schema.json products',
]);

/** The generic detail pages and the collection whose item each features (content/index.ts). */
const FEATURED: Record<string, CollectionName> = {
  'service-details': 'services',
  'blog-details': 'posts',
  'portfolio-details': 'projects',
  'team-details': 'team',
  'case-study-details': 'case-studies',
};

/** Throws when a schema marks a reference the cut does not repoint. */
export function referencesCovered(contentDir: string): void {
  const schemas = join(contentDir, 'schemas');
  const unknown: string[] = [];
  for (const file of readdirSync(schemas)) {
    const text = readFileSync(join(schemas, file), 'utf8');
    for (const [, collection] of text.matchAll(/"x-reference":\s*"([a-z-]+)"/g))
      if (!HANDLED.has(`${file} ${collection}`)) unknown.push(`${file} → ${collection}`);
  }
  if (unknown.length)
    throw new Error(
      `minimum: references the cut does not repoint (tools/shapes/minimum.ts): ${unknown.join(', ')}`,
    );
}

type Kept = Record<CollectionName, string[]>;

/** `id` if kept, else the first kept item of the collection (undefined when none is). */
const keptOr = (kept: Kept, collection: CollectionName, id: string) =>
  kept[collection].includes(id) ? id : kept[collection][0];

/** The ids of `ids` that are kept, or the first kept item when none of them is (a list of at least one). */
function keptList(kept: Kept, collection: CollectionName, ids: string[]): string[] {
  const remaining = ids.filter((id) => kept[collection].includes(id));
  return remaining.length || ids.length === 0 ? remaining : kept[collection].slice(0, 1);
}

function repointItems(contentDir: string, kept: Kept): void {
  for (const post of itemsInOrder(contentDir, 'posts')) {
    const author = keptOr(kept, 'team', String(post.en['author']));
    post.en['author'] = post.ar['author'] = author;
    writeItem(contentDir, 'posts', post);
  }
  for (const project of itemsInOrder(contentDir, 'projects')) {
    const services = (project.en['services'] as string[]).filter((slug) =>
      kept.services.includes(slug),
    );
    project.en['services'] = services;
    project.ar['services'] = [...services];
    writeItem(contentDir, 'projects', project);
  }
}

type Section = { type: string; items?: { service: string }[]; projects?: string[] };

function repointPages(contentDir: string, kept: Kept): void {
  const names = readdirSync(join(contentDir, 'pages'))
    .filter((file) => file.endsWith('.en.json'))
    .map((file) => file.slice(0, -'.en.json'.length));
  for (const name of names)
    editBoth<{ featured?: string; sections?: Section[] }>(
      contentDir,
      `pages/${name}.json`,
      (page) => {
        const collection = FEATURED[name];
        if (collection && page.featured !== undefined) {
          const featured = keptOr(kept, collection, page.featured);
          if (featured) page.featured = featured;
          else delete page.featured;
        }
        for (const section of page.sections ?? []) {
          if (section.type === 'services' && section.items) {
            const remaining = section.items.filter((item) => kept.services.includes(item.service));
            section.items = remaining.length
              ? remaining
              : [{ ...section.items[0]!, service: kept.services[0]! }];
          }
          if (section.type === 'portfolio' && section.projects)
            section.projects = keptList(kept, 'projects', section.projects);
        }
      },
    );
}

type Line = { product: string; quantity: number };
type Shop = {
  demo: { cart: Line[]; cartTotal: number; wishlist: string[] };
  sampleOrder: { lines: Line[] };
};

function repointShop(contentDir: string, kept: Kept, prices: Map<string, number>): void {
  const lines = (list: Line[]) => {
    const remaining = list.filter((line) => kept.products.includes(line.product));
    return remaining.length ? remaining : [{ ...list[0]!, product: kept.products[0]! }];
  };
  editBoth<Shop>(contentDir, 'shop.json', (shop) => {
    shop.demo.cart = lines(shop.demo.cart);
    shop.demo.cartTotal =
      Math.round(
        shop.demo.cart.reduce((sum, line) => sum + prices.get(line.product)! * line.quantity, 0) *
          100,
      ) / 100;
    shop.demo.wishlist = keptList(kept, 'products', shop.demo.wishlist);
    shop.sampleOrder.lines = lines(shop.sampleOrder.lines);
  });
}

/** `[words](/blog/removed/)` → the kept item's page, or `words` when the collection kept none. */
function repointLinks(contentDir: string, removed: Map<string, string | undefined>): void {
  for (const { file, field } of MARKDOWN_FIELDS)
    for (const item of itemsInOrder(contentDir, file)) {
      let changed = false;
      for (const lang of ['en', 'ar'] as const) {
        let text = String(item[lang][field] ?? '');
        for (const link of markdownTargets(text).links) {
          const page = link.url.replace(/[#?].*$/, '').replace(/\/?$/, '/');
          if (!removed.has(page)) continue;
          const target = removed.get(page);
          const pattern = new RegExp(
            `\\[([^\\]]*)\\]\\(${link.url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s+"[^"]*")?\\)`,
            'g',
          );
          text = text.replace(pattern, (_, words: string, title = '') =>
            target ? `[${words}](${target}${title})` : words,
          );
          changed = true;
        }
        item[lang][field] = text;
      }
      if (changed) writeItem(contentDir, file, item);
    }
}

/** A menu or footer entry of the site's settings that links to a removed item's page is taken out. */
function dropMenuLinks(contentDir: string, removed: Map<string, string | undefined>): void {
  const gone = (href: unknown) =>
    typeof href === 'string' && removed.has(href.replace(/[#?].*$/, '').replace(/\/?$/, '/'));
  const prune = (value: unknown): unknown => {
    if (Array.isArray(value))
      return value
        .filter((entry) => !(entry && typeof entry === 'object' && gone((entry as Json)['href'])))
        .map(prune);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, prune(entry)]));
    return value;
  };
  editBoth(contentDir, 'site.json', (site) => prune(site) as Json);
}

/** Cuts `contentDir` to `minimums` (MINIMUMS); returns what was cut, one line per collection. */
export function minimum(contentDir: string, minimums = MINIMUMS): string[] {
  referencesCovered(contentDir);
  const kept = {} as Kept;
  const removedPages = new Map<string, string | undefined>();
  const done: string[] = [];
  const prices = new Map<string, number>();
  for (const collection of COLLECTION_NAMES) {
    const items = itemsInOrder(contentDir, collection);
    const keep = items.slice(0, minimums[collection]);
    const cut = items.slice(minimums[collection]);
    kept[collection] = keep.map((item) => item.id);
    if (collection === 'products')
      for (const item of keep) prices.set(item.id, Number(item.en['price']));
    const firstPage = keep[0] ? itemPages(collection, keep[0].en)[0] : undefined;
    for (const item of cut) {
      for (const page of itemPages(collection, item.en)) removedPages.set(page, firstPage);
      removeItem(contentDir, collection, item.id);
    }
    done.push(`${collection}: ${items.length} → ${keep.length}`);
  }
  let faqs = 0;
  editBoth<{ faqs: Json[] }>(contentDir, 'faqs.json', (file) => {
    faqs = file.faqs.length;
    file.faqs = file.faqs.slice(0, minimums.faqs);
  });
  done.push(`faqs: ${faqs} → ${Math.min(faqs, minimums.faqs)}`);
  repointItems(contentDir, kept);
  repointPages(contentDir, kept);
  repointShop(contentDir, kept, prices);
  repointLinks(contentDir, removedPages);
  dropMenuLinks(contentDir, removedPages);
  return done;
}
