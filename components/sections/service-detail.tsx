import type { Service } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { ButtonLink } from '@/components/ui/button';
import { CheckList } from '@/components/ui/check-list';
import { Markdown } from '@/components/ui/markdown';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { Prose } from './prose';
import { gridSizes } from '@/components/ui/slot-sizes';

/** One service: artwork, description, its four numbered points and the feature checklist. */
export function ServiceDetail({
  service,
  featuresTitle,
  portfolioCta,
  ...section
}: SectionOf<'service-detail'> & { service: Service }) {
  return (
    <Section {...section}>
      <Picture
        image={service.image}
        priority
        sizes={gridSizes({ 0: 1 })}
        className="mb-12 aspect-[2/1] w-full rounded-3xl object-cover"
      />
      <Prose>
        <Markdown source={service.body} />
      </Prose>
      <ol className="mt-12 grid gap-6 sm:grid-cols-2">
        {service.points.map((point, i) => (
          <li key={point.title} className="rounded-2xl border border-line bg-surface p-6">
            <span className="font-display text-3xl font-semibold text-accent">
              {String(i + 1).padStart(2, '0')}
            </span>
            <h2 className="mt-3 font-display text-xl font-semibold">{point.title}</h2>
            <p className="mt-2 text-muted">{point.text}</p>
          </li>
        ))}
      </ol>
      <h2 className="mt-14 font-display text-2xl font-semibold">{featuresTitle}</h2>
      <CheckList
        items={service.features}
        icon="checkbox-circle-line"
        className="mt-6 grid gap-3 sm:grid-cols-2"
      />
      <ButtonLink href={portfolioCta.href} variant="outline" className="mt-10">
        {portfolioCta.label}
      </ButtonLink>
    </Section>
  );
}
