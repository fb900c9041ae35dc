import type { Post } from '@/content/schema';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import { cn } from '@/components/ui/cn';
import { PostMeta } from './post-meta';

/**
 * A post in a list: thumbnail, category (a link to its page), date, title and excerpt, and a
 * 'Read More' link. `wide` is the blog list's card: picture beside the text from 768 px.
 */
export function PostCard({
  post,
  readMore,
  wide = false,
  priority = false,
  heading: Heading = 'h3',
}: {
  post: Post;
  readMore: string;
  wide?: boolean;
  priority?: boolean;
  /** The title's level in the page's outline (it looks the same at either). */
  heading?: 'h2' | 'h3';
}) {
  const titleId = `post-${post.slug}`;
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-colors hover:border-accent',
        wide && 'md:grid md:grid-cols-[2fr_3fr]',
      )}
    >
      <Picture
        image={post.thumbnail}
        priority={priority}
        sizes={wide ? '(min-width: 768px) 40vw, 100vw' : '(min-width: 640px) 45vw, 100vw'}
        className={cn('aspect-[3/2] w-full object-cover', wide && 'md:h-full')}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <PostMeta post={post} className="relative z-10" />
        <Heading id={titleId} className="font-display text-xl font-semibold">
          <Link
            href={`/blog/${post.slug}`}
            className="group-hover:text-accent after:absolute after:inset-0"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="text-muted">{post.excerpt}</p>
        <Link
          href={`/blog/${post.slug}`}
          className="relative z-10 mt-auto self-start pt-2 text-sm font-semibold text-accent hover:underline"
        >
          {readMore}
          {/* Names the post, so the link makes sense out of context (a links list, search engines). */}
          <span className="sr-only"> – {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
