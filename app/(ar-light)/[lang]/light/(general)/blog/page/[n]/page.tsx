export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/blog/page/[n]/page';
export const dynamicParams = false;
