/*
 * What the editor's preview (pipeline/cms/preview.ts) shows of each collection: for a collection of one
 * file per item, the item (its title, picture, lead line and its text); for a single file of a list
 * (the counters, the FAQs, the pricing plans), each item of the list; for the site's settings and the
 * shop's copy, every text of the file under its field's name. Every collection has a preview
 * (pipeline/cms/config.ts; e2e/unit/cms-config.spec.ts fails on one without).
 */

export type Item = Record<string, unknown>;

/** What a view shows of an item: its title, picture, lead line, and its text (Markdown or paragraphs). */
export type View = {
  /** In a single file, the key of the list whose items are shown; absent for an item's own file. */
  list?: string;
  title: string;
  picture?: (item: Item) => string | undefined;
  lead: (item: Item) => string | undefined;
  markdown?: string;
  paragraphs?: string;
};
const src = (key: string) => (item: Item) => (item[key] as { src?: string } | undefined)?.src;
const themed = (key: string) => (item: Item) =>
  (item[key] as { dark?: { src?: string } } | undefined)?.dark?.src;
const field = (key: string) => (item: Item) =>
  typeof item[key] === 'string' ? (item[key] as string) : undefined;

export const VIEWS: Record<string, View> = {
  posts: { title: 'title', picture: src('thumbnail'), lead: field('excerpt'), markdown: 'body' },
  services: { title: 'title', picture: src('image'), lead: field('subtitle'), markdown: 'body' },
  projects: { title: 'title', picture: src('cover'), lead: field('summary'), markdown: 'body' },
  'case-studies': {
    title: 'title',
    picture: src('thumbnail'),
    lead: field('outcome'),
    markdown: 'brief',
  },
  team: { title: 'name', picture: src('portrait'), lead: field('role'), paragraphs: 'bio' },
  products: {
    title: 'title',
    picture: (item) => (item['images'] as { src?: string }[] | undefined)?.[0]?.src,
    lead: field('summary'),
    paragraphs: 'description',
  },
  jobs: {
    title: 'title',
    lead: (item) => [item['type'], item['location']].filter(Boolean).join(' · '),
    markdown: 'summary',
  },
  testimonials: {
    title: 'name',
    picture: src('avatar'),
    lead: (item) => [item['role'], item['text']].filter(Boolean).join(': '),
  },
  awards: {
    title: 'title',
    picture: themed('image'),
    lead: (item) => [item['brand'], item['subtitle'], item['date']].filter(Boolean).join(' · '),
  },
  brands: { title: 'name', picture: themed('logo'), lead: field('href') },
  stats: {
    list: 'stats',
    title: 'title',
    lead: (item) => `${String(item['value'] ?? '')}${String(item['suffix'] ?? '')}`,
  },
  faqs: { list: 'faqs', title: 'question', lead: field('answer') },
  pricing: {
    list: 'plans',
    title: 'title',
    lead: (item) => {
      const prices = item['prices'] as { monthly?: number; yearly?: number } | undefined;
      return [
        item['subtitle'],
        prices &&
          `${String(item['currency'] ?? '')}${prices.monthly ?? ''} / ${String(item['currency'] ?? '')}${prices.yearly ?? ''}`,
      ]
        .filter(Boolean)
        .join(' · ');
    },
    paragraphs: 'features',
  },
};

/** The collections shown as every text of the file under its field's name (the site's settings, the shop's copy). */
export const TEXT_VIEWS = ['site', 'shop'] as const;
