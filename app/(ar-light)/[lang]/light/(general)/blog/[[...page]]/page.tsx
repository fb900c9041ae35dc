export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/blog/[[...page]]/page';
export const dynamicParams = false;
