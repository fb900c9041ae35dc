import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './button-class';
import { Link } from './link';

/** A link that looks like a button. */
export function ButtonLink({
  href,
  children,
  variant,
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Link href={href} className={buttonClass(variant, className)}>
      {children}
    </Link>
  );
}
