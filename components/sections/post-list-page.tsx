import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageMeta, getPosts } from '@/content';
import { laterPageNumbers, pageSizeOf } from '@/content/blog';
import { fill, words } from '@/components/i18n/words';
import { localized } from '@/components/layout/site-metadata';
import { seoMetadata } from '@/components/seo/page-seo';
import { InnerPage } from './inner-page';
import { PostIndexSection } from './post-index';
import { PAGE_SEGMENT, pageCount, pageOfParams, pagePath } from './post-pages';

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

/** `page` is absent on the list's page 1 and ['page', 'n'] on page n (./post-pages.ts). */
type Params = { page?: string[] };

/**
 * What the route module of the blog's grid or list exports (`blog/[[...page]]`): page 1 at the list's
 * own address, page n at `/blog/page/n/`, each with the list's heading, its posts and the links to the
 * other pages. One route for all of them, so a blog of one page still lists a page (Next refuses to
 * export a dynamic route that lists none), and the posts keep their own route and its smaller bundle.
 */
export function postListPages(name: 'blog' | 'blog-list') {
  const list = `/${name}`;
  const pages = () => pageCount(getPosts('en').length, pageSizeOf(name));

  const generateMetadata = localized(({ page: rest }: Params, locale): Metadata => {
    const page = pageOfParams(rest);
    if (!page) return {};
    const meta = getPageMeta(name, locale);
    if (page > 1) return laterPageMetadata(meta, list, page);
    return seoMetadata(
      { path: list, title: meta.title, description: meta.description, section: meta.eyebrow },
      locale,
    );
  });

  async function ListPage({ params }: { params: Promise<Params> }) {
    const page = pageOfParams((await params).page);
    if (!page || page > pages()) notFound();
    return (
      <InnerPage
        name={name}
        {...(page > 1 && {
          parent: { name, href: list },
          crumb: fill(words().pageNumber, { n: page }),
        })}
        components={{
          'post-index': (section) => <PostIndexSection {...section} list={list} page={page} />,
        }}
      />
    );
  }

  return {
    generateStaticParams: () => [
      { page: undefined },
      ...laterPageNumbers(name).map((n) => ({ page: [PAGE_SEGMENT, String(n)] })),
    ],
    generateMetadata,
    ListPage,
  };
}
