import type { Metadata } from 'next';
import { featuredCaseStudy, getPageMeta } from '@/content';
import { localized } from '@/components/layout/site-metadata';
import { seoMetadata } from '@/components/seo/page-seo';
import { CaseStudyPage } from '@/components/sections/case-study-page';

export const generateMetadata = localized((): Metadata => {
  const study = featuredCaseStudy();
  return seoMetadata({
    path: '/case-study-details',
    title: getPageMeta('case-study-details').title,
    description: study.outcome,
    section: study.category,
  });
});

/** The spec's generic case-study address: the case study its page file features. */
export default function FeaturedCaseStudyPage() {
  return <CaseStudyPage study={featuredCaseStudy()} />;
}
