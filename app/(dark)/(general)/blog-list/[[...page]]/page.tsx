import { postListPages } from '@/components/sections/post-list-page';

const pages = postListPages('blog-list');

export const dynamicParams = false;
export const generateStaticParams = pages.generateStaticParams;
export const generateMetadata = pages.generateMetadata;
export default pages.ListPage;
