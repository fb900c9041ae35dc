import { getPageMeta } from '@/content';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { HeroIntro } from './hero-intro';
import { PostGrid } from './post-grid';
import { ProjectGrid } from './project-grid';
import { ServiceGrid } from './service-grid';
import { StatsRow } from './stats-row';

/** A home variant: its own opening over the studio's services, work, figures and journal. */
export function HomePage({ name }: { name: string }) {
  return (
    <>
      <HeroIntro meta={getPageMeta(name)} />
      <StatsRow />
      <ServiceGrid id="service" eyebrow="Services" title="What we do" limit={4} />
      <ProjectGrid eyebrow="Portfolio" title="Featured work" limit={4} />
      <Container className="-mt-8 pb-8">
        <ButtonLink href="/portfolio" variant="outline">
          See All Project
        </ButtonLink>
      </Container>
      <PostGrid eyebrow="Journal" title="From the blog" limit={3} />
    </>
  );
}
