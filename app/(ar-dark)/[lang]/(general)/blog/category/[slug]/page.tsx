export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/blog/category/[slug]/page';
export const dynamicParams = false;
