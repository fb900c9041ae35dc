'use client';
// Client because Swiper moves the slides in the browser and autoplay runs on a timer the visitor can pause.
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import type Swiper from 'swiper';
import { DIRECTION } from '@/content/locale';
import { fill, useIslandWords } from '@/components/i18n/island-words';
import { useLocale } from '@/components/layout/theme-tree';
import { cn } from '@/components/ui/cn';
import { canLoop, isPlaying, presets, type CarouselPreset } from './carousel-presets';
import { useReducedMotion } from './client-hooks';
import { useSwiper } from './use-swiper';

const control =
  'inline-flex size-11 items-center justify-center rounded-full border border-line text-ink transition-colors enabled:hover:border-accent enabled:hover:text-accent disabled:opacity-40';

// Remix Icon arrow-left-line, arrow-right-line, pause-fill and play-fill.
const paths = {
  previous: 'M7.828 11H20v2H7.828l5.364 5.364l-1.414 1.414L4 12l7.778-7.778l1.414 1.414z',
  next: 'm16.172 11l-5.364-5.364l1.414-1.414L20 12l-7.778 7.778l-1.414-1.414L16.172 13H4v-2z',
  pause: 'M6 5h2v14H6zm10 0h2v14h-2z',
  play: 'M19.376 12.416L8.777 19.482A.5.5 0 0 1 8 19.066V4.934a.5.5 0 0 1 .777-.416l10.599 7.066a.5.5 0 0 1 0 .832',
};
// The arrows mirror in right-to-left pages, where the previous slide lies to the right.
const Glyph = ({ name }: { name: keyof typeof paths }) => (
  <svg
    viewBox="0 0 24 24"
    fill="currentColor"
    aria-hidden="true"
    className={cn('size-5', (name === 'previous' || name === 'next') && 'rtl:-scale-x-100')}
  >
    <path d={paths[name]} />
  </svg>
);

/**
 * The APG carousel over server-rendered slides (one child per slide). The slides are in the HTML and laid
 * out by CSS before Swiper starts; slides out of view are inert. Autoplay pauses on hover, focus and touch,
 * has a pause button, and is off under reduced motion until the visitor presses play.
 */
export function Carousel({
  preset: name,
  label,
  children,
}: {
  preset: CarouselPreset;
  label: string;
  children: ReactNode;
}) {
  const t = useIslandWords();
  // Swiper reads the direction from its container: in Arabic the slides run from the right.
  const rtl = DIRECTION[useLocale()] === 'rtl';
  const preset = presets[name];
  const slides = Children.toArray(children);
  const count = slides.length;
  const loop = !!preset.loop && canLoop(preset, count);
  const [root, track, swiper, view, pressed] = useSwiper(preset, loop);
  const toggle = useRef<HTMLButtonElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = isPlaying(preset, choice, reducedMotion);
  const running = playing && !!swiper && !hovered && !focused && !pressed;

  useEffect(() => {
    if (!swiper || !running) return;
    const timer = window.setTimeout(() => {
      if (loop || !swiper.isEnd) swiper.slideNext();
      else swiper.slideTo(0);
    }, preset.autoplay);
    return () => window.clearTimeout(timer);
  }, [swiper, running, loop, preset.autoplay, view.index]);

  /** Moves, keeping focus on a usable arrow when the one pressed becomes disabled at an end. */
  const go = (move: (s: Swiper) => void) => {
    if (!swiper) return;
    move(swiper);
    if (loop) return;
    if (swiper.isEnd && document.activeElement === next.current) previous.current?.focus();
    if (swiper.isBeginning && document.activeElement === previous.current) next.current?.focus();
  };

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={name}
      data-hydrated={!!swiper}
      onPointerEnter={(e) => setHovered(e.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onFocus={(e) => setFocused(e.target !== toggle.current)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="mb-6 flex flex-wrap items-center justify-end gap-3">
        {preset.autoplay && (
          <button
            ref={toggle}
            type="button"
            className={control}
            aria-label={playing ? t.pauseAutoplay : t.playAutoplay}
            disabled={!swiper}
            onClick={() => setChoice(!playing)}
          >
            <Glyph name={playing ? 'pause' : 'play'} />
          </button>
        )}
        {preset.pagination && (
          <div role="group" aria-label={t.slides} className="me-auto flex flex-wrap gap-2">
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                aria-label={fill(t.goToSlide, { n: i + 1 })}
                aria-current={view.index === i ? 'true' : undefined}
                disabled={!swiper}
                onClick={() => go((s) => (loop ? s.slideToLoop(i) : s.slideTo(i)))}
                className={cn(
                  control,
                  'font-display text-sm font-semibold aria-[current=true]:border-accent aria-[current=true]:bg-accent aria-[current=true]:text-on-accent',
                )}
              >
                {String(i + 1).padStart(2, '0')}
              </button>
            ))}
          </div>
        )}
        <button
          ref={previous}
          type="button"
          className={control}
          aria-label={t.previousSlide}
          disabled={!swiper || (!loop && view.start)}
          onClick={() => go((s) => s.slidePrev())}
        >
          <Glyph name="previous" />
        </button>
        <button
          ref={next}
          type="button"
          className={control}
          aria-label={t.nextSlide}
          disabled={!swiper || (!loop && view.end)}
          onClick={() => go((s) => s.slideNext())}
        >
          <Glyph name="next" />
        </button>
      </div>
      <div ref={track} className="swiper" dir={rtl ? 'rtl' : undefined}>
        <div
          className="swiper-wrapper"
          aria-live={running ? 'off' : 'polite'}
          // Until Swiper starts (without JavaScript, or while the carousel is far from view) the strip
          // scrolls natively (app/globals.css): a keyboard can reach it and scroll it with the arrows.
          tabIndex={swiper ? undefined : 0}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              className="swiper-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fill(t.slideOf, { n: i + 1, count })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
