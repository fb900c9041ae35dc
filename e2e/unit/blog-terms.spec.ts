import { expect, test } from '@playwright/test';
import { getPosts, postForRoute, postParams } from '../../content';
import {
  getArchives,
  getCategories,
  getRecentPosts,
  getRelatedPosts,
  getTags,
  getTerm,
  laterPageNumbers,
  monthOf,
  pageSizeOf,
  postsOf,
  searchText,
  tagSlug,
  termPageParams,
  termSlug,
} from '../../content/blog';
import { pageCount, pagePath } from '../../content/list-pages';
import { diskJson, onlyPosts, postFiles, withContent, type Changes } from './content-source';

/*
 * The blog's terms (content/blog.ts) on a few made-up posts: categories, tags and months with their
 * counts and pages, the posts each lists newest first, the related posts, the recent posts and the
 * pages a list is cut into.
 */

const POSTS = onlyPosts(
  postFiles('brand-talk', '2025-03-10', 'Branding', ['Design', 'Logos']),
  postFiles('trip-north', '2025-03-02', 'Travel', ['Design', 'Aqaba']),
  postFiles('brand-walk', '2025-01-20', 'Branding', ['Logos', 'Type']),
  postFiles('code-night', '2024-12-31', 'Tech', ['UI / UX']),
  postFiles('brand-old', '2024-12-01', 'Branding', ['Aqaba']),
);

const slugs = (items: { slug: string }[]) => items.map((item) => item.slug);
const onPosts = <T>(check: () => T) => withContent(POSTS, check);

/** A page file of content/pages/ with its post-index section's first screen `initial`, or none. */
function listPage(name: string, initial: number | undefined): Changes {
  const page = diskJson(`pages/${name}.en.json`) as { sections?: Record<string, unknown>[] };
  const sections = (page.sections ?? [])
    .filter((section) => initial !== undefined || section['type'] !== 'post-index')
    .map((section) => (section['type'] === 'post-index' ? { ...section, initial } : section));
  return { [`pages/${name}.en.json`]: { ...page, sections } };
}

test("a term's slug keeps its letters a-z and digits, joined by hyphens; a month is a date's first seven", () => {
  expect(termSlug('LifeStyle')).toBe('lifestyle');
  expect(termSlug('UI / UX')).toBe('ui-ux');
  expect(termSlug(' -Web 3.0- ')).toBe('web-3-0');
  expect(monthOf('2025-10-09')).toBe('2025-10');
});

test('categories in the order the newest posts first use them, each with its count and page', () => {
  onPosts(() => {
    expect(getCategories('en')).toEqual([
      {
        kind: 'category',
        name: 'Branding',
        slug: 'branding',
        href: '/blog/category/branding',
        count: 3,
      },
      { kind: 'category', name: 'Travel', slug: 'travel', href: '/blog/category/travel', count: 1 },
      { kind: 'category', name: 'Tech', slug: 'tech', href: '/blog/category/tech', count: 1 },
    ]);
    expect(slugs(postsOf(getTerm('category', 'branding', 'en')!, 'en'))).toEqual([
      'brand-talk',
      'brand-walk',
      'brand-old',
    ]);
    expect(getTerm('category', 'event', 'en')).toBeUndefined();
  });
});

test('tags most used first, then by name; an Arabic tag has the page of its English tag', () => {
  onPosts(() => {
    expect(getTags('en').map(({ name, slug, count }) => `${name} ${slug} ${count}`)).toEqual([
      'Aqaba aqaba 2',
      'Design design 2',
      'Logos logos 2',
      'Type type 1',
      'UI / UX ui-ux 1',
    ]);
    expect(getTags('en')[0]!.href).toBe('/blog/tag/aqaba');
    const arabic = getTags('ar');
    expect(arabic.find((tag) => tag.name === 'وسم-UI / UX')?.slug).toBe('ui-ux');
    expect(tagSlug('وسم-Logos', 'ar')).toBe('logos');
    expect(tagSlug('Not used', 'en')).toBe('not-used');
    const design = getTerm('tag', 'design', 'ar')!;
    expect(slugs(postsOf(design, 'ar'))).toEqual(['brand-talk', 'trip-north']);
  });
});

test('an Arabic tag written for two English tags is refused with both', () => {
  const files = { ...POSTS };
  const file = 'posts/trip-north.ar.json';
  files[file] = { ...(files[file] as object), tags: ['وسم-Logos', 'وسم-Aqaba'] };
  expect(() => withContent(files, () => getTags('ar'))).toThrow(
    'content/posts/ (ar): the tag "وسم-Logos" stands for two English tags ("logos", "design"); ' +
      'translate each English tag one way only',
  );
});

test('months with posts, newest first, named in the language of the page', () => {
  onPosts(() => {
    const months = getArchives('en');
    expect(months.map(({ name, slug, count }) => `${name} ${slug} ${count}`)).toEqual([
      'March 2025 2025-03 2',
      'January 2025 2025-01 1',
      'December 2024 2024-12 2',
    ]);
    expect(months[0]!.href).toBe('/blog/archive/2025-03');
    expect(getArchives('ar')[0]!.name).toMatch(/^آذار 2025$|^مارس 2025$/);
    expect(slugs(postsOf(getTerm('archive', '2024-12', 'en')!, 'en'))).toEqual([
      'code-night',
      'brand-old',
    ]);
  });
});

test('related posts: never itself, the same category first, then more shared tags, then newer; at most N', () => {
  onPosts(() => {
    const byslug = (slug: string) => getPosts('en').find((post) => post.slug === slug)!;
    expect(slugs(getRelatedPosts(byslug('brand-walk')))).toEqual([
      'brand-talk',
      'brand-old',
      'trip-north',
    ]);
    expect(slugs(getRelatedPosts(byslug('trip-north'), 2))).toEqual(['brand-talk', 'brand-old']);
    expect(slugs(getRelatedPosts(byslug('code-night'), 10))).toEqual([
      'brand-talk',
      'trip-north',
      'brand-walk',
      'brand-old',
    ]);
    expect(slugs(getRecentPosts())).toEqual(['brand-talk', 'trip-north', 'brand-walk']);
    expect(slugs(getRecentPosts(1))).toEqual(['brand-talk']);
  });
});

test("a post's search text: its title, excerpt, category and tags, in lower case", () => {
  onPosts(() => {
    const post = { ...getPosts('en')[0]!, title: 'Our Logo', excerpt: 'A NEW mark.' };
    expect(searchText(post)).toBe('our logo a new mark. branding design logos');
  });
});

test("a list is cut into pages of its first screen; a term's pages follow its count", () => {
  expect([pageCount(0, 4), pageCount(4, 4), pageCount(5, 4), pageCount(9, 4)]).toEqual([
    1, 1, 2, 3,
  ]);
  expect([pagePath('/blog', 1), pagePath('/blog', 0), pagePath('/blog/', 2)]).toEqual([
    '/blog',
    '/blog',
    '/blog/page/2',
  ]);
  const sized = { ...POSTS, ...listPage('blog', 2), ...listPage('blog-category', 2) };
  withContent(sized, () => {
    expect(pageSizeOf('blog')).toBe(2);
    expect(laterPageNumbers('blog')).toEqual([2, 3]);
    expect(termPageParams('category')).toEqual([
      { slug: 'branding', page: undefined },
      { slug: 'branding', page: ['page', '2'] },
      { slug: 'travel', page: undefined },
      { slug: 'tech', page: undefined },
    ]);
  });
  withContent({ ...POSTS, ...listPage('blog', 5) }, () =>
    expect(laterPageNumbers('blog')).toEqual([]),
  );
  withContent(listPage('blog-list', undefined), () =>
    expect(() => pageSizeOf('blog-list')).toThrow(
      'content/pages/blog-list.en.json has no post-index section to paginate',
    ),
  );
});

test("a post's routes: each post and the generic page, which shows the featured post or the newest", () => {
  onPosts(() => {
    expect(postParams()).toEqual(
      ['brand-talk', 'trip-north', 'brand-walk', 'code-night', 'brand-old', 'blog-details'].map(
        (slug) => ({ slug }),
      ),
    );
    expect(postForRoute('brand-walk')?.slug).toBe('brand-walk');
    expect(postForRoute('no-such-post')).toBeUndefined();
  });
  const page = diskJson('pages/blog-details.en.json');
  const featured = (slug: string | undefined) => ({
    ...POSTS,
    'pages/blog-details.en.json': { ...page, featured: slug },
  });
  withContent(featured(undefined), () =>
    expect(postForRoute('blog-details')?.slug).toBe('brand-talk'),
  );
  withContent(featured('code-night'), () =>
    expect(postForRoute('blog-details')?.slug).toBe('code-night'),
  );
  withContent(featured('gone'), () =>
    expect(() => postForRoute('blog-details')).toThrow(
      'Invalid content in content/pages/blog-details.json:\n  at $.featured: "gone" is not the slug ' +
        'of any item; expected one of: brand-talk, trip-north, brand-walk, code-night, brand-old',
    ),
  );
});
