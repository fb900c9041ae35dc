import { pageMetadata } from '@/components/layout/site-metadata';
import { CtaBand } from '@/components/sections/cta-band';
import { InnerPage } from '@/components/sections/inner-page';
import { ProjectGrid } from '@/components/sections/project-grid';

export const generateMetadata = pageMetadata('portfolio');

export default function PortfolioPage() {
  return <InnerPage name="portfolio" components={{ 'project-grid': ProjectGrid, cta: CtaBand }} />;
}
