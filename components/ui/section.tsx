import type { ReactNode } from 'react';
import { cn } from './cn';
import { Container } from './container';

export type SectionProps = { id?: string; className?: string };

/** The frame every section shares: anchor id, vertical rhythm, container. */
export function Section({ id, className, children }: SectionProps & { children: ReactNode }) {
  return (
    <section id={id} className={cn('scroll-mt-24 py-16 lg:py-24', className)}>
      <Container>{children}</Container>
    </section>
  );
}
