export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/team/[slug]/page';
export const dynamicParams = false;
