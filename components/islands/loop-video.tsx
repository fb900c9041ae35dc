'use client';
// Client because the loop may only play when the visitor has not asked for reduced motion.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { useReducedMotion } from './client-hooks';

/**
 * A muted, looping, decorative video. It has no autoplay attribute: it starts from here once the
 * browser says motion is welcome, so under reduced motion (or without script) only the poster shows and
 * the file is not even downloaded. A button pauses it (WCAG 2.2.2).
 */
export function LoopVideo({
  src,
  poster,
  width,
  height,
  pauseIcon,
  playIcon,
  className,
}: {
  src: string;
  poster: string;
  width: number;
  height: number;
  pauseIcon: ReactNode;
  playIcon: ReactNode;
  className?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const reduced = useReducedMotion();

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (reduced || paused) {
      el.pause();
      return;
    }
    el.muted = true;
    // A browser may still refuse (data saver, power saving): the poster stays, which is fine.
    el.play().catch(() => {});
  }, [reduced, paused]);

  return (
    <div className={cn('relative', className)}>
      <video
        ref={video}
        src={src}
        poster={poster}
        width={width}
        height={height}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        className="h-auto w-full rounded-3xl bg-raised object-cover"
      />
      <button
        type="button"
        aria-label={paused ? 'Play background video' : 'Pause background video'}
        onClick={() => setPaused(!paused)}
        className={cn(
          'absolute right-4 bottom-4 grid size-11 place-items-center rounded-full bg-page/80 text-lg text-ink backdrop-blur hover:bg-accent hover:text-on-accent',
          reduced && 'invisible',
        )}
      >
        {paused ? playIcon : pauseIcon}
      </button>
    </div>
  );
}
