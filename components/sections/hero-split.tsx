import type { SectionOf } from '@/content/sections';
import { ButtonLink } from '@/components/ui/button';
import { HeroBeside } from './hero-beside';

/** Heading and calls to action beside the artwork (the marketing agency's opening). */
export function HeroSplit({ cta, secondaryCta, ...hero }: SectionOf<'hero-split'>) {
  return (
    <HeroBeside {...hero}>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={cta.href}>{cta.label}</ButtonLink>
        {secondaryCta && (
          <ButtonLink href={secondaryCta.href} variant="outline">
            {secondaryCta.label}
          </ButtonLink>
        )}
      </div>
    </HeroBeside>
  );
}
