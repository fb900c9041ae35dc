export { default, metadata } from '@/app/(dark)/(home-style)/tech-startup/page';
