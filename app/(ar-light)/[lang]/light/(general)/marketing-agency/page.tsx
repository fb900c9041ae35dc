export { default, generateMetadata } from '@/app/(dark)/(general)/marketing-agency/page';
