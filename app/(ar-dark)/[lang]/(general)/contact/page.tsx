export { default, generateMetadata } from '@/app/(dark)/(general)/contact/page';
