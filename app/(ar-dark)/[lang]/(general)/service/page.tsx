export { default, generateMetadata } from '@/app/(dark)/(general)/service/page';
