import type { SectionOf } from '@/content/sections';
import { words } from '@/components/i18n/words';
import { Icon } from '@/components/ui/icon';
import { Marquee } from '@/components/ui/marquee';

/** A full-width band of big words moving sideways (still under reduced motion). */
export function MarqueeBand({ id, title, items }: SectionOf<'marquee'>) {
  return (
    <div
      id={id}
      className="scroll-mt-24 overflow-hidden border-y border-line bg-surface py-8 lg:py-12"
    >
      <Marquee
        items={items}
        label={title ?? words().marqueeLabel}
        duration={Math.max(20, items.length * 6)}
        separator={<Icon name="asterisk" className="mx-6 size-8 text-accent sm:mx-10 sm:size-12" />}
        itemClassName="font-display text-4xl font-semibold tracking-tight whitespace-nowrap uppercase sm:text-6xl lg:text-7xl"
      />
    </div>
  );
}
