import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

/** Running text with the site's reading measure and spacing. */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        'max-w-3xl space-y-5 text-lg leading-relaxed text-muted [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-ink',
        className,
      )}
    >
      {children}
    </div>
  );
}
