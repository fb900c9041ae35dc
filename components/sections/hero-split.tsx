import type { SectionOf } from '@/content/sections';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Headline } from '@/components/ui/headline';
import { Picture } from '@/components/ui/picture';

/** Heading and calls to action beside the artwork (the marketing agency's opening). */
export function HeroSplit({
  id,
  eyebrow,
  title,
  lede,
  image,
  cta,
  secondaryCta,
}: SectionOf<'hero-split'>) {
  return (
    <section id={id} className="bg-surface pt-36 pb-20 lg:pt-44 lg:pb-28">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <Headline as="h1" eyebrow={eyebrow} title={title} lede={lede} />
          <div className="flex flex-wrap gap-3">
            <ButtonLink href={cta.href}>{cta.label}</ButtonLink>
            {secondaryCta && (
              <ButtonLink href={secondaryCta.href} variant="outline">
                {secondaryCta.label}
              </ButtonLink>
            )}
          </div>
        </div>
        <Picture
          image={image}
          priority
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="w-full rounded-3xl"
        />
      </Container>
    </section>
  );
}
