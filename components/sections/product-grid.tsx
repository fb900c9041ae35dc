import { getProducts } from '@/content';
import { formatPrice } from '@/components/ui/format';
import { Section, type SectionProps } from '@/components/ui/section';
import { CardGrid, cardSizes } from './card-grid';
import { CardLink } from './card-link';

/** Product cards from the static product file, each to its product page. */
export function ProductGrid(section: SectionProps) {
  return (
    <Section {...section}>
      <CardGrid>
        {getProducts().map((product) => (
          <CardLink
            key={product.id}
            href={`/shop/${product.id}`}
            image={product.images[0]!}
            sizes={cardSizes(3)}
            kicker={product.category}
            title={product.title}
          >
            <p className="font-semibold text-accent">{formatPrice(product.price)}</p>
          </CardLink>
        ))}
      </CardGrid>
    </Section>
  );
}
