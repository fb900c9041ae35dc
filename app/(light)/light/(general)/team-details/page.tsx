export { default, generateMetadata } from '@/app/(dark)/(general)/team-details/page';
