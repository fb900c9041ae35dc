'use client';
// Client because the figure counts up once it is scrolled into view (IntersectionObserver).
import { useEffect, useRef } from 'react';
import { cn } from '@/components/ui/cn';

export const COUNT_UP_MS = 1500;

const easeOut = (t: number) => 1 - (1 - t) ** 3;

/**
 * A figure such as "22k" that counts up from 0 when it comes into view. The final text is in the
 * static HTML and is all that assistive technology reads; the counting copy is hidden from it and laid
 * over a hidden copy of the final text, so its box never changes size; it keeps to the end of that box
 * (the right in English, the left in Arabic), where the suffix stays put. Still under reduced motion.
 */
export function CountUp({
  value,
  suffix = '',
  className,
}: {
  value: number;
  suffix?: string;
  className?: string;
}) {
  const final = `${value}${suffix}`;
  const counter = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = counter.current;
    if (!el || !('IntersectionObserver' in window)) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const decimals = value % 1 === 0 ? 0 : (String(value).split('.')[1]?.length ?? 0);
    const show = (n: number) => (el.textContent = `${n.toFixed(decimals)}${suffix}`);
    let frame = 0;
    // Written to the DOM directly: one React render per frame would be wasted work.
    show(0);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        let start: number | undefined;
        const tick = (now: number) => {
          start ??= now;
          const t = Math.min(1, (now - start) / COUNT_UP_MS);
          if (t < 1) {
            show(value * easeOut(t));
            frame = requestAnimationFrame(tick);
          } else {
            el.textContent = `${value}${suffix}`;
          }
        };
        frame = requestAnimationFrame(tick);
      },
      { threshold: 0.5 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      el.textContent = `${value}${suffix}`;
    };
  }, [value, suffix]);

  return (
    <span className={cn('relative inline-block', className)}>
      <span aria-hidden="true" className="invisible">
        {final}
      </span>
      <span ref={counter} aria-hidden="true" data-count-up="" className="absolute inset-0 text-end">
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
