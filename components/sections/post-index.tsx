import type { Post } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { getPosts } from '@/content';
import { PostIndex } from '@/components/islands/post-index';
import { serverLocale, serverTree } from '@/components/layout/server-tree';
import { Section } from '@/components/ui/section';
import { treeHref } from '@/components/ui/tree-href';
import { BlogSidebar } from './blog-sidebar';
import { PostCard } from './post-card';
import { pageCount, postsOfPage } from './post-pages';
import { words } from '@/components/i18n/words';
import { Pagination } from './pagination';

/**
 * One page of a list of posts (the blog's, or a term's on its page) beside the sidebar, with
 * 'Load More', the pages' links and the search. A page holds `initial` posts (./post-pages.ts); `list`
 * is the list's root path, `page` the page's number. `current` is the term page's own link, marked in
 * the sidebar.
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
  list,
  page = 1,
  current,
  ...section
}: SectionOf<'post-index'> & { posts?: Post[]; list: string; page?: number; current?: string }) {
  const pages = pageCount(posts.length, initial);
  return (
    <Section {...section}>
      <PostIndex
        cards={postsOfPage(posts, page, initial).map((post, i) => (
          <PostCard
            key={post.slug}
            post={post}
            readMore={readMore}
            wide={layout === 'list'}
            priority={i === 0}
            heading={section.title ? 'h3' : 'h2'}
          />
        ))}
        // The posts from this page's first to the list's end: what Load More may reveal, as a number.
        rest={posts.length - (page - 1) * initial}
        page={page}
        list={treeHref(list, serverTree(), serverLocale())}
        layout={layout}
        step={step}
        loadMore={loadMore}
        search={search}
        pagination={<Pagination list={list} page={page} pages={pages} label={words().postPages} />}
        sidebar={<BlogSidebar titles={sidebar} current={current} />}
      />
    </Section>
  );
}
