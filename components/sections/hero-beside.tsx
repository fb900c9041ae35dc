import type { ReactNode } from 'react';
import type { SectionOf } from '@/content/sections';
import { Container } from '@/components/ui/container';
import { Headline } from '@/components/ui/headline';
import { Picture } from '@/components/ui/picture';

/**
 * An opening with the page's heading and what follows it (calls to action, a play button, claims)
 * beside its artwork, first on the page: the frame the marketing agency's and the tech startup's
 * openings share.
 */
export function HeroBeside({
  id,
  eyebrow,
  title,
  lede,
  image,
  children,
}: Pick<SectionOf<'hero-split'>, 'id' | 'eyebrow' | 'title' | 'lede' | 'image'> & {
  children: ReactNode;
}) {
  return (
    <section id={id} className="bg-surface pt-36 pb-20 lg:pt-44 lg:pb-28">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <Headline as="h1" eyebrow={eyebrow} title={title} lede={lede} />
          {children}
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
