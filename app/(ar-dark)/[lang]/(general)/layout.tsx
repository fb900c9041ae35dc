export { default } from '@/app/(dark)/(general)/layout';
