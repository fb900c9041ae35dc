export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/portfolio/[slug]/page';
export const dynamicParams = false;
