import { getJobs } from '@/content';
import { ButtonLink } from '@/components/ui/button';
import { Headline } from '@/components/ui/headline';
import { Section, type SectionProps } from '@/components/ui/section';

/** Open positions, numbered, each with its Apply button. */
export function JobList({
  title,
  eyebrow,
  ...section
}: SectionProps & { title: string; eyebrow?: string }) {
  return (
    <Section {...section}>
      <Headline eyebrow={eyebrow} title={title} />
      <ol className="divide-y divide-line border-y border-line">
        {getJobs().map((job) => (
          <li key={job.slug} className="grid items-center gap-4 py-6 md:grid-cols-[4rem_1fr_auto]">
            <span className="font-display text-2xl font-semibold text-muted">{job.number}</span>
            <div>
              <h3 className="font-display text-xl font-semibold">{job.title}</h3>
              <p className="mt-1 text-sm text-muted">
                {job.type} · {job.location}
              </p>
              <p className="mt-2 text-muted">{job.summary}</p>
            </div>
            <ButtonLink href={job.apply.href} variant="outline">
              {job.apply.label}
              <span className="sr-only"> for {job.title}</span>
            </ButtonLink>
          </li>
        ))}
      </ol>
    </Section>
  );
}
