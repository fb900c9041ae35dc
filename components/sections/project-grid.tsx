import { getProjects } from '@/content';
import type { SectionOf } from '@/content/sections';
import { words } from '@/components/i18n/words';
import type { SectionPlacement } from './render-sections';
import { Section } from '@/components/ui/section';
import { CardGrid, cardSizes } from './card-grid';
import { CardLink } from './card-link';
import { Pagination } from './pagination';
import { pageCount, postsOfPage } from './post-pages';

/**
 * Project cards (two columns, one up to 991 px as the spec's portfolio grid), each to its page. On a
 * home page, the first `limit`; on the portfolio (`page` given), page `page` of `perPage` cards with the
 * links to the other pages (/portfolio/page/2/ and on).
 */
export function ProjectGrid({
  limit,
  perPage,
  page,
  first = false,
  ...section
}: SectionOf<'project-grid'> & SectionPlacement & { page?: number }) {
  const projects = getProjects();
  const size = perPage ?? Math.max(1, projects.length);
  const shown = page ? postsOfPage(projects, page, size) : projects.slice(0, limit);
  return (
    <Section {...section}>
      <CardGrid columns={2}>
        {shown.map((project, i) => (
          <CardLink
            key={project.slug}
            href={`/portfolio/${project.slug}`}
            image={project.cover}
            sizes={cardSizes(2)}
            // At the top of the page, the first card (the only one on a phone's first screen) loads at once.
            priority={first && i === 0}
            kicker={project.category}
            title={project.title}
          >
            <p className="text-muted">{project.summary}</p>
          </CardLink>
        ))}
      </CardGrid>
      {page && (
        <Pagination
          list="/portfolio"
          page={page}
          pages={pageCount(projects.length, size)}
          label={words().projectPages}
        />
      )}
    </Section>
  );
}
