import { PAGE_SEGMENT, pageCount } from './list-pages';
import { getPage, getPosts } from './index';
import { ContentError } from './load';
import { contentLocale, INTL_LOCALE, type Locale } from './locale';
import type { Post } from './schema';

/*
 * The blog's terms, derived from the posts (content/posts/): categories, tags and archive months, each with its slug,
 * its page and how many posts it holds. A new post with a new category, tag or month gets its page
 * and its sidebar link from this alone.
 */

export type TermKind = 'category' | 'tag' | 'archive';

export type Term = {
  kind: TermKind;
  /** What the sidebar shows: "Branding", "Design", "October 2025". */
  name: string;
  slug: string;
  href: string;
  count: number;
};

/** "LifeStyle" → "lifestyle", "UI / UX" → "ui-ux". */
export const termSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** "2025-10-09" → "2025-10". */
export const monthOf = (date: string) => date.slice(0, 7);

/** "2025-10" → "October 2025" (English), "تشرين الأول 2025" (Arabic). */
const monthName = (month: string, locale: Locale) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(INTL_LOCALE[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The slug of each tag of the posts in a language. Tags are words of the post's language ("التصميم"),
 * but a tag's page has the same slug in every language: that of the English tag at the same place in
 * the same post (an Arabic post has its English twin's tags, translated, in the same order).
 */
function tagSlugs(locale: Locale): Map<string, string> {
  const slugs = new Map<string, string>();
  const english = new Map(getPosts('en').map((post) => [post.slug, post.tags]));
  for (const post of getPosts(locale))
    post.tags.forEach((tag, i) => {
      const slug = termSlug(english.get(post.slug)?.[i] ?? tag);
      // A tag of no letter a-z or digit ("تصميم", "🎨") would have the page /blog/tag//.
      if (!slug)
        throw new ContentError(`content/posts/${post.slug}.en.json`, [
          {
            path: `$.tags[${i}]`,
            message: `"${english.get(post.slug)?.[i] ?? tag}" has no letter a-z or digit: a tag's page is named by them (/blog/tag/<name>/), so an English tag needs one`,
          },
        ]);
      const known = slugs.get(tag);
      if (known !== undefined && known !== slug)
        throw new Error(
          `content/posts/ (${locale}): the tag "${tag}" stands for ` +
            `two English tags ("${known}", "${slug}"); translate each English tag one way only`,
        );
      slugs.set(tag, slug);
    });
  return slugs;
}

/** A tag's slug, the same in every language: "Design" and "التصميم" → "design". */
export const tagSlug = (tag: string, locale: Locale = contentLocale()) =>
  tagSlugs(locale).get(tag) ?? termSlug(tag);

function termsOf(
  kind: TermKind,
  locale: Locale,
  namesOf: (post: Post) => string[],
  nameOf = (key: string) => key,
  slugOf = termSlug,
) {
  const counts = new Map<string, number>();
  for (const post of getPosts(locale))
    for (const key of new Set(namesOf(post))) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].map(([key, count]): Term => {
    const slug = kind === 'archive' ? key : slugOf(key);
    return { kind, name: nameOf(key), slug, href: `/blog/${kind}/${slug}`, count };
  });
}

/** Categories in the order posts first use them (newest post first). */
export const getCategories = (locale: Locale = contentLocale()) =>
  termsOf('category', locale, (post) => [post.category]);

/** Tags, most used first, then by name. */
export function getTags(locale: Locale = contentLocale()) {
  const slugs = tagSlugs(locale);
  const tags = termsOf(
    'tag',
    locale,
    (post) => post.tags,
    undefined,
    (tag) => slugs.get(tag) ?? termSlug(tag),
  ).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  const twice = tags.find((tag, i) => tags.findIndex((other) => other.slug === tag.slug) !== i);
  if (twice) throw sameTagSlug(twice, tags, locale);
  return tags;
}

/**
 * Two tags written apart that make one page (`C++` and `C#` are both /blog/tag/c/): the error names both,
 * and the file and JSON path of a post that uses the second.
 */
function sameTagSlug(twice: Term, tags: Term[], locale: Locale) {
  const first = tags.find((tag) => tag.slug === twice.slug)!;
  const post = getPosts(locale).find((p) => p.tags.includes(twice.name))!;
  return new ContentError(`content/posts/${post.slug}.${locale}.json`, [
    {
      path: `$.tags[${post.tags.indexOf(twice.name)}]`,
      message:
        `"${twice.name}" and "${first.name}" both make the tag page /blog/tag/${twice.slug}/ ` +
        `(a tag's address keeps its letters a-z and digits): write them one way, or tell them apart in letters`,
    },
  ]);
}

/** Months with posts, newest first, named in the language of the page (or the one given). */
export const getArchives = (locale: Locale = contentLocale()) =>
  termsOf(
    'archive',
    locale,
    (post) => [monthOf(post.date)],
    (month) => monthName(month, locale),
  ).sort((a, b) => b.slug.localeCompare(a.slug));

const termsByKind = { category: getCategories, tag: getTags, archive: getArchives };

export const getTerms = (kind: TermKind, locale: Locale = contentLocale()) =>
  termsByKind[kind](locale);
export const getTerm = (kind: TermKind, slug: string, locale: Locale = contentLocale()) =>
  getTerms(kind, locale).find((term) => term.slug === slug);

/** The posts a term's page lists, newest first. */
export function postsOf(term: Term, locale: Locale = contentLocale()): Post[] {
  const slugs = term.kind === 'tag' ? tagSlugs(locale) : undefined;
  return getPosts(locale).filter((post) => {
    if (term.kind === 'category') return termSlug(post.category) === term.slug;
    if (term.kind === 'tag')
      return post.tags.some((tag) => (slugs?.get(tag) ?? termSlug(tag)) === term.slug);
    return monthOf(post.date) === term.slug;
  });
}

/** The newest posts, for 'Recent Posts'. */
export const getRecentPosts = (count = 3) => getPosts().slice(0, count);

/** Posts to read next: same category first, then most tags in common, then newest. */
export function getRelatedPosts(post: Post, count = 3): Post[] {
  const score = (other: Post) =>
    (other.category === post.category ? 10 : 0) +
    other.tags.filter((tag) => post.tags.includes(tag)).length;
  return getPosts()
    .filter((other) => other.slug !== post.slug)
    .map((other, i) => ({ other, i, score: score(other) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, count)
    .map(({ other }) => other);
}

/** What the blog's search looks through for a post: title, excerpt, category and tags. */
export const searchText = (post: Post) =>
  [post.title, post.excerpt, post.category, ...post.tags].join(' ').toLowerCase();

/** The page file of each kind of term page (content/pages/<name>.json). */
export const TERM_PAGES = {
  category: 'blog-category',
  tag: 'blog-tag',
  archive: 'blog-archive',
} as const satisfies Record<TermKind, string>;

/** How many posts a page of the list in content/pages/<name>.json holds: its first screen's. */
export function pageSizeOf(name: string): number {
  const section = getPage(name, 'en').sections?.find((s) => s.type === 'post-index');
  if (!section || section.type !== 'post-index')
    throw new Error(`content/pages/${name}.en.json has no post-index section to paginate`);
  return section.initial;
}

/** The numbers of the later pages (2…n) of the blog's grid ('blog') or list ('blog-list'). */
export const laterPageNumbers = (name: 'blog' | 'blog-list') =>
  Array.from({ length: pageCount(getPosts('en').length, pageSizeOf(name)) - 1 }, (_, i) => i + 2);

/** Each page of each term of a kind, as the term page's route params (page 1 without `page`). */
export const termPageParams = (kind: TermKind) =>
  getTerms(kind, 'en').flatMap(({ slug, count }) =>
    Array.from({ length: pageCount(count, pageSizeOf(TERM_PAGES[kind])) }, (_, i) => ({
      slug,
      page: i === 0 ? undefined : [PAGE_SEGMENT, String(i + 1)],
    })),
  );
