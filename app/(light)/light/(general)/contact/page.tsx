export { default, metadata } from '@/app/(dark)/(general)/contact/page';
