export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/blog/category/[slug]/[[...page]]/page';
export const dynamicParams = false;
