import { expect, test } from '@playwright/test';
import { canLoop, isOffView, isPlaying, presets } from '../../components/islands/carousel-presets';

/* The carousel's presets and rules (components/islands/carousel-presets.ts), without a browser. */

test('a carousel loops only with more slides than its widest view shows', () => {
  // Testimonials show one slide at every width; logos up to six from 1300 px.
  expect([1, 2].map((count) => canLoop(presets.testimonials, count))).toEqual([false, true]);
  expect([6, 7].map((count) => canLoop(presets.logos, count))).toEqual([false, true]);
  // A preset's breakpoint without its own slidesPerView counts as one slide.
  expect(canLoop({ swiper: { slidesPerView: 3, breakpoints: { 800: {} } } }, 3)).toBe(false);
  expect(canLoop({ swiper: { breakpoints: { 800: {} } } }, 2)).toBe(true);
});

test('the presets keep the spec: which autoplay, loop or show a page list, and at what pace', () => {
  expect(presets.cards).toMatchObject({ autoplay: 3000, swiper: { speed: 800 } });
  expect(presets.cards.loop).toBeUndefined();
  expect(presets.testimonials).toMatchObject({
    autoplay: 3000,
    loop: true,
    swiper: { speed: 1000 },
  });
  expect(presets.logos).toMatchObject({ autoplay: 2500, loop: true, swiper: { speed: 600 } });
  expect(presets.portfolio).toMatchObject({ pagination: true, swiper: { speed: 800 } });
  expect(presets.portfolio.autoplay).toBeUndefined();
});

test('autoplay follows the visitor’s choice, and before any choice the motion setting', () => {
  const { cards, portfolio } = presets;
  expect(isPlaying(cards, null, false)).toBe(true);
  expect(isPlaying(cards, null, true)).toBe(false);
  // Play pressed under reduced motion plays; pause pressed stops it whatever the setting.
  expect(isPlaying(cards, true, true)).toBe(true);
  expect(isPlaying(cards, false, false)).toBe(false);
  // A preset without autoplay never plays.
  expect(isPlaying(portfolio, true, false)).toBe(false);
});

test('the slides before the active one and past the ones in view are off view', () => {
  const off = (active: number, perView: number) =>
    Array.from({ length: 6 }, (_, slide) => isOffView(slide, active, perView));
  expect(off(0, 1)).toEqual([false, true, true, true, true, true]);
  expect(off(2, 3)).toEqual([true, true, false, false, false, true]);
});
