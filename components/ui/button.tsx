import type { ReactNode } from 'react';
import { cn } from './cn';
import { Link } from './link';

const styles = {
  solid: 'bg-accent text-on-accent hover:bg-ink hover:text-page',
  outline: 'border border-line text-ink hover:border-accent hover:text-accent',
} as const;

export const buttonClass = (variant: keyof typeof styles = 'solid', className?: string) =>
  cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition-colors',
    styles[variant],
    className,
  );

/** A link that looks like a button. */
export function ButtonLink({
  href,
  children,
  variant,
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: keyof typeof styles;
  className?: string;
}) {
  return (
    <Link href={href} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}
