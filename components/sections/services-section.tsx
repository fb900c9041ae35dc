import type { SectionOf } from '@/content/sections';
import { Slides } from './slides';
import { Section } from '@/components/ui/section';
import { cards, ServiceCard, ServicesStatic } from './services-static';

/** Services as a carousel, or any layout of ServicesStatic. */
export function ServicesSection({ layout, items, ...section }: SectionOf<'services'>) {
  if (layout !== 'carousel') return <ServicesStatic layout={layout} items={items} {...section} />;
  const list = cards(items);
  return (
    <Section {...section}>
      <Slides preset="cards" label={section.title}>
        {list.map((card, i) => (
          <ServiceCard key={i} card={card} />
        ))}
      </Slides>
    </Section>
  );
}
