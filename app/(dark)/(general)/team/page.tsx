import { pageMetadata } from '@/components/layout/site-metadata';
import { InnerPage } from '@/components/sections/inner-page';
import { JobList } from '@/components/sections/job-list';
import { TeamGrid } from '@/components/sections/team-grid';

export const generateMetadata = pageMetadata('team');

export default function TeamPage() {
  return <InnerPage name="team" components={{ 'team-grid': TeamGrid, jobs: JobList }} />;
}
