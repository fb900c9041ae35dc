import { pageMetadata } from '@/components/layout/site-metadata';
import { AboutBlock } from '@/components/sections/about-block';
import { FeatureBoxes } from '@/components/sections/feature-boxes';
import { InnerPage } from '@/components/sections/inner-page';
import { LogoSection } from '@/components/sections/logo-section';
import { ProgressBlock } from '@/components/sections/progress-block';
import { StatsCounters } from '@/components/sections/stats-counters';
import { TeamCarousel } from '@/components/sections/team-carousel';

export const generateMetadata = pageMetadata('about');

export default function AboutPage() {
  return (
    <InnerPage
      name="about"
      components={{
        about: AboutBlock,
        stats: StatsCounters,
        progress: ProgressBlock,
        features: FeatureBoxes,
        team: TeamCarousel,
        logos: LogoSection,
      }}
    />
  );
}
