import { pageMetadata } from '@/components/layout/site-metadata';
import { PageSections } from '@/components/sections/page-sections';

export const generateMetadata = pageMetadata('home-creative', '/home');

export default function HomeShowcasePage() {
  return <PageSections name="home-creative" />;
}
