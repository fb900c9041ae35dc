import { pageMetadata } from '@/components/layout/site-metadata';
import { HomePage } from '@/components/sections/home-page';

export const metadata = pageMetadata('studio-agency');

export default function StudioHomePage() {
  return <HomePage name="studio-agency" />;
}
