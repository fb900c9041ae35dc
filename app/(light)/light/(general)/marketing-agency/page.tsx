export { default, metadata } from '@/app/(dark)/(general)/marketing-agency/page';
