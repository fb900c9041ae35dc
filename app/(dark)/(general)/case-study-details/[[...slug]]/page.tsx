import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { caseStudyPathParams, caseStudyForPath, getPageMeta } from '@/content';
import { localized } from '@/components/layout/site-metadata';
import { seoMetadata } from '@/components/seo/page-seo';
import { CaseStudyPage, NoCaseStudyPage } from '@/components/sections/case-study-page';

/*
 * /case-study-details/ (the spec's generic address: the case study its page file features) and each
 * case study's page, /case-study-details/<slug>/. One route for both, so the generic page is built
 * while there is no case study yet (it says so), and Next is never asked for a route that lists none.
 */

type Params = { slug?: string[] };

export const dynamicParams = false;
export const generateStaticParams = caseStudyPathParams;

export const generateMetadata = localized(({ slug }: Params): Metadata => {
  const found = caseStudyForPath(slug);
  if (!found) return {};
  const path = ['/case-study-details', ...(slug ?? [])].join('/');
  const meta = getPageMeta('case-study-details');
  if (found.kind === 'none')
    return seoMetadata({
      path,
      title: meta.title,
      description: meta.description,
      section: meta.eyebrow,
    });
  const { study } = found;
  return seoMetadata({
    path,
    title: slug?.length ? study.title : meta.title,
    description: study.outcome,
    section: study.category,
  });
});

export default async function CaseStudyDetailsPage({ params }: { params: Promise<Params> }) {
  const found = caseStudyForPath((await params).slug);
  if (!found) notFound();
  return found.kind === 'none' ? <NoCaseStudyPage /> : <CaseStudyPage study={found.study} />;
}
