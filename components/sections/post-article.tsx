import type { Post, TeamMember } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { getSite } from '@/content';
import { tagSlug } from '@/content/blog';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { Markdown } from '@/components/ui/markdown';
import { Picture } from '@/components/ui/picture';
import { PictureGrid } from '@/components/ui/picture-grid';
import { Section } from '@/components/ui/section';
import { PostMeta } from './post-meta';
import { Prose } from './prose';

/** Each network's share dialog for the post's absolute URL (and its title, for X). */
function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  return [
    ['x', 'twitter-x-fill', `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`],
    ['facebook', 'facebook-fill', `https://www.facebook.com/sharer/sharer.php?u=${u}`],
    ['linkedin', 'linkedin-fill', `https://www.linkedin.com/sharing/share-offsite/?url=${u}`],
  ] as const;
}

/**
 * A blog article: category and date, the body with its quote, the gallery, tags, share links and the
 * author card.
 */
export function PostArticle({
  post,
  writer,
  by,
  tags,
  share,
  authorTitle,
  authorLink,
  ...section
}: SectionOf<'post-article'> & { post: Post; writer: TeamMember }) {
  const url = new URL(`/blog/${post.slug}/`, getSite().url).href;
  return (
    <Section {...section}>
      <article className="mx-auto max-w-3xl">
        <PostMeta post={post}>{` · ${by} ${writer.name}`}</PostMeta>
        <Picture
          image={post.thumbnail}
          priority
          sizes="(min-width: 768px) 768px, 100vw"
          className="mt-6 w-full rounded-3xl"
        />
        <Prose className="mt-10">
          <Markdown source={post.body} />
        </Prose>
        <PictureGrid
          images={post.gallery}
          sizes="(min-width: 768px) 384px, 100vw"
          className="mt-10 sm:grid-cols-2"
        />
        <div className="mt-10 flex flex-wrap items-center justify-between gap-6 border-y border-line py-6">
          <ul className="flex flex-wrap gap-2" aria-label={tags}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  href={`/blog/tag/${tagSlug(tag)}`}
                  className="inline-block rounded-full border border-line px-4 py-1 text-sm text-muted hover:border-accent hover:text-accent"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
          <div className="flex items-center gap-3">
            <h2 className="text-sm font-semibold">{share.title}</h2>
            <ul className="flex gap-2">
              {shareLinks(url, post.title).map(([network, icon, href]) => (
                <li key={network}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={share[network]}
                    className="grid size-10 place-items-center rounded-full border border-line hover:border-accent hover:text-accent"
                  >
                    <Icon name={icon} className="text-lg" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <aside
          aria-label={authorTitle}
          className="mt-12 flex items-center gap-6 rounded-2xl border border-line bg-surface p-6"
        >
          {/* A box of its own: the <picture> takes none, so its <source> would be a flex item and a gap. */}
          <div className="shrink-0">
            <Picture
              image={writer.portrait}
              sizes="96px"
              className="size-24 rounded-full object-cover"
            />
          </div>
          <div>
            <p className="font-display text-lg font-semibold">{writer.name}</p>
            <p className="text-sm text-muted">{writer.role}</p>
            <p className="mt-2 text-muted">{writer.summary}</p>
            <Link
              href={`/team/${writer.slug}`}
              className="mt-3 inline-block text-sm font-semibold text-accent hover:underline"
            >
              {authorLink}
              <span className="sr-only"> {writer.name}</span>
            </Link>
          </div>
        </aside>
      </article>
    </Section>
  );
}
