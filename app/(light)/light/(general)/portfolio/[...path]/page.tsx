export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/portfolio/[...path]/page';
export const dynamicParams = false;
