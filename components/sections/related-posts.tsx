import type { Post } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { getRelatedPosts } from '@/content/blog';
import { Section } from '@/components/ui/section';
import { PostCard } from './post-card';

/** Posts to read after this one: same category first, then shared tags. */
export function RelatedPosts({
  post,
  limit,
  readMore,
  ...section
}: SectionOf<'related-posts'> & { post: Post }) {
  const related = getRelatedPosts(post, limit);
  // A blog of one post has nothing to read next: no heading over an empty list.
  if (related.length === 0) return null;
  return (
    <Section {...section}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((other) => (
          <li key={other.slug}>
            <PostCard post={other} readMore={readMore} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
