export { default, metadata } from '@/app/(dark)/(general)/about/page';
