import type { Post } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { getPosts } from '@/content';
import { searchText } from '@/content/blog';
import { PostIndex } from '@/components/islands/post-index';
import { Section } from '@/components/ui/section';
import { BlogSidebar } from './blog-sidebar';
import { PostCard } from './post-card';

/**
 * The blog's posts (or a term's, on its page) beside the sidebar, with 'Load More' and the search.
 * `current` is the term page's own link, marked in the sidebar.
 */
export function PostIndexSection({
  layout,
  initial,
  step,
  loadMore,
  readMore,
  search,
  sidebar,
  posts = getPosts(),
  current,
  ...section
}: SectionOf<'post-index'> & { posts?: Post[]; current?: string }) {
  return (
    <Section {...section}>
      <PostIndex
        cards={posts.map((post, i) => (
          <PostCard
            key={post.slug}
            post={post}
            readMore={readMore}
            wide={layout === 'list'}
            priority={i === 0}
            heading={section.title ? 'h3' : 'h2'}
          />
        ))}
        texts={posts.map(searchText)}
        layout={layout}
        initial={initial}
        step={step}
        loadMore={loadMore}
        search={search}
        sidebar={<BlogSidebar titles={sidebar} current={current} />}
      />
    </Section>
  );
}
