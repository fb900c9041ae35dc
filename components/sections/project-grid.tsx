import { getProjects } from '@/content';
import type { SectionOf } from '@/content/sections';
import type { SectionPlacement } from './render-sections';
import { Section } from '@/components/ui/section';
import { CardGrid, cardSizes } from './card-grid';
import { CardLink } from './card-link';

/** Project cards (two columns, one up to 991 px as the spec's portfolio grid), each to its page. */
export function ProjectGrid({
  limit,
  first = false,
  ...section
}: SectionOf<'project-grid'> & SectionPlacement) {
  return (
    <Section {...section}>
      <CardGrid columns={2}>
        {getProjects()
          .slice(0, limit)
          // At the top of the page, the first card (the only one on a phone's first screen) loads at once.
          .map((project, i) => (
            <CardLink
              key={project.slug}
              href={`/portfolio/${project.slug}`}
              image={project.cover}
              sizes={cardSizes(2)}
              priority={first && i === 0}
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
