import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * Words moving sideways in an endless loop, in CSS only. The list is rendered twice so the loop
 * has no seam; the copy is hidden from assistive technology. Still under reduced motion.
 */
export function Marquee({
  items,
  label,
  separator,
  duration = 40,
  reverse = false,
  className,
  itemClassName,
}: {
  items: ReactNode[];
  label: string;
  /** Drawn after each item; decorative, so hidden from assistive technology by the caller. */
  separator?: ReactNode;
  /** Seconds for one full loop. */
  duration?: number;
  reverse?: boolean;
  className?: string;
  itemClassName?: string;
}) {
  const list = (hidden: boolean) => (
    <ul
      aria-label={hidden ? undefined : label}
      aria-hidden={hidden || undefined}
      className="flex shrink-0 items-center"
    >
      {items.map((item, i) => (
        <li key={i} className={cn('flex shrink-0 items-center', itemClassName)}>
          {item}
          {separator}
        </li>
      ))}
    </ul>
  );
  return (
    <div className={cn('overflow-hidden', className)}>
      {/*
       * Right to left, the track starts at the container's right edge with the copy to the left of the
       * list, so sliding it left by one copy (the keyframes in app/globals.css) would bare the right
       * edge. There it sits one copy further right (translate, which adds to the animated transform) and
       * runs the keyframes backwards: it moves rightwards, the way Arabic reads, with no seam. The
       * direction carries !important to outweigh the animation shorthand of .marquee-track (unlayered).
       */}
      <div
        className={cn(
          'marquee-track flex w-max rtl:translate-x-1/2',
          reverse
            ? 'marquee-reverse rtl:[animation-direction:normal]!'
            : 'rtl:[animation-direction:reverse]!',
        )}
        style={{ animationDuration: `${duration}s` }}
      >
        {list(false)}
        {list(true)}
      </div>
    </div>
  );
}
