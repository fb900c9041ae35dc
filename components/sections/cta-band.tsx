import type { SectionOf } from '@/content/sections';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Headline } from '@/components/ui/headline';

/** The closing call to action: a heading and one button, on the accent colour. */
export function CtaBand({ id, eyebrow, title, lede, cta }: SectionOf<'cta'>) {
  return (
    <section id={id} className="scroll-mt-24 py-16 lg:py-24">
      <Container>
        <div className="flex flex-col items-start gap-8 rounded-3xl bg-raised p-10 lg:flex-row lg:items-center lg:justify-between lg:p-16">
          <Headline eyebrow={eyebrow} title={title} lede={lede} className="mb-0" />
          <ButtonLink href={cta.href} className="shrink-0">
            {cta.label}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
