export { default, generateMetadata } from '@/app/(dark)/(general)/portfolio/page';
