import { getJobs, jobApplyHref } from '@/content';
import type { SectionOf } from '@/content/sections';
import { ButtonLink } from '@/components/ui/button';
import { Markdown } from '@/components/ui/markdown';
import { Section } from '@/components/ui/section';

/** Open positions, numbered, each with an apply link that opens the contact form on that position. */
export function JobList({ apply, ...section }: SectionOf<'jobs'>) {
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
