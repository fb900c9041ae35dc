import type { Metadata } from 'next';
import { localized } from '@/components/layout/site-metadata';
import { notFound } from 'next/navigation';
import { genericSlugs, getPageMeta, memberParams, memberForRoute } from '@/content';
import { seoMetadata } from '@/components/seo/page-seo';
import { CtaBand } from '@/components/sections/cta-band';
import { InnerPage } from '@/components/sections/inner-page';
import { MemberProfile } from '@/components/sections/member-profile';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = memberParams;

export const generateMetadata = localized(async ({ slug }: { slug: string }): Promise<Metadata> => {
  const item = memberForRoute(slug);
  if (!item) return {};
  const generic = slug === genericSlugs.member;
  return seoMetadata({
    path: `/team/${slug}`,
    title: generic ? getPageMeta('team-details').title : item.name,
    description: item.summary,
    section: item.role,
  });
});

export default async function TeamDetailsPage({ params }: Props) {
  const { slug } = await params;
  const item = memberForRoute(slug);
  if (!item) notFound();
  return (
    <InnerPage
      name="team-details"
      parent={{ name: 'team', href: '/team' }}
      heading={{ eyebrow: item.role, heading: item.name, lede: item.summary }}
      components={{
        'member-profile': (section) => <MemberProfile {...section} member={item} />,
        cta: CtaBand,
      }}
    />
  );
}
