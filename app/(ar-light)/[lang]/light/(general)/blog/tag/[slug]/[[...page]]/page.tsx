export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/blog/tag/[slug]/[[...page]]/page';
export const dynamicParams = false;
