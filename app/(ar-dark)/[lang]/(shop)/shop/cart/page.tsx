export { default, generateMetadata } from '@/app/(dark)/(shop)/shop/cart/page';
