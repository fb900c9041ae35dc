import { getShop } from '@/content';
import type { Product } from '@/content/schema';
import { words } from '@/components/i18n/words';
import { serverLocale } from '@/components/layout/server-tree';
import { formatDate, formatPrice } from '@/components/ui/format';
import { Picture } from '@/components/ui/picture';
import { Section } from '@/components/ui/section';
import { Stars } from '@/components/ui/stars';
import { Tabs } from '@/components/islands/tabs';
import { Prose } from '@/components/sections/prose';
import { ProductGallery } from './product-gallery';
import { ProductPurchase } from './product-purchase';
import { fill } from './shop-state';
import { labelOf } from '@/components/i18n/words';

/** Five stars filled 20 % per point, with the value in words beside them. */
function Rating({ value, label }: { value: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Stars value={value} fillTestId="rating-fill" className="text-lg" />
      <span className="text-sm text-muted">{label}</span>
    </span>
  );
}

/**
 * A product page's body: gallery, price, rating, summary, quantity and buttons, catalogue facts, and
 * the Description / Additional information / Review tabs (Review open at load, as in the original).
 */
export function ProductView({ product }: { product: Product }) {
  const text = getShop().text.product;
  const t = words().shop;
  const locale = serverLocale();
  const { review } = product;
  const facts: [string, string][] = [
    [text.sku, product.sku],
    [text.category, labelOf(product.category)],
    [text.tags, product.tags.map((tag) => labelOf(tag)).join(t.listSeparator)],
    [
      text.availability,
      product.stock > 0 ? fill(text.inStock, { count: product.stock }) : text.outOfStock,
    ],
  ];
  return (
    <Section>
      <div className="grid gap-12 lg:grid-cols-2">
        <ProductGallery
          label={text.gallery}
          showImage={text.showImage}
          large={product.images.map((image, i) => (
            <Picture
              key={image.src}
              image={image}
              priority={i === 0}
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="aspect-square w-full object-cover"
            />
          ))}
          thumbs={product.images.map((image) => (
            <Picture
              key={image.src}
              image={{ ...image, alt: '' }}
              sizes="(min-width: 1024px) 12vw, 25vw"
              className="aspect-square w-full object-cover"
            />
          ))}
        />
        <div className="grid content-start gap-6">
          <p className="font-display text-3xl font-semibold text-accent">
            {formatPrice(product.price, locale)}
          </p>
          <p className="flex flex-wrap items-center gap-x-3">
            <Rating value={product.rating} label={fill(text.rating, { rating: product.rating })} />
            <span className="text-sm text-muted">
              · {fill(text.ratings, { count: product.reviews })}
            </span>
          </p>
          <ProductPurchase
            id={product.id}
            title={product.title}
            stock={product.stock}
            text={text}
          />
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 border-t border-line pt-6 text-sm">
            {facts.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="mt-16">
        <Tabs
          label={text.tabsLabel}
          tabs={[text.description, text.additional, fill(text.review, { count: 1 })]}
          initial={2}
          panels={[
            <Prose key="description">
              {product.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </Prose>,
            <table key="additional" className="w-full max-w-xl text-start">
              <tbody className="divide-y divide-line">
                {(
                  [
                    [text.colors, product.colors],
                    [text.sizes, product.sizes],
                  ] as const
                ).map(([name, values], i) => (
                  <tr key={i}>
                    <th scope="row" className="py-3 pe-6 font-semibold">
                      {name}
                    </th>
                    <td className="py-3 text-muted">{values.join(t.listSeparator)}</td>
                  </tr>
                ))}
              </tbody>
            </table>,
            <figure
              key="review"
              className="max-w-2xl rounded-3xl border border-line bg-surface p-8"
            >
              <Rating value={review.rating} label={fill(text.rating, { rating: review.rating })} />
              <blockquote className="mt-4 text-lg">
                <p>{review.text}</p>
              </blockquote>
              <figcaption className="mt-4 text-sm text-muted">
                <span className="font-semibold text-ink">{review.author}</span> ·{' '}
                <time dateTime={review.date}>{formatDate(review.date, locale)}</time>
              </figcaption>
            </figure>,
          ]}
        />
      </div>
    </Section>
  );
}
