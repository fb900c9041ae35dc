import { pageMetadata } from '@/components/layout/site-metadata';
import { PageSections } from '@/components/sections/page-sections';

export const generateMetadata = pageMetadata('tech-startup');

export default function TechStartupPage() {
  return <PageSections name="tech-startup" />;
}
