import type { SectionOf } from '@/content/sections';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { ProgressList } from './progress-list';

/** Labelled progress bars beside an optional picture. */
export function ProgressBlock({ items, image, ...section }: SectionOf<'progress'>) {
  return (
    <Section {...section}>
      <div className={image ? 'grid items-center gap-12 lg:grid-cols-2' : 'max-w-3xl'}>
        <ProgressList items={items} />
        {image && (
          <Picture
            image={image}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="w-full rounded-3xl"
          />
        )}
      </div>
    </Section>
  );
}
