import type { ReactNode } from 'react';
import { getPageMeta } from '@/content';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container';
import { words } from '@/components/i18n/words';

/**
 * A page of the shop's own (cart, wishlist, checkout, order received): its heading from the page's
 * content under the shop's crumb, then its view.
 */
export function ShopPage({ name, children }: { name: string; children: ReactNode }) {
  const meta = getPageMeta(name);
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: words().shop.crumb, href: '/shop' }, { label: meta.title }]}
      />
      <Container className="py-16 lg:py-24">{children}</Container>
    </>
  );
}
