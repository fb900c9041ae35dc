import { getPageMeta } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageHeading } from '@/components/layout/page-heading';
import { ContactDetails } from '@/components/sections/contact-details';

export const metadata = pageMetadata('contact');

export default function ContactPage() {
  const meta = getPageMeta('contact');
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: meta.title }]}
      />
      <ContactDetails />
    </>
  );
}
