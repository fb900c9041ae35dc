import { getProducts } from '@/content';
import { ButtonLink } from '@/components/ui/button';
import { Section } from '@/components/ui/section';

/** The way back to the catalogue from the cart, checkout, wishlist and order pages. */
export function ContinueShopping() {
  return (
    <Section>
      <div className="flex flex-col items-start gap-4 rounded-3xl border border-line bg-surface p-8">
        <p className="text-lg text-muted">
          {getProducts().length} design goods from the studio are waiting in the shop.
        </p>
        <ButtonLink href="/shop">Continue shopping</ButtonLink>
      </div>
    </Section>
  );
}
