import { getPageMeta } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageHeading } from '@/components/layout/page-heading';
import { ContinueShopping } from '@/components/shop/continue-shopping';

export const metadata = pageMetadata('checkout');

export default function CheckoutPage() {
  const meta = getPageMeta('checkout');
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: 'Shop', href: '/shop' }, { label: meta.title }]}
      />
      <ContinueShopping />
    </>
  );
}
