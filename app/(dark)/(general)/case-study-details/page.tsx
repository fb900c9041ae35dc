import type { Metadata } from 'next';
import { featuredCaseStudy, getPageMeta } from '@/content';
import { CaseStudyPage } from '@/components/sections/case-study-page';

export function generateMetadata(): Metadata {
  return {
    title: getPageMeta('case-study-details').title,
    description: featuredCaseStudy().outcome,
  };
}

/** The spec's generic case-study address: the case study its page file features. */
export default function FeaturedCaseStudyPage() {
  return <CaseStudyPage study={featuredCaseStudy()} />;
}
