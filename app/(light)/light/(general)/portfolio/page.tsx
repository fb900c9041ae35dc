export { default, metadata } from '@/app/(dark)/(general)/portfolio/page';
