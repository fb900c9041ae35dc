export { default, metadata } from '@/app/(dark)/(general)/blog/page';
