export { default, generateMetadata } from '@/app/(dark)/(root)/page';
