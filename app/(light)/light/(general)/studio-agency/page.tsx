export { default, generateMetadata } from '@/app/(dark)/(general)/studio-agency/page';
