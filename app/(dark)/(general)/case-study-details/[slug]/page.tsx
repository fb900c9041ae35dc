import type { Metadata } from 'next';
import { localized } from '@/components/layout/site-metadata';
import { notFound } from 'next/navigation';
import { caseStudyParams, getCaseStudy } from '@/content';
import { seoMetadata } from '@/components/seo/page-seo';
import { CaseStudyPage } from '@/components/sections/case-study-page';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = caseStudyParams;

export const generateMetadata = localized(async ({ slug }: { slug: string }): Promise<Metadata> => {
  const study = getCaseStudy(slug);
  if (!study) return {};
  return seoMetadata({
    path: `/case-study-details/${slug}`,
    title: study.title,
    description: study.outcome,
    section: study.category,
  });
});

export default async function CaseStudyDetailsPage({ params }: Props) {
  const study = getCaseStudy((await params).slug);
  if (!study) notFound();
  return <CaseStudyPage study={study} />;
}
