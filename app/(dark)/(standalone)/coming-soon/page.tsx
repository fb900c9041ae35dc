import { getPage, getServices, getSite } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { ComingSoonHero } from '@/components/sections/coming-soon-hero';

export const generateMetadata = pageMetadata('coming-soon');

export default function ComingSoonPage() {
  const { meta, comingSoon } = getPage('coming-soon');
  const site = getSite();
  if (!comingSoon) throw new Error('content/pages/coming-soon.json needs its "comingSoon" block');
  return (
    <ComingSoonHero
      meta={meta}
      content={comingSoon}
      services={getServices().map((service) => service.title)}
      contact={site.contact}
      logo={site.logo}
    />
  );
}
