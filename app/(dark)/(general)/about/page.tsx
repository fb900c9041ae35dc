import { getPageMeta } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageHeading } from '@/components/layout/page-heading';
import { ServiceGrid } from '@/components/sections/service-grid';
import { StatsRow } from '@/components/sections/stats-row';
import { TeamGrid } from '@/components/sections/team-grid';

export const metadata = pageMetadata('about');

export default function AboutPage() {
  const meta = getPageMeta('about');
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: meta.title }]}
      />
      <StatsRow />
      <ServiceGrid eyebrow="What we do" title="Six disciplines under one roof" />
      <TeamGrid eyebrow="Our team" title="The people behind the work" limit={4} />
    </>
  );
}
