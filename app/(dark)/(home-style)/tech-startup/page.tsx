import { pageMetadata } from '@/components/layout/site-metadata';
import { HomePage } from '@/components/sections/home-page';

export const metadata = pageMetadata('tech-startup');

export default function TechStartupPage() {
  return <HomePage name="tech-startup" />;
}
