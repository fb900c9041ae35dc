export { default, generateMetadata } from '@/app/(dark)/(general)/digital-agency/page';
