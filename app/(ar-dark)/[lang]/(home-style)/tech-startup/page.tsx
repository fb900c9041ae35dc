export { default, generateMetadata } from '@/app/(dark)/(home-style)/tech-startup/page';
