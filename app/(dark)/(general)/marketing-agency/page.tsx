import { pageMetadata } from '@/components/layout/site-metadata';
import { PageSections } from '@/components/sections/page-sections';

export const generateMetadata = pageMetadata('marketing-agency');

export default function MarketingHomePage() {
  return <PageSections name="marketing-agency" />;
}
