// The carousel's Swiper (components/islands/carousel.tsx keeps the markup and autoplay): fetched and
// started when the carousel nears the viewport, with the slides out of view made inert. The settings
// and rules are the pure ./carousel-presets.ts.
import { useEffect, useRef, useState } from 'react';
import type Swiper from 'swiper';
import { isOffView, type Preset } from './carousel-presets';

/**
 * The carousel's element and its track, the started Swiper (null until then), the slide in view and
 * whether it is at either end, and whether a finger is on it. A tuple, as useState returns, so the
 * names of what it hands back are not shipped twice.
 */
export function useSwiper(preset: Preset, loop: boolean) {
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [view, setView] = useState({ index: 0, start: true, end: false });
  const [pressed, setPressed] = useState(false);

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
          slide.inert = isOffView(i, started.activeIndex, perView);
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

  return [root, track, swiper, view, pressed] as const;
}
