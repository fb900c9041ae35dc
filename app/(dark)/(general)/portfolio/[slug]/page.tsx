import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { genericSlugs, getPageMeta, projectParams, projectForRoute } from '@/content';
import { PageHeading } from '@/components/layout/page-heading';
import { projectNeighbours } from '@/content';
import { ProjectDetail } from '@/components/sections/project-detail';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = projectParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const item = projectForRoute(slug);
  if (!item) return {};
  const generic = slug === genericSlugs.project;
  return {
    title: generic ? getPageMeta('portfolio-details').title : item.title,
    description: item.summary,
  };
}

export default async function PortfolioDetailsPage({ params }: Props) {
  const { slug } = await params;
  const item = projectForRoute(slug);
  if (!item) notFound();
  return (
    <>
      <PageHeading
        eyebrow={item.category}
        heading={item.title}
        lede={item.summary}
        crumbs={[{ label: 'Portfolio', href: '/portfolio' }, { label: item.title }]}
      />
      <ProjectDetail project={item} {...projectNeighbours(item.slug)} />
    </>
  );
}
