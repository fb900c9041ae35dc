import { pageMetadata } from '@/components/layout/site-metadata';
import { InnerPage } from '@/components/sections/inner-page';
import { PostIndexSection } from '@/components/sections/post-index';

export const generateMetadata = pageMetadata('blog');

export default function BlogPage() {
  return (
    <InnerPage
      name="blog"
      components={{ 'post-index': (section) => <PostIndexSection {...section} list="/blog" /> }}
    />
  );
}
