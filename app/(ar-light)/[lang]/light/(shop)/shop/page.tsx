export { default, generateMetadata } from '@/app/(dark)/(shop)/shop/page';
