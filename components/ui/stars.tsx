import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A rating out of five stars drawn as two runs of star characters, the accent one cut to 20 % of the width
 * per point (4.5 fills 90 %), with its value in words (`children`) for everyone or for screen readers only.
 * Two elements for the stars, where five icons took ten: ratings repeat on cards and carousels.
 */
export function Stars({
  value,
  className,
  fillTestId,
}: {
  value: number;
  className?: string;
  /** A test id for the filled run, whose width is the rating. */
  fillTestId?: string;
}): ReactNode {
  return (
    <span
      aria-hidden="true"
      className={cn('relative leading-none tracking-widest text-line', className)}
    >
      ★★★★★
      <span
        {...(fillTestId ? { 'data-testid': fillTestId } : {})}
        className="absolute inset-y-0 start-0 overflow-hidden text-accent"
        style={{ width: `${value * 20}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
