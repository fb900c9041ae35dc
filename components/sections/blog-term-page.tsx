import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageMeta } from '@/content';
import {
  getTerm,
  pageSizeOf,
  postsOf,
  TERM_PAGES,
  termPageParams,
  type TermKind,
} from '@/content/blog';
import { fill as fillWords, labelOf, words } from '@/components/i18n/words';
import { localized } from '@/components/layout/site-metadata';
import { seoMetadata } from '@/components/seo/page-seo';
import { InnerPage } from './inner-page';
import { PostIndexSection } from './post-index';
import { laterPageMetadata } from './post-list-page';
import { pageCount, pageOfParams } from './post-pages';

/** `page` is absent on a term's page 1 and ['page', 'n'] on page n (./post-pages.ts). */
type Params = { slug: string; page?: string[] };
type Props = { params: Promise<Params> };

/**
 * What a term page's route module exports: the pages per category, tag or archive month listing just
 * its posts (a route `[slug]/[[...page]]`: page 1 at the term's address, page n at `…/page/n/`), with
 * the sidebar marking where the visitor is.
 */
export function termPage(kind: TermKind) {
  const name = TERM_PAGES[kind]; // its texts hold `{term}`
  // A category is shown by its label in the page's language (the others' names are their own).
  const fill = (text: string, term: string) => text.replaceAll('{term}', labelOf(term));
  const termMeta = (termName: string) => {
    const meta = getPageMeta(name);
    return {
      title: fill(meta.title, termName),
      description: fill(meta.description, termName),
      eyebrow: fill(meta.eyebrow, termName),
      heading: fill(meta.heading, termName),
      lede: fill(meta.lede, termName),
    };
  };

  const generateMetadata = localized(({ slug, page: rest }: Params): Metadata => {
    const term = getTerm(kind, slug);
    const page = pageOfParams(rest);
    if (!term || !page) return {};
    const meta = termMeta(term.name);
    if (page > 1) return laterPageMetadata(meta, term.href, page);
    return seoMetadata({
      path: term.href,
      title: meta.title,
      description: meta.description,
      section: meta.eyebrow,
    });
  });

  async function TermPage({ params }: Props) {
    const { slug, page: rest } = await params;
    const term = getTerm(kind, slug);
    const page = pageOfParams(rest);
    if (!term || !page || page > pageCount(term.count, pageSizeOf(name))) notFound();
    return (
      <InnerPage
        name={name}
        parent={{ name: 'blog', href: '/blog' }}
        heading={termMeta(term.name)}
        crumb={page > 1 ? fillWords(words().pageNumber, { n: page }) : undefined}
        components={{
          'post-index': (section) => (
            <PostIndexSection
              {...section}
              posts={postsOf(term)}
              list={term.href}
              page={page}
              current={term.href}
            />
          ),
        }}
      />
    );
  }

  return {
    generateStaticParams: () => termPageParams(kind),
    generateMetadata,
    TermPage,
  };
}
