import type { Project } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { serverLocale } from '@/components/layout/server-tree';
import { formatDate } from '@/components/ui/format';
import { Markdown } from '@/components/ui/markdown';
import { Picture } from '@/components/ui/picture';
import { PictureGrid } from '@/components/ui/picture-grid';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { InfoList } from './info-list';
import { Prose } from './prose';
import { gridSizes } from '@/components/ui/slot-sizes';

/** A portfolio project: facts, summary, story, gallery and the previous/next project links. */
export function ProjectDetail({
  project,
  previous,
  next,
  labels,
  summaryTitle,
  galleryTitle,
  neighbours,
  ...section
}: SectionOf<'project-detail'> & { project: Project; previous: Project; next: Project }) {
  return (
    <Section {...section}>
      <Picture
        image={project.cover}
        priority
        sizes={gridSizes({ 0: 1 })}
        className="mb-10 aspect-[2/1] w-full rounded-3xl object-cover"
      />
      <InfoList
        items={[
          [labels.client, project.client],
          [labels.location, project.location],
          [labels.budget, project.budget],
          [labels.completed, formatDate(project.completed, serverLocale())],
        ]}
      />
      <Prose className="mt-12">
        <h2>{summaryTitle}</h2>
        <p>{project.summary}</p>
        <Markdown source={project.body} />
      </Prose>
      <h2 className="mt-12 font-display text-2xl font-semibold">{galleryTitle}</h2>
      <PictureGrid
        images={project.gallery}
        sizes={gridSizes({ 0: 1, 640: 3 })}
        className="mt-6 sm:grid-cols-3"
      />
      {/* A portfolio of one project has no other to lead to. */}
      {previous.slug !== project.slug && (
        <nav
          aria-label={neighbours.label}
          className="mt-12 flex justify-between gap-4 border-t border-line pt-8"
        >
          <Link href={`/portfolio/${previous.slug}`} className="hover:text-accent">
            <span className="block text-sm text-muted">{neighbours.previous}</span>
            <span className="font-display font-semibold">{previous.title}</span>
          </Link>
          <Link href={`/portfolio/${next.slug}`} className="text-end hover:text-accent">
            <span className="block text-sm text-muted">{neighbours.next}</span>
            <span className="font-display font-semibold">{next.title}</span>
          </Link>
        </nav>
      )}
    </Section>
  );
}
