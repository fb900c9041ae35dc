import type { ReactNode } from 'react';
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
};

/** The frame every section shares: anchor id, vertical rhythm, container and the h2 heading block. */
export function Section({
  id,
  className,
  eyebrow,
  title,
  lede,
  align,
  children,
}: SectionProps & { align?: 'start' | 'center'; children: ReactNode }) {
  return (
    <section id={id} className={cn('scroll-mt-24 py-16 lg:py-24', className)}>
      <Container>
        {title && <Headline eyebrow={eyebrow} title={title} lede={lede} align={align} />}
        {children}
      </Container>
    </section>
  );
}
