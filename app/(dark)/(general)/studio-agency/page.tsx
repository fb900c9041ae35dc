import { pageMetadata } from '@/components/layout/site-metadata';
import { PageSections } from '@/components/sections/page-sections';

export const metadata = pageMetadata('studio-agency');

export default function StudioHomePage() {
  return <PageSections name="studio-agency" />;
}
