export { default, metadata } from '@/app/(dark)/(standalone)/coming-soon/page';
