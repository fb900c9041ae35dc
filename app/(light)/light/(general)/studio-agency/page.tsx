export { default, metadata } from '@/app/(dark)/(general)/studio-agency/page';
