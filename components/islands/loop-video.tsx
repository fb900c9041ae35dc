'use client';
// Client because the loop may only play when the visitor has not asked for reduced motion.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useIslandWords } from '@/components/i18n/island-words';
import { cn } from '@/components/ui/cn';
import { useReducedMotion } from './client-hooks';

/** Resolves once the page has loaded and the browser is idle, so the loop never competes with it. */
function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const start = () => {
    if (cancelled) return;
    idle =
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(run, { timeout: 3000 })
        : window.setTimeout(run, 1000);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', start);
    if (idle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      window.clearTimeout(idle);
    }
  };
}

/** Whether the visitor's browser asks to save data (Chrome on Android, some desktop settings). */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * A muted, looping, decorative video over its poster. The poster is a server-rendered responsive image
 * (the page's LCP element, sized for the screen). The video element itself is not in the HTML: it is
 * created from here, given its file and started after the page has loaded and the browser is idle, so
 * nothing fetches it before, never under reduced motion or with data saving on (or without script). A
 * video element in the HTML, even an empty one, made Chromium's first style pass over the page load its
 * media-controls style sheet and their icons: about a third of the creative home's first style
 * recalculation, a long task after the first paint on a phone. It is shown over the poster once it
 * plays: at once, as the poster is its first frame (a fade in cost the compositor 200 ms of every 250 on
 * a phone while it ran, so a tap in that time waited for it). A button pauses it (WCAG 2.2.2); a loop
 * paused before it started never starts.
 */
export function LoopVideo({
  src,
  poster,
  pauseIcon,
  playIcon,
  className,
}: {
  src: string;
  /** The still image shown until (and instead of) the loop. */
  poster: ReactNode;
  pauseIcon: ReactNode;
  playIcon: ReactNode;
  className?: string;
}) {
  const t = useIslandWords();
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const [playing, setPlaying] = useState(false);
  const reduced = useReducedMotion();
  // Whether the element exists: from when the page has loaded and the browser is idle, and for good
  // after that (a pause keeps the frame it stopped on).
  const [created, setCreated] = useState(false);

  useEffect(() => {
    if (created || reduced || paused || savesData()) return;
    return afterLoadAndIdle(() => setCreated(true));
  }, [created, reduced, paused]);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    if (reduced || paused || savesData()) {
      el.pause();
      return;
    }
    el.muted = true;
    // The file is named only now: a video element with a source (even preload="none") is fetched by
    // WebKitGTK 2.50 as the page loads, and held its load event for 3 s.
    if (!el.getAttribute('src')) el.src = src;
    // A browser may still refuse (power saving): the poster stays, which is fine.
    void el.play().catch(() => {});
  }, [created, reduced, paused, src]);

  return (
    <div className={cn('relative overflow-hidden rounded-3xl bg-raised', className)}>
      {poster}
      {created && (
        <video
          ref={video}
          muted
          loop
          playsInline
          aria-hidden="true"
          onPlaying={() => setPlaying(true)}
          className={cn(
            'absolute inset-0 size-full object-cover',
            playing ? 'opacity-100' : 'opacity-0',
          )}
        />
      )}
      {/* No backdrop blur: over a playing video it is filtered again for every frame (the phone menu's
          opening at 4x CPU: median 104 ms with it, 72 without). */}
      <button
        type="button"
        aria-label={paused ? t.playBackgroundVideo : t.pauseBackgroundVideo}
        onClick={() => setPaused(!paused)}
        className={cn(
          'absolute end-4 bottom-4 grid size-11 place-items-center rounded-full bg-page/90 text-lg text-ink hover:bg-accent hover:text-on-accent',
          reduced && 'invisible',
        )}
      >
        {paused ? playIcon : pauseIcon}
      </button>
    </div>
  );
}
