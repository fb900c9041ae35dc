import { pageMetadata } from '@/components/layout/site-metadata';
import { PortfolioList } from '@/components/sections/portfolio-pages';

export const generateMetadata = pageMetadata('portfolio');

export default function PortfolioPage() {
  return <PortfolioList />;
}
