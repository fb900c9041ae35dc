export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/blog-list/[[...page]]/page';
export const dynamicParams = false;
