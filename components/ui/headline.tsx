import type { ReactNode } from 'react';
import { cn } from './cn';

/** Eyebrow, title and lede of a section; `as` picks the heading level. */
export function Headline({
  eyebrow,
  title,
  lede,
  as: Heading = 'h2',
  align = 'start',
  className,
}: {
  eyebrow?: string;
  title: ReactNode;
  lede?: string;
  as?: 'h1' | 'h2' | 'h3';
  align?: 'start' | 'center';
  className?: string;
}) {
  return (
    <div className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && (
        <p className="mb-3 text-sm font-semibold tracking-widest text-accent uppercase">
          {eyebrow}
        </p>
      )}
      <Heading
        className={cn(
          'font-display font-semibold tracking-tight text-balance',
          Heading === 'h1' ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-3xl sm:text-4xl',
        )}
      >
        {title}
      </Heading>
      {lede && <p className="mt-4 text-lg text-pretty text-muted">{lede}</p>}
    </div>
  );
}
