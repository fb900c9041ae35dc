export { default, generateMetadata } from '@/app/(dark)/(shop)/shop/checkout/page';
