export {
  default,
  generateMetadata,
  generateStaticParams,
} from '@/app/(dark)/(shop)/shop/[id]/page';
export const dynamicParams = false;
