import { pageMetadata } from '@/components/layout/site-metadata';
import { HomePage } from '@/components/sections/home-page';

export const metadata = pageMetadata('digital-agency');

export default function DigitalHomePage() {
  return <HomePage name="digital-agency" />;
}
