import type { CaseStudy } from '@/content/schema';
import { words } from '@/components/i18n/words';
import { Section } from '@/components/ui/section';
import { CaseStudyDetail } from './case-study-detail';
import { CtaBand } from './cta-band';
import { EmptyNotice } from './empty-notice';
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

/** /case-study-details while there is no case study: the page says so and leads to the portfolio. */
export function NoCaseStudyPage() {
  const t = words();
  return (
    <InnerPage
      name="case-study-details"
      components={{
        'case-study-detail': () => (
          <Section>
            <EmptyNotice
              title={t.caseStudiesNone}
              text={t.caseStudiesNoneText}
              link={{ href: '/portfolio', label: t.caseStudiesNoneLink }}
            />
          </Section>
        ),
        cta: CtaBand,
      }}
    />
  );
}
