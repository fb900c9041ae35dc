export { default, metadata } from '@/app/(dark)/(general)/page';
