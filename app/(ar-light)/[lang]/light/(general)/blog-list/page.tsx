export { default, generateMetadata } from '@/app/(dark)/(general)/blog-list/page';
