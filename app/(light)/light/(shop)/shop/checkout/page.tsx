export { default, metadata } from '@/app/(dark)/(shop)/shop/checkout/page';
