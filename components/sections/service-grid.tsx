import { getServices } from '@/content';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { Section, type SectionProps } from '@/components/ui/section';
import { CardGrid } from './card-grid';

/** Numbered service cards, each linking to its service page. */
export function ServiceGrid({ limit, ...section }: SectionProps & { limit?: number }) {
  const services = getServices().slice(0, limit);
  return (
    <Section {...section}>
      <CardGrid>
        {services.map((service) => (
          <article
            key={service.slug}
            className="group relative rounded-2xl border border-line bg-surface p-8 transition-colors hover:border-accent"
          >
            <div className="flex items-start justify-between">
              <Icon name={service.icon} className="text-4xl text-accent" />
              <span className="font-display text-2xl font-semibold text-muted">
                {service.number}
              </span>
            </div>
            <h3 className="mt-6 font-display text-xl font-semibold">
              <Link
                href={`/service/${service.slug}`}
                className="group-hover:text-accent after:absolute after:inset-0"
              >
                {service.title}
              </Link>
            </h3>
            <p className="mt-3 text-muted">{service.subtitle}</p>
          </article>
        ))}
      </CardGrid>
    </Section>
  );
}
