import { getPageMeta } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageHeading } from '@/components/layout/page-heading';
import { getCaseStudies } from '@/content';
import { CaseStudyDetail } from '@/components/sections/case-study-detail';

export const metadata = pageMetadata('case-study-details');

export default function CaseStudyPage() {
  const meta = getPageMeta('case-study-details');
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: meta.title }]}
      />
      <CaseStudyDetail study={getCaseStudies()[0]!} />
    </>
  );
}
