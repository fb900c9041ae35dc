'use client';
// Client because the hero subtitle moves on to the next one every 3000 ms (spec sections 4 and 9).
import { useEffect, useState, type ReactNode } from 'react';
import { useIslandWords } from '@/components/i18n/island-words';
import { cn } from '@/components/ui/cn';
import { useReducedMotion } from './client-hooks';

export const ROTATE_MS = 3000;

/**
 * Shows one line at a time and moves to the next every ROTATE_MS. All lines share one grid cell, so the
 * box is as big as the longest and nothing shifts. Changes are not announced (aria-live off). Rotation
 * never ends, so a button pauses it (WCAG 2.2.2); under reduced motion it does not start.
 */
export function RotatingText({
  items,
  pauseIcon,
  playIcon,
  className,
}: {
  items: string[];
  pauseIcon: ReactNode;
  playIcon: ReactNode;
  className?: string;
}) {
  const t = useIslandWords();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();
  const rotating = !reduced && !paused && items.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % items.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [rotating, items.length]);

  return (
    <div className={cn('flex items-center gap-4', className)}>
      <p aria-live="off" className="grid">
        {items.map((item, i) => (
          <span
            key={i}
            className={cn(
              'col-start-1 row-start-1 transition-[opacity,translate,visibility] duration-500',
              i === index ? 'translate-y-0 opacity-100' : 'invisible translate-y-2 opacity-0',
            )}
          >
            {item}
          </span>
        ))}
      </p>
      {/* Hidden, not removed, where nothing rotates (no script, reduced motion), so the line never shifts. */}
      <button
        type="button"
        aria-label={paused ? t.playRotation : t.pauseRotation}
        onClick={() => setPaused(!paused)}
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-full border border-line text-base text-ink hover:border-accent hover:text-accent',
          reduced && 'invisible',
        )}
      >
        {paused ? playIcon : pauseIcon}
      </button>
    </div>
  );
}
