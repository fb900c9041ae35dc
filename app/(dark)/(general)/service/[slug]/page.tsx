import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { genericSlugs, getPageMeta, serviceParams, serviceForRoute } from '@/content';
import { PageHeading } from '@/components/layout/page-heading';
import { ServiceDetail } from '@/components/sections/service-detail';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = serviceParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const item = serviceForRoute(slug);
  if (!item) return {};
  const generic = slug === genericSlugs.service;
  return {
    title: generic ? getPageMeta('service-details').title : item.title,
    description: item.subtitle,
  };
}

export default async function ServiceDetailsPage({ params }: Props) {
  const { slug } = await params;
  const item = serviceForRoute(slug);
  if (!item) notFound();
  return (
    <>
      <PageHeading
        eyebrow={`Service ${item.number}`}
        heading={item.title}
        lede={item.subtitle}
        crumbs={[{ label: 'Services', href: '/service' }, { label: item.title }]}
      />
      <ServiceDetail service={item} />
    </>
  );
}
