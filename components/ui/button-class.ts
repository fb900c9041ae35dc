import { cn } from './cn';

const styles = {
  solid: 'bg-accent text-on-accent hover:bg-ink hover:text-page',
  outline: 'border border-line text-ink hover:border-accent hover:text-accent',
} as const;

export type ButtonVariant = keyof typeof styles;

/**
 * The button look, for buttons and for links that look like one. Its own module, without the link,
 * so client components and the 404 page can use it (the site's link is server-only).
 */
export const buttonClass = (variant: ButtonVariant = 'solid', className?: string) =>
  cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-sm font-semibold transition-colors',
    styles[variant],
    className,
  );
