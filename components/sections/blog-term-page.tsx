import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getPageMeta } from '@/content';
import { getTerm, getTerms, postsOf, type TermKind } from '@/content/blog';
import { labelOf } from '@/components/i18n/words';
import { localized } from '@/components/layout/site-metadata';
import { seoMetadata } from '@/components/seo/page-seo';
import { InnerPage } from './inner-page';
import { PostIndexSection } from './post-index';

/** The page file of each kind of term page; its texts hold `{term}`. */
const pageOf = { category: 'blog-category', tag: 'blog-tag', archive: 'blog-archive' } as const;

type Props = { params: Promise<{ slug: string }> };

/**
 * What a term page's route module exports: a page per category, tag or archive month listing just
 * its posts, with the sidebar marking where the visitor is.
 */
export function termPage(kind: TermKind) {
  const name = pageOf[kind];
  // A category is shown by its label in the page's language (the others' names are their own).
  const fill = (text: string, term: string) => text.replaceAll('{term}', labelOf(term));

  const generateMetadata = localized(({ slug }: { slug: string }): Metadata => {
    const term = getTerm(kind, slug);
    if (!term) return {};
    const meta = getPageMeta(name);
    return seoMetadata({
      path: term.href,
      title: fill(meta.title, term.name),
      description: fill(meta.description, term.name),
      section: fill(meta.eyebrow, term.name),
    });
  });

  async function TermPage({ params }: Props) {
    const term = getTerm(kind, (await params).slug);
    if (!term) notFound();
    const meta = getPageMeta(name);
    return (
      <InnerPage
        name={name}
        parent={{ name: 'blog', href: '/blog' }}
        heading={{
          eyebrow: fill(meta.eyebrow, term.name),
          heading: fill(meta.heading, term.name),
          lede: fill(meta.lede, term.name),
        }}
        components={{
          'post-index': (section) => (
            <PostIndexSection {...section} posts={postsOf(term)} current={term.href} />
          ),
        }}
      />
    );
  }

  return {
    generateStaticParams: () => getTerms(kind).map(({ slug }) => ({ slug })),
    generateMetadata,
    TermPage,
  };
}
