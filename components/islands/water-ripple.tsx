'use client';
// Client because the ripples are drawn with WebGL where the pointer moves over the hero image. This file
// starts the layer once the page is idle; the drawing is ./ripple-gl.ts and the drops ./ripple-drops.ts.
import { useEffect, useRef } from 'react';
import { start } from './ripple-gl';

/**
 * A WebGL water-ripple layer over the hero's background image: the image under the pointer ripples.
 * It starts only once the page is idle, never under reduced motion, and does nothing (the still image
 * stays) where WebGL is missing. Hidden from assistive technology and transparent to the pointer.
 */
export function WaterRipple() {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      canvas.dataset.state = 'off';
      return;
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    const begin = () => {
      if (cancelled) return;
      try {
        stop = start(canvas);
      } catch {
        stop = undefined;
      }
      if (!stop) canvas.dataset.state = 'off';
    };
    // Safari has no requestIdleCallback.
    const idle = () =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(begin, { timeout: 2000 })
        : setTimeout(begin, 300);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', idle);
      stop?.();
    };
  }, []);

  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-state="waiting"
      className="pointer-events-none absolute inset-0 size-full opacity-0 data-[active=true]:opacity-100"
    />
  );
}
