import type { SectionOf } from '@/content/sections';
import { getStats } from '@/content';
import { CountUp } from '@/components/islands/count-up';
import { Section } from '@/components/ui/section';

/** The studio's headline figures from stats.json, counting up when scrolled into view. */
export function StatsCounters(section: SectionOf<'stats'>) {
  return (
    <Section {...section}>
      <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {getStats().map((stat) => (
          <div
            key={stat.title}
            className="flex flex-col-reverse rounded-2xl border border-line bg-surface p-8 text-center"
          >
            <dt className="mt-2 text-muted">{stat.title}</dt>
            <dd className="font-display text-5xl font-semibold text-accent">
              <CountUp value={stat.value} suffix={stat.suffix} />
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
