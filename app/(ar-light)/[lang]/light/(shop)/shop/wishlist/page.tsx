export { default, generateMetadata } from '@/app/(dark)/(shop)/shop/wishlist/page';
