export { default, metadata } from '@/app/(dark)/(general)/portfolio-details/page';
