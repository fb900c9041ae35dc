import { pageMetadata } from '@/components/layout/site-metadata';
import { InnerPage } from '@/components/sections/inner-page';
import { PostIndexSection } from '@/components/sections/post-index';

export const generateMetadata = pageMetadata('blog-list');

export default function BlogListPage() {
  return (
    <InnerPage
      name="blog-list"
      components={{
        'post-index': (section) => <PostIndexSection {...section} list="/blog-list" />,
      }}
    />
  );
}
