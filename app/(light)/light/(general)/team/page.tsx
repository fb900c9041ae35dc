export { default, metadata } from '@/app/(dark)/(general)/team/page';
