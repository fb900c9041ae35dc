import type { Metadata } from 'next';
import { localized } from '@/components/layout/site-metadata';
import { notFound } from 'next/navigation';
import { genericSlugs, getPageMeta, getTeamMember, postForRoute, postParams } from '@/content';
import { PostJsonLd } from '@/components/seo/json-ld';
import { seoMetadata } from '@/components/seo/page-seo';
import { InnerPage } from '@/components/sections/inner-page';
import { PostArticle } from '@/components/sections/post-article';
import { PostReply } from '@/components/sections/post-reply';
import { RelatedPosts } from '@/components/sections/related-posts';
import { labelOf } from '@/components/i18n/words';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = postParams;

export const generateMetadata = localized(async ({ slug }: { slug: string }): Promise<Metadata> => {
  const item = postForRoute(slug);
  if (!item) return {};
  const generic = slug === genericSlugs.post;
  return seoMetadata({
    path: `/blog/${slug}`,
    title: generic ? getPageMeta('blog-details').title : item.title,
    description: item.excerpt,
    section: labelOf(item.category),
    article: {
      published: item.date,
      author: getTeamMember(item.author)?.name ?? item.author,
      tags: item.tags,
    },
  });
});

export default async function BlogDetailsPage({ params }: Props) {
  const { slug } = await params;
  const post = postForRoute(slug);
  if (!post) notFound();
  const writer = getTeamMember(post.author);
  if (!writer)
    throw new Error(
      `content/posts/${post.slug}.en.json: $.author: "${post.author}" is no member of the team (content/team/)`,
    );
  return (
    <>
      <PostJsonLd post={post} writer={writer} path={`/blog/${slug}`} />
      <InnerPage
        name="blog-details"
        parent={{ name: 'blog', href: '/blog' }}
        heading={{ eyebrow: labelOf(post.category), heading: post.title, lede: post.excerpt }}
        components={{
          'post-article': (section) => <PostArticle {...section} post={post} writer={writer} />,
          'post-reply': (section) => <PostReply {...section} post={post} />,
          'related-posts': (section) => <RelatedPosts {...section} post={post} />,
        }}
      />
    </>
  );
}
