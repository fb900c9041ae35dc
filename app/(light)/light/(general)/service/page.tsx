export { default, metadata } from '@/app/(dark)/(general)/service/page';
