import type { Image, Link, Strong } from 'mdast';
import { getPosts } from '../../content';
import type { Locale } from '../../content/locale';
import { parseMarkdown } from '../../content/markdown';

/*
 * The post the article specs read (articles.spec.ts, feed.spec.ts), chosen by what its text holds, not
 * by its slug: bold text, a captioned picture and a link to a page of the site, in both languages.
 */

type Kind = Link | Strong | Image;

/** The first node of a type in a Markdown text that the specs can use. */
export function firstOf<T extends Kind>(body: string, type: T['type']): T | undefined {
  let found: T | undefined;
  const usable = (node: Kind) =>
    node.type === 'link'
      ? node.url.startsWith('/')
      : node.type === 'image'
        ? Boolean(node.alt && node.title)
        : true;
  const walk = (node: { type: string; children?: unknown[] }) => {
    if (!found && node.type === type && usable(node as Kind)) found = node as T;
    (node.children as { type: string }[] | undefined)?.forEach(walk);
  };
  walk(parseMarkdown(body));
  return found;
}

const complete = (body: string) =>
  firstOf<Strong>(body, 'strong') && firstOf<Image>(body, 'image') && firstOf<Link>(body, 'link');

/** The slug of the newest post whose text has all three in both languages, if any. */
export const articleSlug = (): string | undefined =>
  getPosts('en').find(
    (post) =>
      complete(post.body) && complete(getPosts('ar').find((p) => p.slug === post.slug)!.body),
  )?.slug;

export const articlePost = (slug: string, locale: Locale) =>
  getPosts(locale).find((p) => p.slug === slug)!;
