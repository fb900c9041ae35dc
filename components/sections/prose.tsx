import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** Running text with the site's reading measure and spacing. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        // The headings of a text (h2 to h4, content/markdown.ts) step down in size; all in the ink colour.
        'max-w-3xl space-y-5 text-lg leading-relaxed text-muted [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink [&_h4]:font-semibold [&_h4]:text-ink',
        className,
      )}
    >
      {children}
    </div>
  );
}
