import { getProducts, getShop } from '@/content';
import { serverLocale } from '@/components/layout/server-tree';
import { formatPrice } from '@/components/ui/format';
import { Section } from '@/components/ui/section';
import { CardLink } from '@/components/sections/card-link';
import { Catalogue } from './catalogue';
import { newerFirst, type CatalogueItem } from './catalogue-query';
import { catalogueOptions } from './shop-setup';
import { labelOf } from '@/components/i18n/words';

/**
 * The shop page's body: every product card rendered here, on the server, and handed to the catalogue
 * island, which shows the page of them the filters ask for.
 */
export function ShopCatalogue() {
  const shop = getShop();
  const products = getProducts();
  const options = catalogueOptions();
  const locale = serverLocale();
  const items: CatalogueItem[] = products.map((p) => ({
    id: p.id,
    title: p.title,
    price: p.price,
    category: p.category,
    brand: p.brand,
    tags: p.tags,
    added: p.added,
    // Searched in the page's words as well as the English values the filters use.
    text: [
      p.title,
      p.summary,
      p.category,
      labelOf(p.category),
      p.brand,
      ...p.tags,
      ...p.tags.map((tag) => labelOf(tag)),
    ]
      .join(' ')
      .toLowerCase(),
  }));
  // The first row is on the first screen: its images load at once.
  const newest = [...products].sort(newerFirst).slice(0, 3);
  const cards = Object.fromEntries(
    products.map((p) => [
      p.id,
      <CardLink
        key={p.id}
        href={`/shop/${p.id}`}
        image={p.images[0]!}
        sizes="(min-width: 1280px) 22vw, (min-width: 640px) 45vw, 100vw"
        priority={newest.includes(p)}
        kicker={labelOf(p.category)}
        title={p.title}
        heading="h2"
      >
        <p className="font-semibold text-accent">{formatPrice(p.price, locale)}</p>
      </CardLink>,
    ]),
  );
  return (
    <Section>
      <Catalogue items={items} cards={cards} options={options} text={shop.text.catalogue} />
    </Section>
  );
}
