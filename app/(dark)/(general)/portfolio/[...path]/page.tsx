import { notFound } from 'next/navigation';
import { portfolioParams } from '@/content';
import { localized } from '@/components/layout/site-metadata';
import {
  PortfolioList,
  ProjectPage,
  portfolioPath,
  portfolioPathMetadata,
} from '@/components/sections/portfolio-pages';

/*
 * Under /portfolio/: each project's page (/portfolio/<slug>/) and the list's later pages
 * (/portfolio/page/<n>/). One route for both: see components/sections/portfolio-pages.tsx.
 */

type Props = { params: Promise<{ path: string[] }> };

export const dynamicParams = false;
export const generateStaticParams = portfolioParams;

export const generateMetadata = localized(({ path }: { path: string[] }) =>
  portfolioPathMetadata(path),
);

export default async function PortfolioPathPage({ params }: Props) {
  const found = portfolioPath((await params).path);
  if (!found) notFound();
  if (found.kind === 'project') return <ProjectPage project={found.project} />;
  return <PortfolioList page={found.page} />;
}
