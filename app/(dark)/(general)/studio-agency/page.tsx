import { pageMetadata } from '@/components/layout/site-metadata';
import { PageSections } from '@/components/sections/page-sections';

export const generateMetadata = pageMetadata('studio-agency');

export default function StudioHomePage() {
  return <PageSections name="studio-agency" />;
}
