import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { gridSizes } from '@/components/ui/slot-sizes';

/** The responsive grid every card list uses. */
export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 }) {
  return (
    <div
      className={cn(
        'grid gap-6',
        // Two-column grids (the portfolio) stay one column up to 991 px, as the spec's grid does.
        columns === 2 ? 'min-[992px]:grid-cols-2' : 'sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'lg:grid-cols-4',
      )}
    >
      {children}
    </div>
  );
}

/** `sizes` for an image in a CardGrid cell: its real width at each breakpoint (components/ui/slot-sizes.ts). */
export const cardSizes = (columns: 2 | 3 | 4 = 3) =>
  gridSizes(columns === 2 ? { 0: 1, 992: 2 } : { 0: 1, 640: 2, 1024: columns });
