export { default, metadata } from '@/app/(dark)/(home-style)/home/page';
