export { default, metadata } from '@/app/(dark)/(general)/digital-agency/page';
