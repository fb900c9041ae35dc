import { getPageMeta } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageHeading } from '@/components/layout/page-heading';
import { JobList } from '@/components/sections/job-list';
import { TeamGrid } from '@/components/sections/team-grid';

export const metadata = pageMetadata('team');

export default function TeamPage() {
  const meta = getPageMeta('team');
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: meta.title }]}
      />
      <TeamGrid eyebrow="Our team" title="Meet the studio" limit={6} />
      <JobList eyebrow="Careers" title="Open positions" />
    </>
  );
}
