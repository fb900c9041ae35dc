export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/service/[slug]/page';
export const dynamicParams = false;
