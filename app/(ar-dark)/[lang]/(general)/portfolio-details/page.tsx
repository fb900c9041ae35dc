export { default, generateMetadata } from '@/app/(dark)/(general)/portfolio-details/page';
