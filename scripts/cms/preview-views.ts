/*
 * What the editor's preview (scripts/cms/preview.ts) shows of an item of each previewed collection: its
 * title, picture, lead line and its text. A collection listed here gets the preview pane
 * (scripts/cms/config.ts); the others show the form alone.
 */

export type Item = Record<string, unknown>;

/** What a view shows of an item: its title, picture, lead line, and its text (Markdown or paragraphs). */
export type View = {
  list: string;
  title: string;
  picture: (item: Item) => string | undefined;
  lead: string;
  markdown?: string;
  paragraphs?: string;
};
const src = (key: string) => (item: Item) => (item[key] as { src?: string } | undefined)?.src;
export const VIEWS: Record<string, View> = {
  posts: {
    list: 'posts',
    title: 'title',
    picture: src('thumbnail'),
    lead: 'excerpt',
    markdown: 'body',
  },
  services: {
    list: 'services',
    title: 'title',
    picture: src('image'),
    lead: 'subtitle',
    markdown: 'body',
  },
  projects: {
    list: 'projects',
    title: 'title',
    picture: src('cover'),
    lead: 'summary',
    markdown: 'body',
  },
  'case-studies': {
    list: 'caseStudies',
    title: 'title',
    picture: src('thumbnail'),
    lead: 'outcome',
    markdown: 'brief',
  },
  team: { list: 'team', title: 'name', picture: src('portrait'), lead: 'role', paragraphs: 'bio' },
  products: {
    list: 'products',
    title: 'title',
    picture: (item) => (item['images'] as { src?: string }[] | undefined)?.[0]?.src,
    lead: 'summary',
    paragraphs: 'description',
  },
};
