import { getPageMeta, getShop } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container';
import { CheckoutView } from '@/components/shop/checkout-view';
import { words } from '@/components/i18n/words';

export const generateMetadata = pageMetadata('checkout');

export default function CheckoutPage() {
  const shop = getShop();
  const meta = getPageMeta('checkout');
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: words().shop.crumb, href: '/shop' }, { label: meta.title }]}
      />
      <Container className="py-16 lg:py-24">
        <CheckoutView
          text={shop.text.checkout}
          cartText={shop.text.cart}
          countries={shop.countries}
        />
      </Container>
    </>
  );
}
