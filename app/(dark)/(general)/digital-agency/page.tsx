import { pageMetadata } from '@/components/layout/site-metadata';
import { PageSections } from '@/components/sections/page-sections';

export const generateMetadata = pageMetadata('digital-agency');

export default function DigitalHomePage() {
  return <PageSections name="digital-agency" />;
}
