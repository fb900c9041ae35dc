import type { Product } from '@/content/schema';
import { formatPrice } from '@/components/ui/format';
import { Picture } from '@/components/ui/picture';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { Prose } from './prose';

/** A product: its four images, price, rating, description and catalogue facts. */
export function ProductDetail({ product }: { product: Product }) {
  const [main, ...thumbs] = product.images;
  return (
    <Section>
      <div className="grid gap-12 lg:grid-cols-2">
        <div>
          {main && (
            <Picture
              image={main}
              priority
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="w-full rounded-3xl"
            />
          )}
          <div className="mt-4 grid grid-cols-3 gap-4">
            {thumbs.map((image) => (
              <Picture
                key={image.src}
                image={image}
                sizes="(min-width: 1024px) 16vw, 33vw"
                className="w-full rounded-xl"
              />
            ))}
          </div>
        </div>
        <div>
          <p className="font-display text-3xl font-semibold text-accent">
            {formatPrice(product.price)}
          </p>
          <p className="mt-2 text-sm text-muted">
            Rated {product.rating} out of 5 · {product.reviews} reviews
          </p>
          <Prose className="mt-6">
            {product.description.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
          <dl className="mt-8 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted">SKU</dt>
            <dd>{product.sku}</dd>
            <dt className="text-muted">Category</dt>
            <dd>{product.category}</dd>
            <dt className="text-muted">Tags</dt>
            <dd>{product.tags.join(', ')}</dd>
            <dt className="text-muted">Availability</dt>
            <dd>{product.stock > 0 ? `${product.stock} in stock` : 'Out of stock'}</dd>
          </dl>
          <ButtonLink href="/shop/cart" className="mt-8">
            Add to cart
          </ButtonLink>
        </div>
      </div>
    </Section>
  );
}
