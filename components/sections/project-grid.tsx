import { getProjects } from '@/content';
import type { SectionOf } from '@/content/sections';
import { Section } from '@/components/ui/section';
import { CardGrid, cardSizes } from './card-grid';
import { CardLink } from './card-link';

/** Project cards (two columns, one up to 991 px as the spec's portfolio grid), each to its page. */
export function ProjectGrid({ limit, ...section }: SectionOf<'project-grid'>) {
  return (
    <Section {...section}>
      <CardGrid columns={2}>
        {getProjects()
          .slice(0, limit)
          .map((project) => (
            <CardLink
              key={project.slug}
              href={`/portfolio/${project.slug}`}
              image={project.cover}
              sizes={cardSizes(2)}
              kicker={project.category}
              title={project.title}
            >
              <p className="text-muted">{project.summary}</p>
            </CardLink>
          ))}
      </CardGrid>
    </Section>
  );
}
