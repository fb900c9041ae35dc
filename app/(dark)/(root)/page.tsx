import ComingSoonPage from '@/app/(dark)/(standalone)/coming-soon/page';
import { getSite } from '@/content';
import { rootPageName } from '@/components/layout/root-page';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageSections } from '@/components/sections/page-sections';

const name = rootPageName(getSite());

export const generateMetadata = pageMetadata(name, '/');

export default function RootPage() {
  return name === 'coming-soon' ? <ComingSoonPage /> : <PageSections name="home-creative" />;
}
