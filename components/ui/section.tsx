import type { ReactNode } from 'react';
import { ButtonLink } from './button';
import { cn } from './cn';
import { Container } from './container';
import { Headline } from './headline';

/** What every page section accepts: its anchor id, its heading block and extra classes. */
export type SectionProps = {
  id?: string;
  className?: string;
  eyebrow?: string;
  title?: string;
  lede?: string;
  /** A button under the section's content, e.g. 'See All Project' → /portfolio. */
  cta?: { label: string; href: string };
};

/** The frame every section shares: anchor id, vertical rhythm, container, the h2 heading block and a closing button. */
export function Section({
  id,
  className,
  eyebrow,
  title,
  lede,
  cta,
  align,
  children,
}: SectionProps & { align?: 'start' | 'center'; children: ReactNode }) {
  return (
    <section id={id} className={cn('scroll-mt-24 py-16 lg:py-24', className)}>
      <Container>
        {title && <Headline eyebrow={eyebrow} title={title} lede={lede} align={align} />}
        {children}
        {cta && (
          <div className="mt-10">
            <ButtonLink href={cta.href} variant="outline">
              {cta.label}
            </ButtonLink>
          </div>
        )}
      </Container>
    </section>
  );
}
