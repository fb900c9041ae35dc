export { default, metadata } from '@/app/(dark)/(shop)/shop/success/page';
