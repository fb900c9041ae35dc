import type { Metadata } from 'next';
import { localized } from '@/components/layout/site-metadata';
import { notFound } from 'next/navigation';
import {
  genericSlugs,
  getPageMeta,
  projectForRoute,
  projectNeighbours,
  projectParams,
} from '@/content';
import { seoMetadata } from '@/components/seo/page-seo';
import { CtaBand } from '@/components/sections/cta-band';
import { InnerPage } from '@/components/sections/inner-page';
import { ProjectDetail } from '@/components/sections/project-detail';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = projectParams;

export const generateMetadata = localized(async ({ slug }: { slug: string }): Promise<Metadata> => {
  const item = projectForRoute(slug);
  if (!item) return {};
  const generic = slug === genericSlugs.project;
  return seoMetadata({
    path: `/portfolio/${slug}`,
    title: generic ? getPageMeta('portfolio-details').title : item.title,
    description: item.summary,
    section: item.category,
  });
});

export default async function PortfolioDetailsPage({ params }: Props) {
  const { slug } = await params;
  const item = projectForRoute(slug);
  if (!item) notFound();
  return (
    <InnerPage
      name="portfolio-details"
      parent={{ name: 'portfolio', href: '/portfolio' }}
      heading={{ eyebrow: item.category, heading: item.title, lede: item.summary }}
      components={{
        'project-detail': (section) => (
          <ProjectDetail {...section} project={item} {...projectNeighbours(item.slug)} />
        ),
        cta: CtaBand,
      }}
    />
  );
}
