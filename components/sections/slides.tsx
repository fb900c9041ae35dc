import { Children, type ReactNode } from 'react';
import { Carousel } from '@/components/islands/carousel';
import type { CarouselPreset } from '@/components/islands/carousel-presets';

/**
 * A section's slides: the carousel when there are two or more; a single slide is laid out where the
 * carousel would put it (the preset's width, app/globals.css), with no arrows, pagination or autoplay to
 * press and no Swiper to start (an agency's first testimonial or project is one card, not a carousel).
 */
export function Slides({
  preset,
  label,
  children,
}: {
  preset: CarouselPreset;
  label: string;
  children: ReactNode;
}) {
  const slides = Children.toArray(children);
  if (slides.length > 1)
    return (
      <Carousel preset={preset} label={label}>
        {children}
      </Carousel>
    );
  return (
    <div data-carousel={preset}>
      <div className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, i) => (
            <div key={i} className="swiper-slide">
              {slide}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
