import { pageMetadata } from '@/components/layout/site-metadata';
import { CtaBand } from '@/components/sections/cta-band';
import { InnerPage } from '@/components/sections/inner-page';
import { PricingSection } from '@/components/sections/pricing-section';
import { ServicesStatic } from '@/components/sections/services-static';

export const generateMetadata = pageMetadata('service');

export default function ServicesPage() {
  return (
    <InnerPage
      name="service"
      components={{ services: ServicesStatic, pricing: PricingSection, cta: CtaBand }}
    />
  );
}
