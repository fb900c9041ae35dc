import type { SectionOf } from '@/content/sections';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Headline } from '@/components/ui/headline';
import { Marquee } from '@/components/ui/marquee';
import { Picture } from '@/components/ui/picture';

/** The studio's opening: heading and intro call to action over a line of scrolling text. */
export function HeroScrolling({
  id,
  eyebrow,
  title,
  lede,
  scrollingText,
  image,
  cta,
}: SectionOf<'hero-scrolling'>) {
  return (
    <section id={id} className="overflow-hidden bg-surface pt-36 pb-16 lg:pt-44">
      <Container className="grid items-end gap-12 lg:grid-cols-[3fr_2fr]">
        <div>
          <Headline as="h1" eyebrow={eyebrow} title={title} lede={lede} />
          <ButtonLink href={cta.href}>{cta.label}</ButtonLink>
        </div>
        <Picture
          image={image}
          priority
          sizes="(min-width: 1024px) 40vw, 100vw"
          className="w-full rounded-3xl"
        />
      </Container>
      <Marquee
        label={scrollingText}
        items={[scrollingText, scrollingText]}
        separator={
          <span aria-hidden="true" className="px-8 text-accent">
            ✦
          </span>
        }
        duration={30}
        className="mt-16"
        itemClassName="font-display text-5xl font-semibold whitespace-nowrap text-muted sm:text-7xl"
      />
    </section>
  );
}
