import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { genericSlugs, getPageMeta, postParams, postForRoute } from '@/content';
import { PageHeading } from '@/components/layout/page-heading';
import { getTeamMember } from '@/content';
import { PostArticle } from '@/components/sections/post-article';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = postParams;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const item = postForRoute(slug);
  if (!item) return {};
  const generic = slug === genericSlugs.post;
  return {
    title: generic ? getPageMeta('blog-details').title : item.title,
    description: item.excerpt,
  };
}

export default async function BlogDetailsPage({ params }: Props) {
  const { slug } = await params;
  const item = postForRoute(slug);
  if (!item) notFound();
  return (
    <>
      <PageHeading
        eyebrow={item.category}
        heading={item.title}
        lede={item.excerpt}
        crumbs={[{ label: 'Blog', href: '/blog' }, { label: item.title }]}
      />
      <PostArticle post={item} author={getTeamMember(item.author)!} />
    </>
  );
}
