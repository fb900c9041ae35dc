import type { CaseStudy } from '@/content/schema';
import { CaseStudyDetail } from './case-study-detail';
import { CtaBand } from './cta-band';
import { InnerPage } from './inner-page';

/** A case study's page, at /case-study-details/<slug> and, for the featured one, /case-study-details. */
export function CaseStudyPage({ study }: { study: CaseStudy }) {
  return (
    <InnerPage
      name="case-study-details"
      heading={{ eyebrow: study.category, heading: study.title, lede: study.outcome }}
      components={{
        'case-study-detail': (section) => <CaseStudyDetail {...section} study={study} />,
        cta: CtaBand,
      }}
    />
  );
}
