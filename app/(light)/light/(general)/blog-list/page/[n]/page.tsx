export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/blog-list/page/[n]/page';
export const dynamicParams = false;
