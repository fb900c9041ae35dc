import { termPage } from '@/components/sections/blog-term-page';

const page = termPage('category');

export const dynamicParams = false;
export const generateStaticParams = page.generateStaticParams;
export const generateMetadata = page.generateMetadata;
export default page.TermPage;
