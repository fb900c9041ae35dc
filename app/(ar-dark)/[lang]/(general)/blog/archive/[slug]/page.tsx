export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/blog/archive/[slug]/page';
export const dynamicParams = false;
