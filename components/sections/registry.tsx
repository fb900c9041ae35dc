import type { PageSection } from '@/content/sections';
import { renderSections, type SectionComponents } from './render-sections';
import { HeroVideo } from './hero-video';
import { HeroSplit } from './hero-split';
import { HeroScrolling } from './hero-scrolling';
import { HeroPlay } from './hero-play';
import { StatsCounters } from './stats-counters';
import { AboutBlock } from './about-block';
import { FeatureBoxes } from './feature-boxes';
import { ServicesSection } from './services-section';
import { PortfolioSection } from './portfolio-section';
import { CaseStudyList } from './case-study-list';
import { AwardList } from './award-list';
import { TestimonialSlider } from './testimonial-slider';
import { PostSection } from './post-section';
import { FaqSection } from './faq-section';
import { VideoBlock } from './video-block';
import { ProgressBlock } from './progress-block';
import { PricingSection } from './pricing-section';
import { TeamCarousel } from './team-carousel';
import { LogoSection } from './logo-section';
import { MarqueeBand } from './marquee-band';
import { CtaBand } from './cta-band';

/**
 * Every section type of content/pages/*.json and its component: the home pages, which may show any of
 * them. Inner pages pass renderSections a smaller map of their own (see render-sections.tsx).
 */
const registry: SectionComponents = {
  'hero-video': HeroVideo,
  'hero-split': HeroSplit,
  'hero-scrolling': HeroScrolling,
  'hero-play': HeroPlay,
  stats: StatsCounters,
  about: AboutBlock,
  features: FeatureBoxes,
  services: ServicesSection,
  portfolio: PortfolioSection,
  'case-studies': CaseStudyList,
  awards: AwardList,
  testimonials: TestimonialSlider,
  posts: PostSection,
  faq: FaqSection,
  video: VideoBlock,
  progress: ProgressBlock,
  pricing: PricingSection,
  team: TeamCarousel,
  logos: LogoSection,
  marquee: MarqueeBand,
  cta: CtaBand,
};

/** A home page's sections, in the order its content file lists them. */
export function Sections({ page, sections }: { page: string; sections: PageSection[] }) {
  return renderSections(page, sections, registry);
}
