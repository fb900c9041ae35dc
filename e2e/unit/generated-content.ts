import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { manifestPath } from '../../components/ui/picture-manifest-path';
import { ITEM_FILE, itemFile, type CollectionName } from '../../content/collections';
import { genericSlugs } from '../../content/index';
import { contentDir, readContentFrom, type ContentSource } from '../../content/load';
import { PAGE_SEGMENT } from '../../content/list-pages';
import { PICTURE_SRC } from '../../content/markdown';
import { collection, type Context, type Pair } from './content-arbitraries';
import { text } from './content-texts';

/*
 * A whole content set made up by fast-check (./content-arbitraries.ts) and given to the site's own
 * loaders (content/load.ts, readContentFrom): the collections that grow, of 0 to 50 items each in both
 * languages, and the page sizes of the lists; the rest (the pages, the settings, the services, case
 * studies and shop) is the demo's, its references to the demo's team and projects pointed at the
 * generated ones, as an agency replacing the demo would.
 */

/** The collections made up; the others are read from content/. */
export const GENERATED = [
  'team',
  'posts',
  'projects',
  'jobs',
  'testimonials',
  'awards',
  'brands',
] as const;
export type Generated = (typeof GENERATED)[number];

/** The lists whose page size (`initial`, `perPage`) is made up too, with the section field it is in. */
const PAGE_SIZES = {
  blog: 'initial',
  'blog-list': 'initial',
  'blog-category': 'initial',
  'blog-tag': 'initial',
  'blog-archive': 'initial',
  portfolio: 'perPage',
} as const;

export type Content = {
  /** The collections made up (the others are the demo's). */
  items: Partial<Record<Generated, Pair[]>>;
  sizes: Record<keyof typeof PAGE_SIZES, number>;
};

const readJson = (file: string): unknown =>
  JSON.parse(readFileSync(join(contentDir, file), 'utf8'));

const demoIds = (name: CollectionName) =>
  readdirSync(join(contentDir, name)).flatMap((file) => {
    const match = ITEM_FILE.exec(file);
    return match?.[2] === 'en' ? [match[1]!] : [];
  });

const pageFiles = readdirSync(join(contentDir, 'pages')).filter((file) => file.endsWith('.json'));

/** Every picture the demo content names: the generated items pick theirs among them (they exist). */
export function demoPictures(): string[] {
  const found = new Set<string>();
  const walk = (value: unknown) => {
    if (value && typeof value === 'object') Object.values(value).forEach(walk);
    if (typeof value !== 'string') return;
    for (const [src] of value.matchAll(/\/images\/[\w/-]+\.(?:webp|svg|png|jpe?g)/g))
      if (PICTURE_SRC.test(src)) found.add(src);
  };
  for (const name of ['posts', 'projects', 'team'] as const)
    for (const id of demoIds(name)) walk(readJson(itemFile(name, id, 'en')));
  return [...found].sort();
}

/** Ids the site keeps for pages of its own (content/integrity.ts). */
const TAKEN = [
  PAGE_SEGMENT,
  'cart',
  'checkout',
  'success',
  'wishlist',
  ...Object.values(genericSlugs),
];

/** Tags an editor may write, some of them with no Latin letter or with a slug of another's. */
const tagPair = fc.oneof(
  { weight: 6, arbitrary: fc.tuple(text('en'), text('ar')) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<[string, string]>(
      ['UI / UX', 'تجربة المستخدم'],
      ['C++', 'سي بلس بلس'],
      ['Café', 'مقهى'],
    ),
  },
);

/** Content with `min` to 50 items in each collection it makes up: `only` those (the team always). */
export function contentArbitrary({
  min = 0,
  only = GENERATED as readonly Generated[],
} = {}): fc.Arbitrary<Content> {
  const base: Context = {
    references: { services: demoIds('services') },
    pictures: demoPictures(),
    pages: ['/about/', '/contact/', '/blog/', '/service/', '/portfolio/'],
    tags: [],
  };
  const sizes = fc.record(
    Object.fromEntries(
      Object.keys(PAGE_SIZES).map((name) => [name, fc.integer({ min: 1, max: 12 })]),
    ),
  ) as fc.Arbitrary<Content['sizes']>;
  return fc
    .tuple(
      collection('team', base, { min, taken: TAKEN }),
      fc.uniqueArray(tagPair, { minLength: 1, maxLength: 12, selector: ([en]) => en }),
    )
    .chain(([team, tags]) => {
      const context: Context = {
        ...base,
        tags,
        references: { ...base.references, team: team.map(([en]) => (en as { slug: string }).slug) },
      };
      const of = (name: Generated) => collection(name, context, { min, taken: TAKEN });
      return fc.record({
        items: fc.record(
          Object.fromEntries(
            only.map((name) => [
              name,
              name === 'team'
                ? fc.constant(team)
                : name === 'posts' && !team.length
                  ? fc.constant([])
                  : of(name),
            ]),
          ),
        ) as fc.Arbitrary<Content['items']>,
        sizes,
      });
    });
}

/** Every string of `value` that is a key of `ids` replaced by its value (the pages' references). */
function renamed(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === 'string') return ids.get(value) ?? value;
  if (Array.isArray(value)) return value.map((item) => renamed(item, ids));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, renamed(item, ids)]),
    );
  return value;
}

const missing = (file: string) =>
  Object.assign(new Error(`ENOENT: no such file, open '${file}'`), { code: 'ENOENT' });

/** The content as files, `<name>/<id>.<locale>.json` and the pages, in the form an editor saves them. */
export function contentFiles({ items, sizes }: Content): Map<string, string> {
  const files = new Map<string, string>();
  const ids = new Map<string, string>();
  for (const name of GENERATED) {
    if (!items[name]) continue;
    const made = items[name].map(([en]) => (en as { slug: string }).slug);
    if (made.length) demoIds(name).forEach((id, i) => ids.set(id, made[i % made.length]!));
    for (const [en, ar] of items[name]) {
      const id = (en as { slug: string }).slug;
      files.set(itemFile(name, id, 'en'), JSON.stringify(en, null, 2));
      files.set(itemFile(name, id, 'ar'), JSON.stringify(ar, null, 2));
    }
  }
  for (const file of pageFiles) {
    const page = renamed(readJson(`pages/${file}`), ids) as {
      sections?: Record<string, unknown>[];
    };
    const field = PAGE_SIZES[file.replace(/\.(en|ar)\.json$/, '') as keyof typeof PAGE_SIZES];
    for (const section of page.sections ?? [])
      if (field && field in section)
        section[field] = sizes[file.replace(/\.(en|ar)\.json$/, '') as keyof typeof PAGE_SIZES];
    files.set(`pages/${file}`, JSON.stringify(page));
  }
  return files;
}

/** The loaders read `content` from now on (content/ on disk for what it does not make up). */
export function useContent(content: Content): Map<string, string> {
  const files = contentFiles(content);
  const generated = new Set<string>(Object.keys(content.items));
  const source: ContentSource = {
    read(file) {
      const made = files.get(file);
      if (made !== undefined) return made;
      if (generated.has(file.split('/')[0]!) || file.startsWith('pages/')) throw missing(file);
      return readFileSync(join(contentDir, file), 'utf8');
    },
    list(dir) {
      if (!generated.has(dir)) return readdirSync(join(contentDir, dir));
      return [...files.keys()]
        .filter((file) => file.startsWith(`${dir}/`))
        .map((file) => file.slice(dir.length + 1));
    },
  };
  readContentFrom(source);
  return files;
}

/** Back to content/ on disk. */
export const useDiskContent = () => readContentFrom(undefined);

/**
 * The feeds draw each post's picture from the picture pipeline's manifest: without a build there is
 * none, so one with every picture the generated content can name (the demo's).
 */
export function pictureManifest(): void {
  if (existsSync(manifestPath())) return;
  const entry = {
    width: 1600,
    height: 1000,
    webp: [{ src: '/img/x-1600.webp', width: 1600, height: 1000 }],
  };
  const manifest = Object.fromEntries(demoPictures().map((src) => [src, entry]));
  const dir = mkdtempSync(join(tmpdir(), 'content-properties-'));
  const file = join(dir, 'manifest.json');
  writeFileSync(file, JSON.stringify(manifest));
  process.env.PICTURES_MANIFEST = file;
  // Removed when the process ends, so runs leave no folder behind (the mutation run starts many).
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
}
