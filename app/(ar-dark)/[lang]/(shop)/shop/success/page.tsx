export { default, generateMetadata } from '@/app/(dark)/(shop)/shop/success/page';
