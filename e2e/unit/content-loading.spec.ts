import { expect, test } from '@playwright/test';
import { getFaqs, getPosts } from '../../content';
import { ITEM_FILE, itemFile, itemFileSchema, itemSchemaPointer } from '../../content/collections';
import { ContentError, jsonPath, parseContent } from '../../content/load';
import { collectionIds, loadCollection } from '../../content/load-collection';
import { isLocale, localeOfParams } from '../../content/locale';
import { minimumMessage } from '../../content/minimums';
import { files } from '../../content/schema';
import { onlyPosts, postFiles, withContent, withoutFolder, type Changes } from './content-source';

/*
 * The loaders' rules on small made-up content, in this process (content/load.ts, load-collection.ts):
 * the order of a collection, and a bad file refused with the file, the JSON path and what was expected.
 * content-errors.spec.ts checks the same through `npm run check:content` in a copy.
 */

/** A brand (a collection ordered by hand, none needed) in both languages. */
function brand(slug: string, order: number, ar: Record<string, unknown> = {}): Changes {
  const logo = (name: string) => ({ src: `/images/brands/${name}.svg`, alt: 'A logo' });
  const en = {
    slug,
    name: `Brand ${slug}`,
    logo: { dark: logo(`${slug}-dark`), light: logo(`${slug}-light`) },
    href: `https://${slug}.example.com`,
    order,
  };
  return {
    [`brands/${slug}.en.json`]: en,
    [`brands/${slug}.ar.json`]: { ...en, name: `علامة ${slug}`, ...ar },
  };
}

const brands = (...made: Changes[]): Changes => Object.assign(withoutFolder('brands'), ...made);

/** The message of what `load` throws (a ContentError), or '' when it throws nothing. */
function refusal(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  return '';
}

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);

test('posts are newest first by date, two of one day by slug, the same in both languages', () => {
  const posts = onlyPosts(
    postFiles('older', '2024-01-02', 'Tech', ['Code']),
    postFiles('newer-b', '2024-05-01', 'Travel', ['Trip']),
    postFiles('newer-a', '2024-05-01', 'Travel', ['Trip']),
    postFiles('newest', '2025-11-30', 'Event', ['Party']),
  );
  withContent(posts, () => {
    expect(slugs(getPosts('en'))).toEqual(['newest', 'newer-a', 'newer-b', 'older']);
    expect(slugs(getPosts('ar'))).toEqual(['newest', 'newer-a', 'newer-b', 'older']);
    expect(collectionIds('posts')).toEqual(['newer-a', 'newer-b', 'newest', 'older']);
  });
});

test('items ordered by hand follow their order number, two of one number by slug, without `order`', () => {
  withContent(
    brands(brand('zeta', 2), brand('beta', 3), brand('alpha', 2), brand('omega', 1)),
    () => {
      const items = loadCollection('brands', 'en');
      expect(slugs(items)).toEqual(['omega', 'alpha', 'zeta', 'beta']);
      expect(slugs(loadCollection('brands', 'ar'))).toEqual(['omega', 'alpha', 'zeta', 'beta']);
      expect(items.every((item) => !('order' in item))).toBe(true);
      expect(items[0]!.name).toBe('Brand omega');
      expect(loadCollection('brands', 'ar')[0]!.name).toBe('علامة omega');
    },
  );
  // A collection none of whose items the site needs may be empty, or have no folder at all.
  withContent(brands(), () => expect(loadCollection('brands', 'en')).toEqual([]));
});

test('a file named otherwise, or in Arabic alone, is refused with its name; a hidden file is left alone', () => {
  const badName = { ...brands(brand('a', 1)), 'brands/Bad Name.en.json': {} };
  expect(refusal(() => withContent(badName, () => loadCollection('brands', 'en')))).toBe(
    'Invalid content in content/brands/Bad Name.en.json:\n  at $: not read by the site: an item is ' +
      '<slug>.en.json (English) beside <slug>.ar.json (Arabic), its slug in lower-case words joined by hyphens',
  );
  const alone = { ...brands(brand('a', 1)), 'brands/b.ar.json': {} };
  expect(refusal(() => withContent(alone, () => loadCollection('brands', 'en')))).toBe(
    'Invalid content in content/brands/b.ar.json:\n  at $: an Arabic file with no English file ' +
      'beside it (content/brands/b.en.json)',
  );
  const hidden = { ...brands(brand('a', 1)), 'brands/.DS_Store': 'x' };
  withContent(hidden, () => expect(slugs(loadCollection('brands', 'en'))).toEqual(['a']));
});

test('an English item without its Arabic twin is refused in Arabic, with the file to copy', () => {
  const lone = { ...brands(brand('a', 1)), 'brands/a.ar.json': undefined };
  withContent(lone, () => {
    expect(slugs(loadCollection('brands', 'en'))).toEqual(['a']);
    expect(refusal(() => loadCollection('brands', 'ar'))).toBe(
      'Invalid content in content/brands/a.ar.json:\n  at $: the file is missing: every item has its ' +
        'Arabic twin (copy content/brands/a.en.json and translate its words)',
    );
  });
});

test("an item whose slug is not its file's name, or whose twin differs in more than words, is refused", () => {
  const renamed = brands({ 'brands/a.en.json': { ...brand('b', 1)['brands/b.en.json']! } });
  expect(refusal(() => withContent(renamed, () => loadCollection('brands', 'en')))).toBe(
    'Invalid content in content/brands/a.en.json:\n  at $.slug: expected "a", the file\'s name (an ' +
      "item's file is named by its slug: rename the file or change the slug)",
  );
  const moved = brands(brand('a', 1, { href: 'https://elsewhere.example.com', order: 4 }));
  withContent(moved, () => {
    expect(slugs(loadCollection('brands', 'en'))).toEqual(['a']);
    expect(refusal(() => loadCollection('brands', 'ar'))).toBe(
      'Invalid content in content/brands/a.ar.json:\n' +
        '  at $.href: expected "https://a.example.com" as in English (not translated)\n' +
        '  at $.order: expected 1 as in English, got 4',
    );
  });
  const unordered = brands(brand('a', 0));
  expect(refusal(() => withContent(unordered, () => loadCollection('brands', 'en')))).toMatch(
    /^Invalid content in content\/brands\/a\.en\.json:\n {2}at \$\.order: /,
  );
});

test('a collection below its minimum names its folder, what needs it and how many there are', () => {
  expect(refusal(() => withContent(onlyPosts(), () => getPosts('en')))).toBe(
    'Invalid content in content/posts/:\n  at $: the blog lists posts and /blog/blog-details shows ' +
      'one: at least 1 post in each language, found 0 (an item is <slug>.en.json beside <slug>.ar.json)',
  );
  expect(minimumMessage('hero-video.subtitles', 1)).toBe(
    'the hero rotates between its subtitles: at least 2 subtitles in each language, found 1',
  );
});

test('a one-file content: its path in JSON, a missing file, an Arabic twin that differs', () => {
  expect(jsonPath(['faqs', 3, 'answer'])).toBe('$.faqs[3].answer');
  expect(jsonPath([])).toBe('$');
  const en = { faqs: [{ question: 'How long?', answer: 'Six weeks.' }] };
  const ar = { faqs: [{ question: 'كم من الوقت؟', answer: 'ستة أسابيع.' }] };
  const faqs = { 'faqs.en.json': en, 'faqs.ar.json': ar };
  withContent(faqs, () => {
    expect(getFaqs('en')).toEqual(en.faqs);
    expect(getFaqs('ar')).toEqual(ar.faqs);
  });
  const arabicMissing = { ...faqs, 'faqs.ar.json': undefined };
  withContent(arabicMissing, () => {
    expect(getFaqs('en')).toEqual(en.faqs);
    expect(refusal(() => getFaqs('ar'))).toBe(
      'Invalid content in content/faqs.ar.json:\n  at $: the file is missing: every content file has ' +
        'its Arabic twin (copy content/faqs.en.json and translate its words)',
    );
  });
  expect(
    refusal(() => withContent({ ...faqs, 'faqs.en.json': undefined }, () => getFaqs('en'))),
  ).toBe('Invalid content in content/faqs.en.json:\n  at $: the file is missing');
  const extra = { ...faqs, 'faqs.ar.json': { faqs: [...ar.faqs, ...ar.faqs] } };
  expect(refusal(() => withContent(extra, () => getFaqs('ar')))).toBe(
    'Invalid content in content/faqs.ar.json:\n  at $.faqs: expected 1 items as in English, got 2',
  );
});

test('a file that is not JSON, or not of its schema, names the file and each place; "$schema" is no content', () => {
  const schema = files['faqs.json'];
  expect(refusal(() => parseContent('faqs.en.json', '{ "faqs": [', schema))).toMatch(
    /^Invalid content in content\/faqs\.en\.json:\n {2}at \$: not valid JSON \(.+\)$/,
  );
  const raw = JSON.stringify({ $schema: './schemas/faqs.schema.json', faqs: [] });
  expect(parseContent('faqs.en.json', raw, schema)).toEqual({ faqs: [] });
  const wrong = JSON.stringify({ faqs: [{ question: 'Why?', answer: 4 }, { answer: 'Yes.' }] });
  const message = refusal(() => parseContent('faqs.en.json', wrong, schema));
  expect(message.split('\n').map((line) => line.replace(/: .*$/, ''))).toEqual([
    'Invalid content in content/faqs.en.json:',
    '  at $.faqs[0].answer',
    '  at $.faqs[1].question',
  ]);
  // A file that is JSON but no object still reaches the schema, which names what it expected.
  expect(refusal(() => parseContent('faqs.en.json', '[]', schema))).toMatch(/at \$: .*object/i);
});

test("an item's file: its name, its language, its schema pointer and its `order` where ordered by hand", () => {
  expect(itemFile('posts', 'a-post', 'ar')).toBe('posts/a-post.ar.json');
  expect(itemSchemaPointer('team')).toBe('../schemas/team.schema.json');
  expect(ITEM_FILE.exec('web-design-2.en.json')?.slice(1)).toEqual(['web-design-2', 'en']);
  for (const name of ['Web.en.json', 'web--design.en.json', 'web.fr.json', 'web.en.json.bak'])
    expect(ITEM_FILE.test(name), name).toBe(false);
  expect('order' in itemFileSchema('posts').shape).toBe(false);
  const order = itemFileSchema('brands').shape['order']!;
  expect([1, 7].map((n) => order.safeParse(n).success)).toEqual([true, true]);
  expect([0, -1, 1.5].map((n) => order.safeParse(n).success)).toEqual([false, false, false]);
});

test("a route's language: none is English, [lang] is Arabic, anything else is a bug", () => {
  expect([isLocale('en'), isLocale('ar'), isLocale('fr'), isLocale(undefined)]).toEqual([
    true,
    true,
    false,
    false,
  ]);
  expect(localeOfParams(undefined)).toBe('en');
  expect(localeOfParams({ slug: 'x' })).toBe('en');
  expect(localeOfParams({ lang: 'ar' })).toBe('ar');
  expect(() => localeOfParams({ lang: 'fr' })).toThrow('No such language: fr');
});
