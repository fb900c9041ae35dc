import { getPageMeta } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageHeading } from '@/components/layout/page-heading';
import { ProjectGrid } from '@/components/sections/project-grid';

export const metadata = pageMetadata('portfolio');

export default function PortfolioPage() {
  const meta = getPageMeta('portfolio');
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: meta.title }]}
      />
      <ProjectGrid eyebrow="Selected work" title="Projects we are proud of" />
    </>
  );
}
