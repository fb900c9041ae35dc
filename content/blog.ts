import { getPosts } from './index';
import type { Post } from './schema';

/*
 * The blog's terms, derived from posts.json: categories, tags and archive months, each with its slug,
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

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

function termsOf(kind: TermKind, namesOf: (post: Post) => string[], nameOf = (key: string) => key) {
  const counts = new Map<string, number>();
  for (const post of getPosts())
    for (const key of new Set(namesOf(post))) counts.set(key, (counts.get(key) ?? 0) + 1);
  return [...counts].map(([key, count]): Term => {
    const slug = kind === 'archive' ? key : termSlug(key);
    return { kind, name: nameOf(key), slug, href: `/blog/${kind}/${slug}`, count };
  });
}

/** Categories in the order posts first use them (newest post first). */
export const getCategories = () => termsOf('category', (post) => [post.category]);

/** Tags, most used first, then by name. */
export const getTags = () =>
  termsOf('tag', (post) => post.tags).sort(
    (a, b) => b.count - a.count || a.name.localeCompare(b.name),
  );

/** Months with posts, newest first. */
export const getArchives = () =>
  termsOf('archive', (post) => [monthOf(post.date)], monthName).sort((a, b) =>
    b.slug.localeCompare(a.slug),
  );

const termsByKind = { category: getCategories, tag: getTags, archive: getArchives };

export const getTerms = (kind: TermKind) => termsByKind[kind]();
export const getTerm = (kind: TermKind, slug: string) =>
  getTerms(kind).find((term) => term.slug === slug);

/** The posts a term's page lists, newest first. */
export function postsOf(term: Term): Post[] {
  return getPosts().filter((post) => {
    if (term.kind === 'category') return termSlug(post.category) === term.slug;
    if (term.kind === 'tag') return post.tags.some((tag) => termSlug(tag) === term.slug);
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
