import { getService } from '@/content';
import type { SectionOf } from '@/content/sections';
import { ActiveList } from '@/components/islands/active-list';
import { CheckList } from '@/components/ui/check-list';
import { Icon, iconSet } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { Section } from '@/components/ui/section';

type Card = {
  href: string;
  number: string;
  title: string;
  text: string;
  icon: string;
  features: string[];
};

/** The section's cards: each service from services.json, reworded where the page says so. */
export function cards(items: SectionOf<'services'>['items']): Card[] {
  return items.map((item) => {
    const service = getService(item.service);
    if (!service)
      throw new Error(
        `content/pages: services section: no service "${item.service}" in services.json`,
      );
    return {
      href: `/service/${service.slug}`,
      number: service.number,
      title: item.title ?? service.title,
      text: item.text ?? service.subtitle,
      icon: item.icon ?? service.icon,
      features: service.features,
    };
  });
}

const cardClass =
  'group relative flex h-full flex-col rounded-2xl border border-line bg-surface p-8 transition-colors hover:border-accent';

export function ServiceCard({
  card,
  withFeatures = false,
}: {
  card: Card;
  withFeatures?: boolean;
}) {
  return (
    <article className={cardClass}>
      <Icon name={card.icon} className="text-4xl text-accent" />
      <h3 className="mt-6 font-display text-xl font-semibold">
        <Link href={card.href} className="group-hover:text-accent after:absolute after:inset-0">
          {card.title}
        </Link>
      </h3>
      <p className="mt-3 text-muted">{card.text}</p>
      {withFeatures && (
        <CheckList items={card.features.slice(0, 4)} className="mt-6 space-y-2 text-sm" />
      )}
    </article>
  );
}

/**
 * Services as a grid, boxes with their features, or a numbered list with the hovered or focused item
 * active: every layout but the carousel, so a page showing these carries no Swiper.
 */
export function ServicesStatic({ layout, items, ...section }: SectionOf<'services'>) {
  if (layout === 'carousel') {
    throw new Error(
      'content/pages: a services section with layout "carousel" is on a page that offers no carousel; ' +
        'expected layout "grid", "boxes" or "numbered-list"',
    );
  }
  const list = cards(items);
  const arrows = iconSet();
  return (
    <Section {...section}>
      {(layout === 'grid' || layout === 'boxes') && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {list.map((card, i) => (
            <li key={i}>
              <ServiceCard card={card} withFeatures={layout === 'boxes'} />
            </li>
          ))}
        </ul>
      )}
      {layout === 'numbered-list' && (
        <ActiveList
          ordered
          className="border-t border-line"
          itemClassName="border-b border-line"
          items={list.map((card) => (
            <Link
              key={card.href}
              href={card.href}
              className="grid items-center gap-4 py-8 transition-colors group-data-[active=true]:text-accent sm:grid-cols-[5rem_1fr_2fr_auto]"
            >
              <span className="font-display text-3xl font-semibold text-muted group-data-[active=true]:text-accent">
                {card.number}
              </span>
              <span className="font-display text-2xl font-semibold">{card.title}</span>
              <span className="text-muted">{card.text}</span>
              <Icon
                name="arrow-right-up-line"
                set={arrows}
                className="text-3xl transition-transform group-data-[active=true]:rotate-45 rtl:-scale-x-100 rtl:group-data-[active=true]:-rotate-45"
              />
            </Link>
          ))}
        />
      )}
    </Section>
  );
}
