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
  return (
    <Section {...section}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {getRelatedPosts(post, limit).map((related) => (
          <li key={related.slug}>
            <PostCard post={related} readMore={readMore} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
