import type { Metadata } from 'next';
import { localized } from '@/components/layout/site-metadata';
import { notFound } from 'next/navigation';
import { genericSlugs, getPageMeta, serviceParams, serviceForRoute } from '@/content';
import { seoMetadata } from '@/components/seo/page-seo';
import { CtaBand } from '@/components/sections/cta-band';
import { InnerPage } from '@/components/sections/inner-page';
import { PricingSection } from '@/components/sections/pricing-section';
import { ServiceDetail } from '@/components/sections/service-detail';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = serviceParams;

export const generateMetadata = localized(async ({ slug }: { slug: string }): Promise<Metadata> => {
  const item = serviceForRoute(slug);
  if (!item) return {};
  const generic = slug === genericSlugs.service;
  return seoMetadata({
    path: `/service/${slug}`,
    title: generic ? getPageMeta('service-details').title : item.title,
    description: item.subtitle,
    section: getPageMeta('service-details').eyebrow,
  });
});

export default async function ServiceDetailsPage({ params }: Props) {
  const { slug } = await params;
  const item = serviceForRoute(slug);
  if (!item) notFound();
  return (
    <InnerPage
      name="service-details"
      parent={{ name: 'service', href: '/service' }}
      heading={{
        eyebrow: getPageMeta('service-details').eyebrow,
        heading: item.title,
        lede: item.subtitle,
      }}
      components={{
        'service-detail': (section) => <ServiceDetail {...section} service={item} />,
        pricing: PricingSection,
        cta: CtaBand,
      }}
    />
  );
}
