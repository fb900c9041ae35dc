import type { PageMeta } from '@/content/schema';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Headline } from '@/components/ui/headline';

/** A home page's opening: eyebrow, h1, lede and the two calls to action. */
export function HeroIntro({ meta }: { meta: PageMeta }) {
  return (
    <div className="bg-surface pt-40 pb-20 lg:pt-48 lg:pb-28">
      <Container>
        <Headline as="h1" eyebrow={meta.eyebrow} title={meta.heading} lede={meta.lede} />
        <div className="flex flex-wrap gap-3">
          <ButtonLink href="/about">Learn More</ButtonLink>
          <ButtonLink href="/contact" variant="outline">
            Contact us
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
