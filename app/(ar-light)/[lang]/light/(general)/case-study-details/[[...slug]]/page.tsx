export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(general)/case-study-details/[[...slug]]/page';
export const dynamicParams = false;
