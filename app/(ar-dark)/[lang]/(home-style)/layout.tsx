export { default } from '@/app/(dark)/(home-style)/layout';
