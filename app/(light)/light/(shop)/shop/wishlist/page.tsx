export { default, metadata } from '@/app/(dark)/(shop)/shop/wishlist/page';
