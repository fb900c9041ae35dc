import type { CaseStudy } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { serverLocale } from '@/components/layout/server-tree';
import { formatDate } from '@/components/ui/format';
import { Markdown } from '@/components/ui/markdown';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { InfoList } from './info-list';
import { ProgressList } from './progress-list';
import { Prose } from './prose';
import { gridSizes } from '@/components/ui/slot-sizes';

/** A case study: facts, brief, six numbered challenges and the result overview. */
export function CaseStudyDetail({
  study,
  labels,
  briefTitle,
  challengesTitle,
  resultTitle,
  ...section
}: SectionOf<'case-study-detail'> & { study: CaseStudy }) {
  return (
    <Section {...section}>
      <Picture
        image={study.thumbnail}
        priority
        sizes={gridSizes({ 0: 1 })}
        className="mb-10 aspect-[2/1] w-full rounded-3xl object-cover"
      />
      <InfoList
        items={[
          [labels.client, study.client],
          [labels.location, study.location],
          [labels.duration, study.duration],
          [labels.completed, formatDate(study.completed, serverLocale())],
        ]}
      />
      <Prose className="mt-12">
        <h2>{briefTitle}</h2>
        <Markdown source={study.brief} />
      </Prose>
      <h2 className="mt-12 font-display text-2xl font-semibold">{challengesTitle}</h2>
      <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {study.challenges.map((challenge, i) => (
          <li key={challenge.title} className="rounded-2xl border border-line bg-surface p-6">
            <span className="font-display text-2xl font-semibold text-accent">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-2 font-display text-lg font-semibold">{challenge.title}</h3>
            <p className="mt-2 text-muted">{challenge.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <div>
          <h2 className="font-display text-2xl font-semibold">{resultTitle}</h2>
          <p className="mt-4 text-lg text-muted">{study.outcome}</p>
        </div>
        <ProgressList items={study.results} />
      </div>
    </Section>
  );
}
