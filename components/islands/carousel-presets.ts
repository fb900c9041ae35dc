/*
 * The carousel's settings and rules, pure (no React, no DOM): the four presets, when a carousel may loop,
 * when autoplay runs and which slides are in view. The island (components/islands/carousel.tsx, through
 * ./use-swiper.ts) and its unit tests use them.
 */
import type { SwiperOptions } from 'swiper/types';

export type CarouselPreset = 'cards' | 'testimonials' | 'logos' | 'portfolio';

export type Preset = {
  swiper: SwiperOptions;
  autoplay?: number;
  loop?: boolean;
  pagination?: boolean;
};

// Spec section 9. app/globals.css repeats the slides per view and gaps so the layout is right before Swiper starts.
export const presets: Record<CarouselPreset, Preset> = {
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
export const canLoop = ({ swiper }: Preset, count: number) => {
  const views = [swiper, ...Object.values(swiper.breakpoints ?? {})];
  return count > Math.max(...views.map((view) => Number(view.slidesPerView ?? 1)));
};

/**
 * Whether autoplay is on: the preset has it, and the visitor's choice (the pause and play button) or,
 * before any choice, the motion setting allows it.
 */
export const isPlaying = (preset: Preset, choice: boolean | null, reducedMotion: boolean) =>
  !!preset.autoplay && (choice ?? !reducedMotion);

/** Whether a slide lies outside the ones in view: it is then inert, and keyboard and screen-reader users skip it. */
export const isOffView = (slide: number, activeIndex: number, perView: number) =>
  slide < activeIndex || slide >= activeIndex + perView;
