import { getJobs, jobApplyHref } from '@/content';
import type { SectionOf } from '@/content/sections';
import { words } from '@/components/i18n/words';
import { ButtonLink } from '@/components/ui/button';
import { Markdown } from '@/components/ui/markdown';
import { Section } from '@/components/ui/section';
import { EmptyNotice } from './empty-notice';

/**
 * Open positions, numbered, each with an apply link that opens the contact form on that position; with
 * none, the section says so and leads to the contact page, where a CV can be sent all the same.
 */
export function JobList({ apply, ...section }: SectionOf<'jobs'>) {
  if (getJobs().length === 0) {
    const t = words();
    return (
      <Section {...section}>
        <EmptyNotice
          title={t.jobsNone}
          text={t.jobsNoneText}
          link={{ href: '/contact', label: t.jobsNoneLink }}
        />
      </Section>
    );
  }
  return (
    <Section {...section}>
      <ol className="divide-y divide-line border-y border-line">
        {getJobs().map((job) => (
          <li key={job.slug} className="grid items-center gap-4 py-6 md:grid-cols-[4rem_1fr_auto]">
            <span className="font-display text-2xl font-semibold text-muted">{job.number}</span>
            <div>
              <h3 className="font-display text-xl font-semibold">{job.title}</h3>
              <p className="mt-1 text-sm text-muted">
                {job.type} · {job.location}
              </p>
              <div className="mt-2 text-muted">
                <Markdown source={job.summary} />
              </div>
            </div>
            <ButtonLink href={jobApplyHref(job)} variant="outline">
              {apply}
              <span className="sr-only"> {job.title}</span>
            </ButtonLink>
          </li>
        ))}
      </ol>
    </Section>
  );
}
