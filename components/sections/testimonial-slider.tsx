import { getTestimonials } from '@/content';
import { fill, words } from '@/components/i18n/words';
import type { Testimonial } from '@/content/schema';
import type { SectionOf } from '@/content/sections';
import { Slides } from './slides';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { Stars } from '@/components/ui/stars';
import { Section } from '@/components/ui/section';

/** Five stars, filled by half points, with the rating in words for screen readers. */
function Rating({ value }: { value: number }) {
  return (
    <p className="text-lg text-accent">
      <Stars value={value} />
      <span className="sr-only">{fill(words().ratingText, { value })}</span>
    </p>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="mx-auto flex max-w-3xl flex-col items-center rounded-3xl border border-line bg-surface p-8 text-center sm:p-12">
      <Icon name="double-quotes-l" className="mb-6 text-5xl text-accent" />
      <Rating value={testimonial.rating} />
      <blockquote className="mt-6 text-lg text-pretty sm:text-xl">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="mt-auto flex items-center gap-4 pt-8 text-start">
        <Picture
          image={testimonial.avatar}
          sizes="64px"
          className="size-16 shrink-0 rounded-full object-cover"
        />
        <span>
          <span className="block font-display font-semibold">{testimonial.name}</span>
          <span className="block text-sm text-muted">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Testimonials in the looping testimonial carousel; no section while there is none. */
export function TestimonialSlider({ limit, ...section }: SectionOf<'testimonials'>) {
  if (getTestimonials().length === 0) return null;
  return (
    <Section {...section}>
      <Slides preset="testimonials" label={section.title}>
        {getTestimonials()
          .slice(0, limit)
          .map((testimonial) => (
            <TestimonialCard key={testimonial.slug} testimonial={testimonial} />
          ))}
      </Slides>
    </Section>
  );
}
