import { z } from 'zod';
import {
  award,
  brand,
  caseStudy,
  job,
  post,
  project,
  service,
  teamMember,
  testimonial,
} from './schema';
import { product } from './schema-shop';

/*
 * The collections that grow: one folder of content/ each, one item a file, named by the item's slug (or
 * a product's id), its two languages side by side (`content/posts/<slug>.en.json` and
 * `<slug>.ar.json`), as the web editor's folder collections keep them (Decap's i18n `multiple_files`).
 * An item is edited, drafted, built and checked on its own, whatever the number of items.
 *
 * Order is data: posts are newest first by their `date`; the other collections show their items in the
 * order of an explicit `order` number (the spec fixes the order they appear in), which the loaders use
 * and drop. Browser code (the web editor) imports this module too: nothing here reads files.
 */

/** The field an item's file is named by. */
type Key = 'slug' | 'id';

type Collection = {
  /** The item's schema, without the fields of its file (`order`, `$schema`). */
  item: z.ZodObject;
  key: Key;
  /** `date`: newest first, by the item's date; `order`: by the file's `order` number. */
  sort: 'date' | 'order';
  /** The editor's name for one item and for the list. */
  singular: string;
  label: string;
  /** The field an item is listed by in the editor. */
  title: string;
};

export const COLLECTIONS = {
  posts: {
    item: post,
    key: 'slug',
    sort: 'date',
    singular: 'Post',
    label: 'Posts',
    title: 'title',
  },
  projects: {
    item: project,
    key: 'slug',
    sort: 'order',
    singular: 'Project',
    label: 'Projects',
    title: 'title',
  },
  'case-studies': {
    item: caseStudy,
    key: 'slug',
    sort: 'order',
    singular: 'Case study',
    label: 'Case studies',
    title: 'title',
  },
  services: {
    item: service,
    key: 'slug',
    sort: 'order',
    singular: 'Service',
    label: 'Services',
    title: 'title',
  },
  team: {
    item: teamMember,
    key: 'slug',
    sort: 'order',
    singular: 'Team member',
    label: 'Team',
    title: 'name',
  },
  jobs: { item: job, key: 'slug', sort: 'order', singular: 'Job', label: 'Jobs', title: 'title' },
  products: {
    item: product,
    key: 'id',
    sort: 'order',
    singular: 'Product',
    label: 'Products',
    title: 'title',
  },
  testimonials: {
    item: testimonial,
    key: 'slug',
    sort: 'order',
    singular: 'Testimonial',
    label: 'Testimonials',
    title: 'name',
  },
  awards: {
    item: award,
    key: 'slug',
    sort: 'order',
    singular: 'Award',
    label: 'Awards',
    title: 'title',
  },
  brands: {
    item: brand,
    key: 'slug',
    sort: 'order',
    singular: 'Brand',
    label: 'Brands',
    title: 'name',
  },
} as const satisfies Record<string, Collection>;

export type CollectionName = keyof typeof COLLECTIONS;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];

/** Where a collection's place in the site's order is written: a whole number, the first item 1. */
export const orderField = z
  .number()
  .int()
  .positive()
  .describe('Where the item stands in its list: 1 first, then 2, and so on.');

/** The schema of one item's file: the item, and its `order` where the collection is ordered by hand. */
export function itemFileSchema(name: CollectionName): z.ZodObject {
  const { item, sort } = COLLECTIONS[name];
  return sort === 'order' ? item.extend({ order: orderField }) : item;
}

/** An item's file in a language: `posts/<slug>.en.json`. */
export const itemFile = (name: CollectionName, id: string, locale: 'en' | 'ar') =>
  `${name}/${id}.${locale}.json`;

/** What an item's file is named: lower-case words, digits and hyphens, then the language. */
export const ITEM_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(en|ar)\.json$/;

/** The editor's JSON Schema pointer written at the top of an item's file. */
export const itemSchemaPointer = (name: CollectionName) => `../schemas/${name}.schema.json`;
