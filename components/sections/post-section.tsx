import { getPosts } from '@/content';
import type { Post } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { Slides } from './slides';
import { serverLocale } from '@/components/layout/server-tree';
import { formatDate } from '@/components/ui/format';
import { Section } from '@/components/ui/section';
import { CardLink } from './card-link';
import { labelOf } from '@/components/i18n/words';

const carouselSizes =
  '(min-width: 1750px) 25vw, (min-width: 991px) 33vw, (min-width: 500px) 50vw, 100vw';
const gridSizes = '(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

function PostCard({ post, sizes }: { post: Post; sizes: string }) {
  return (
    <CardLink
      href={`/blog/${post.slug}`}
      image={post.thumbnail}
      sizes={sizes}
      kicker={
        <>
          <span className="font-semibold text-accent">{labelOf(post.category)}</span> ·{' '}
          <time dateTime={post.date}>{formatDate(post.date, serverLocale())}</time>
        </>
      }
      title={post.title}
    />
  );
}

/** The newest posts, in the card carousel or a plain grid, each card linking to its article. */
export function PostSection({ layout, limit, ...section }: SectionOf<'posts'>) {
  const posts = getPosts().slice(0, limit);
  return (
    <Section {...section}>
      {layout === 'carousel' ? (
        <Slides preset="cards" label={section.title}>
          {posts.map((post) => (
            <PostCard key={post.slug} post={post} sizes={carouselSizes} />
          ))}
        </Slides>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {posts.map((post) => (
            <li key={post.slug} className="flex *:flex-1">
              <PostCard post={post} sizes={gridSizes} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
