import { pageMetadata } from '@/components/layout/site-metadata';
import { OrganizationJsonLd } from '@/components/seo/json-ld';
import { ContactDetails } from '@/components/sections/contact-details';
import { ContactForm } from '@/components/sections/contact-form';
import { InnerPage } from '@/components/sections/inner-page';
import { MapSection } from '@/components/sections/map-section';

export const generateMetadata = pageMetadata('contact');

export default function ContactPage() {
  return (
    <>
      <OrganizationJsonLd />
      <InnerPage
        name="contact"
        components={{
          'contact-details': ContactDetails,
          'contact-form': ContactForm,
          map: MapSection,
        }}
      />
    </>
  );
}
