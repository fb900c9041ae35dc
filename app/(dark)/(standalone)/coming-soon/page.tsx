import { getPageMeta, getServices } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { ComingSoonHero } from '@/components/sections/coming-soon-hero';

export const metadata = pageMetadata('coming-soon');

export default function ComingSoonPage() {
  return <ComingSoonHero meta={getPageMeta('coming-soon')} services={getServices().map((service) => service.title)} />;
}
