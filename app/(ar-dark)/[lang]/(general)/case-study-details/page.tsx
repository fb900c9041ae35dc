export { default, generateMetadata } from '@/app/(dark)/(general)/case-study-details/page';
