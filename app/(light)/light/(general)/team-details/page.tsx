export { default, metadata } from '@/app/(dark)/(general)/team-details/page';
