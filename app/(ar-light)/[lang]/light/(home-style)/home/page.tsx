export { default, generateMetadata } from '@/app/(dark)/(home-style)/home/page';
