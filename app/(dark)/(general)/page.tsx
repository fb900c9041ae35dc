import { pageMetadata } from '@/components/layout/site-metadata';
import { HomePage } from '@/components/sections/home-page';

export const metadata = pageMetadata('home-creative');

export default function CreativeHomePage() {
  return <HomePage name="home-creative" />;
}
