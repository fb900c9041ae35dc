import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

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

/** `sizes` for an image in a CardGrid cell. */
export const cardSizes = (columns: 2 | 3 | 4 = 3) =>
  columns === 2
    ? '(min-width: 992px) 50vw, 100vw'
    : `(min-width: 1024px) ${Math.round(100 / columns)}vw, (min-width: 640px) 50vw, 100vw`;
