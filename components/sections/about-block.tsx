import type { SectionOf } from '@/content/sections';
import type { SectionPlacement } from './render-sections';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Headline } from '@/components/ui/headline';
import { CheckList } from '@/components/ui/check-list';
import { Picture } from '@/components/ui/picture';

/** Picture beside a heading, feature bullets and a button: the about and company-info blocks. */
export function AboutBlock({
  id,
  eyebrow,
  title,
  lede,
  image,
  features,
  cta,
  claims,
  first = false,
}: SectionOf<'about'> & SectionPlacement) {
  return (
    <section id={id} className="scroll-mt-24 py-16 lg:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2">
        <div className="relative">
          <Picture
            image={image}
            sizes="(min-width: 1024px) 50vw, 100vw"
            priority={first}
            className="w-full rounded-3xl"
          />
          {claims && claims.length > 0 && (
            <dl className="absolute end-4 -bottom-6 flex gap-6 rounded-2xl bg-accent px-6 py-4 text-on-accent shadow-xl">
              {claims.map((claim) => (
                // The term comes first in a <dl>; the figure is shown above it.
                <div key={claim.title} className="flex flex-col-reverse">
                  <dt className="text-sm">{claim.title}</dt>
                  <dd className="font-display text-3xl font-semibold">
                    {claim.value}
                    {claim.suffix}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <div>
          <Headline eyebrow={eyebrow} title={title} lede={lede} className="mb-8" />
          <CheckList
            items={features}
            icon="checkbox-circle-fill"
            className="mb-10 space-y-4 text-lg"
          />
          <ButtonLink href={cta.href}>
            {cta.label}
            {/* Says where 'Learn More' leads to those who meet the link out of context. */}
            <span className="sr-only"> – {eyebrow ?? title}</span>
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
