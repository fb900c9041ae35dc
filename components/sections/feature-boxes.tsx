import type { SectionOf } from '@/content/sections';
import { cn } from '@/components/ui/cn';
import { Icon } from '@/components/ui/icon';
import { Section } from '@/components/ui/section';

/** Icon boxes: why choose us, feature boxes, goal/mission/vision. */
export function FeatureBoxes({ items, ...section }: SectionOf<'features'>) {
  return (
    <Section {...section}>
      <ul
        className={cn(
          'grid gap-6 sm:grid-cols-2',
          items.length === 4 ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
        )}
      >
        {items.map((item) => (
          <li key={item.title} className="rounded-2xl border border-line bg-surface p-8">
            <Icon name={item.icon} className="text-4xl text-accent" />
            <h3 className="mt-5 font-display text-xl font-semibold">{item.title}</h3>
            <p className="mt-3 text-muted">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
