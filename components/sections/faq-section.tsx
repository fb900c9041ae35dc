import type { SectionOf } from '@/content/sections';
import { getFaqs } from '@/content';
import { FaqAccordion } from '@/components/islands/faq-accordion';
import { FaqJsonLd } from '@/components/seo/json-ld';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';

/** The FAQ accordion over faqs.json, with an optional picture beside it; no section without questions. */
export function FaqSection({ image, ...section }: SectionOf<'faq'>) {
  if (getFaqs().length === 0) return null;
  return (
    <Section {...section}>
      <FaqJsonLd />
      <div className={cn('grid items-start gap-12', image && 'lg:grid-cols-[2fr_3fr]')}>
        {image && (
          <Picture
            image={image}
            sizes="(min-width: 1024px) 40vw, 100vw"
            className="w-full rounded-3xl"
          />
        )}
        <FaqAccordion items={getFaqs()} icon={<Icon name="add-line" />} />
      </div>
    </Section>
  );
}
