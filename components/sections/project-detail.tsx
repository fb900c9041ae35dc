import type { Project } from '@/content/schema';
import { formatDate } from '@/components/ui/format';
import { Picture } from '@/components/ui/picture';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';
import { InfoList } from './info-list';
import { Prose } from './prose';

/** A portfolio project: facts, summary, story, gallery and the previous/next project links. */
export function ProjectDetail({
  project,
  previous,
  next,
}: {
  project: Project;
  previous: Project;
  next: Project;
}) {
  return (
    <Section>
      <Picture
        image={project.cover}
        priority
        sizes="(min-width: 1280px) 1216px, 100vw"
        className="mb-10 aspect-[2/1] w-full rounded-3xl object-cover"
      />
      <InfoList
        items={[
          ['Client', project.client],
          ['Location', project.location],
          ['Budget', project.budget],
          ['Completed', formatDate(project.completed)],
        ]}
      />
      <Prose className="mt-12">
        <h2>Summary</h2>
        <p>{project.summary}</p>
        {project.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Prose>
      <div className="mt-12 grid gap-6 sm:grid-cols-2">
        {project.gallery.map((image) => (
          <Picture
            key={image.src}
            image={image}
            sizes="(min-width: 640px) 50vw, 100vw"
            className="w-full rounded-2xl"
          />
        ))}
      </div>
      <nav
        aria-label="More projects"
        className="mt-12 flex justify-between gap-4 border-t border-line pt-8"
      >
        <Link href={`/portfolio/${previous.slug}`} className="hover:text-accent">
          <span className="block text-sm text-muted">Prev project</span>
          <span className="font-display font-semibold">{previous.title}</span>
        </Link>
        <Link href={`/portfolio/${next.slug}`} className="text-right hover:text-accent">
          <span className="block text-sm text-muted">Next project</span>
          <span className="font-display font-semibold">{next.title}</span>
        </Link>
      </nav>
    </Section>
  );
}
