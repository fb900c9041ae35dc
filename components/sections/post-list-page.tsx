import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageMeta, getPosts } from '@/content';
import { laterPageNumbers, pageSizeOf } from '@/content/blog';
import { fill, words } from '@/components/i18n/words';
import { localized } from '@/components/layout/site-metadata';
import { seoMetadata } from '@/components/seo/page-seo';
import { InnerPage } from './inner-page';
import { PostIndexSection } from './post-index';
import { pageCount, pageParam, pagePath } from './post-pages';

/**
 * A later page's metadata: the list's, titled "<title>, page n", at its own canonical address, with the
 * list's social card (the same list: its first page's card, not one drawn for each page).
 */
export function laterPageMetadata(
  meta: { title: string; description: string; eyebrow: string },
  list: string,
  page: number,
): Metadata {
  const title = fill(words().pageTitle, { title: meta.title, n: page });
  return seoMetadata({
    path: pagePath(list, page),
    title,
    description: meta.description,
    section: meta.eyebrow,
    card: { path: list, title: meta.title },
  });
}

type Props = { params: Promise<{ n: string }> };

/**
 * What the route module of a later page of the blog's grid or list exports (`/blog/page/2/`): the
 * list's heading, page n's posts, the links to the other pages. Page 1 is the list's own page.
 */
export function postListPages(name: 'blog' | 'blog-list') {
  const list = `/${name}`;
  const pages = () => pageCount(getPosts('en').length, pageSizeOf(name));

  const generateMetadata = localized(({ n }: { n: string }): Metadata => {
    const page = pageParam(n);
    return page ? laterPageMetadata(getPageMeta(name), list, page) : {};
  });

  async function ListPage({ params }: Props) {
    const page = pageParam((await params).n);
    if (!page || page > pages()) notFound();
    const meta = getPageMeta(name);
    return (
      <InnerPage
        name={name}
        heading={meta}
        parent={{ name, href: list }}
        crumb={fill(words().pageNumber, { n: page })}
        components={{
          'post-index': (section) => <PostIndexSection {...section} list={list} page={page} />,
        }}
      />
    );
  }

  return {
    generateStaticParams: () => laterPageNumbers(name).map((n) => ({ n: String(n) })),
    generateMetadata,
    ListPage,
  };
}
