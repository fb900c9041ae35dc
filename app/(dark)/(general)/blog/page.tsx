import { getPageMeta } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageHeading } from '@/components/layout/page-heading';
import { PostGrid } from '@/components/sections/post-grid';

export const metadata = pageMetadata('blog');

export default function BlogPage() {
  const meta = getPageMeta('blog');
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: meta.title }]}
      />
      <PostGrid eyebrow="Journal" title="Latest articles" />
    </>
  );
}
