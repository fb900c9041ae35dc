export { default, metadata } from '@/app/(dark)/(general)/case-study-details/page';
