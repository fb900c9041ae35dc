export { default } from '@/app/(dark)/(shop)/layout';
