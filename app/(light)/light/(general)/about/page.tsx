export { default, generateMetadata } from '@/app/(dark)/(general)/about/page';
