export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/blog/[slug]/page';
export const dynamicParams = false;
