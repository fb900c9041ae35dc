export { default } from '@/app/(dark)/(root)/layout';
