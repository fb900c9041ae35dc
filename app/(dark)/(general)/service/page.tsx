import { getPageMeta } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageHeading } from '@/components/layout/page-heading';
import { ServiceGrid } from '@/components/sections/service-grid';

export const metadata = pageMetadata('service');

export default function ServicesPage() {
  const meta = getPageMeta('service');
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: meta.title }]}
      />
      <ServiceGrid eyebrow="Services" title="What we can do for you" />
    </>
  );
}
