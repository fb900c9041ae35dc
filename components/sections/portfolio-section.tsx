import { getProject } from '@/content';
import type { Project } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { Slides } from './slides';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { CardLink } from './card-link';
import { gridSizes } from '@/components/ui/slot-sizes';

function projects(slugs: string[]): Project[] {
  return slugs.map((slug) => {
    const project = getProject(slug);
    if (!project)
      throw new Error(`content/pages: portfolio section: no project "${slug}" in projects.json`);
    return project;
  });
}

/** One wide slide: the cover beside the category, the title linking to the project, and its summary. */
function ProjectSlide({ project }: { project: Project }) {
  return (
    <article className="group relative grid overflow-hidden rounded-3xl border border-line bg-surface transition-colors hover:border-accent md:grid-cols-[3fr_2fr]">
      <Picture
        image={project.cover}
        sizes="(min-width: 768px) 60vw, 100vw"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-col justify-center gap-3 p-8 lg:p-12">
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">
          {project.category}
        </p>
        <h3 className="font-display text-2xl font-semibold lg:text-3xl">
          <Link
            href={`/portfolio/${project.slug}`}
            className="group-hover:text-accent after:absolute after:inset-0"
          >
            {project.title}
          </Link>
        </h3>
        <p className="text-muted">{project.summary}</p>
      </div>
    </article>
  );
}

/** The listed projects as a two-column grid (one column up to 991 px) or a slider with numbered pagination. */
export function PortfolioSection({ layout, projects: slugs, ...section }: SectionOf<'portfolio'>) {
  const list = projects(slugs);
  return (
    <Section {...section}>
      {layout === 'slider' ? (
        <Slides preset="portfolio" label={section.title}>
          {list.map((project) => (
            <ProjectSlide key={project.slug} project={project} />
          ))}
        </Slides>
      ) : (
        <ul className="grid grid-cols-2 gap-6 max-[991px]:grid-cols-1">
          {list.map((project) => (
            <li key={project.slug} className="flex *:flex-1">
              <CardLink
                href={`/portfolio/${project.slug}`}
                image={project.cover}
                sizes={gridSizes({ 0: 1, 992: 2 })}
                kicker={<span className="font-semibold text-accent">{project.category}</span>}
                title={project.title}
              />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
