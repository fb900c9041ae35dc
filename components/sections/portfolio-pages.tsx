import type { Metadata } from 'next';
import {
  genericSlugs,
  getPageMeta,
  laterProjectPages,
  projectForRoute,
  projectNeighbours,
} from '@/content';
import { PAGE_SEGMENT } from '@/content/list-pages';
import { fill, words } from '@/components/i18n/words';
import { seoMetadata } from '@/components/seo/page-seo';
import { CtaBand } from './cta-band';
import { InnerPage } from './inner-page';
import { laterPageMetadata } from './post-list-page';
import { pageParam } from './post-pages';
import { ProjectDetail } from './project-detail';
import { ProjectGrid } from './project-grid';

/*
 * The portfolio's pages: its list (page 1 at /portfolio/, page n at /portfolio/page/<n>/, `perPage`
 * projects each) and each project's own page (/portfolio/<slug>/). Under /portfolio/ one route serves
 * both, app/(dark)/(general)/portfolio/[...path]/: Next refuses to export a dynamic route that lists
 * no page, and a `portfolio/page/[n]` of its own would list none until there are more projects than a
 * page holds (eight today).
 */

/** Page `page` of the portfolio's list, with the links to the others. */
export function PortfolioList({ page = 1 }: { page?: number }) {
  return (
    <InnerPage
      name="portfolio"
      {...(page > 1 && {
        parent: { name: 'portfolio', href: '/portfolio' },
        crumb: fill(words().pageNumber, { n: page }),
      })}
      components={{
        'project-grid': (section) => <ProjectGrid {...section} page={page} />,
        cta: CtaBand,
      }}
    />
  );
}

/** What a path under /portfolio/ shows: a later page of the list (`page/<n>`, one that exists) or a project (`<slug>`). */
type Project = NonNullable<ReturnType<typeof projectForRoute>>;
type PortfolioPath =
  { kind: 'list'; page: number } | { kind: 'project'; project: Project; slug: string };

export function portfolioPath(path: readonly string[]): PortfolioPath | undefined {
  if (path.length === 2 && path[0] === PAGE_SEGMENT) {
    const page = pageParam(path[1]);
    return page && page <= laterProjectPages().length + 1 ? { kind: 'list', page } : undefined;
  }
  const project = path.length === 1 ? projectForRoute(path[0]!) : undefined;
  return project ? { kind: 'project', project, slug: path[0]! } : undefined;
}

export function portfolioPathMetadata(path: readonly string[]): Metadata {
  const found = portfolioPath(path);
  if (!found) return {};
  if (found.kind === 'list')
    return laterPageMetadata(getPageMeta('portfolio'), '/portfolio', found.page);
  const { project, slug } = found;
  return seoMetadata({
    path: `/portfolio/${slug}`,
    title: slug === genericSlugs.project ? getPageMeta('portfolio-details').title : project.title,
    description: project.summary,
    section: project.category,
  });
}

/** A project's own page: its heading, its details with the previous and next projects, the call. */
export function ProjectPage({ project }: { project: Project }) {
  return (
    <InnerPage
      name="portfolio-details"
      parent={{ name: 'portfolio', href: '/portfolio' }}
      heading={{ eyebrow: project.category, heading: project.title, lede: project.summary }}
      components={{
        'project-detail': (section) => (
          <ProjectDetail {...section} project={project} {...projectNeighbours(project.slug)} />
        ),
        cta: CtaBand,
      }}
    />
  );
}
