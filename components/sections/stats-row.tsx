import { getStats } from '@/content';
import { Section, type SectionProps } from '@/components/ui/section';

/** The studio's headline figures (22k happy customers, …). */
export function StatsRow(section: SectionProps) {
  return (
    <Section {...section}>
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {getStats().map((stat) => (
          <div
            key={stat.title}
            className="rounded-2xl border border-line bg-surface p-8 text-center"
          >
            <dd className="font-display text-5xl font-semibold text-accent">
              {stat.value}
              {stat.suffix}
            </dd>
            <dt className="mt-2 text-muted">{stat.title}</dt>
          </div>
        ))}
      </dl>
    </Section>
  );
}
