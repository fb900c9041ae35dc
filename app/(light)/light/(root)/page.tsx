export { default, metadata } from '@/app/(dark)/(root)/page';
