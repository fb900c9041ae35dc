export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/blog/archive/[slug]/[[...page]]/page';
export const dynamicParams = false;
