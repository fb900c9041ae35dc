export { default, generateMetadata } from '@/app/(dark)/(standalone)/coming-soon/page';
