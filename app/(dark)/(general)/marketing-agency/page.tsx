import { pageMetadata } from '@/components/layout/site-metadata';
import { HomePage } from '@/components/sections/home-page';

export const metadata = pageMetadata('marketing-agency');

export default function MarketingHomePage() {
  return <HomePage name="marketing-agency" />;
}
