'use client';
// Client because Swiper moves the slides in the browser and autoplay runs on a timer the visitor can pause.
import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import type Swiper from 'swiper';
import type { SwiperOptions } from 'swiper/types';
import { DIRECTION } from '@/content/locale';
import { fill, useIslandWords } from '@/components/i18n/island-words';
import { useLocale } from '@/components/layout/theme-tree';
import { cn } from '@/components/ui/cn';
import { useReducedMotion } from './client-hooks';

export type CarouselPreset = 'cards' | 'testimonials' | 'logos' | 'portfolio';

type Preset = { swiper: SwiperOptions; autoplay?: number; loop?: boolean; pagination?: boolean };

// Spec section 9. app/globals.css repeats the slides per view and gaps so the layout is right before Swiper starts.
const presets: Record<CarouselPreset, Preset> = {
  cards: {
    swiper: {
      speed: 800,
      slidesPerView: 1,
      spaceBetween: 24,
      breakpoints: {
        500: { slidesPerView: 2, spaceBetween: 15 },
        991: { slidesPerView: 3, spaceBetween: 24 },
        1750: { slidesPerView: 4, spaceBetween: 24 },
      },
    },
    autoplay: 3000,
  },
  testimonials: {
    swiper: { speed: 1000, slidesPerView: 1, spaceBetween: 24 },
    autoplay: 3000,
    loop: true,
  },
  logos: {
    swiper: {
      speed: 600,
      slidesPerView: 1,
      spaceBetween: 24,
      breakpoints: {
        575: { slidesPerView: 2 },
        991: { slidesPerView: 4 },
        1300: { slidesPerView: 6 },
      },
    },
    autoplay: 2500,
    loop: true,
  },
  portfolio: { swiper: { speed: 800, slidesPerView: 1, spaceBetween: 24 }, pagination: true },
};

/** Looping needs more slides than the widest view shows. */
const canLoop = ({ swiper }: Preset, count: number) => {
  const views = [swiper, ...Object.values(swiper.breakpoints ?? {})];
  return count > Math.max(...views.map((view) => Number(view.slidesPerView ?? 1)));
};

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
  const track = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [view, setView] = useState({ index: 0, start: true, end: false });
  const reducedMotion = useReducedMotion();
  const [choice, setChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pressed, setPressed] = useState(false);
  const playing = !!preset.autoplay && (choice ?? !reducedMotion);
  const running = playing && !!swiper && !hovered && !focused && !pressed;

  // Swiper is fetched and started only when the carousel is a screen away from view, so a page's first
  // moments (hydration on a phone) do not pay for carousels further down.
  useEffect(() => {
    const el = root.current;
    if (!el || !('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    let instance: Swiper | undefined;
    let cancelled = false;
    void import('swiper').then(({ default: SwiperClass }) => {
      if (cancelled || !track.current) return;
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      const started = new SwiperClass(track.current, {
        ...preset.swiper,
        loop,
        speed: still ? 0 : preset.swiper.speed,
      });
      instance = started;
      const sync = () =>
        setView({ index: started.realIndex, start: started.isBeginning, end: started.isEnd });
      // Keyboard and screen-reader users meet only the slides in view; the arrows bring the others in.
      const hideOffView = () => {
        const perView = Number(started.params.slidesPerView) || 1;
        started.slides.forEach((slide, i) => {
          slide.inert = i < started.activeIndex || i >= started.activeIndex + perView;
        });
      };
      started.on('slideChange reachBeginning reachEnd fromEdge breakpoint lock unlock', sync);
      started.on('transitionEnd resize breakpoint', hideOffView);
      started.on('touchStart', () => setPressed(true));
      started.on('touchEnd', () => setPressed(false));
      sync();
      hideOffView();
      setSwiper(started);
    });
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
      setSwiper(null);
    };
  }, [near, preset, loop]);

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
