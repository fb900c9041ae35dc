import { getPageMeta, getShop } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container';
import { SuccessView } from '@/components/shop/success-view';
import { sampleOrder } from '@/components/shop/shop-setup';
import { words } from '@/components/i18n/words';

export const generateMetadata = pageMetadata('success');

export default function OrderReceivedPage() {
  const shop = getShop();
  const meta = getPageMeta('success');
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: words().shop.crumb, href: '/shop' }, { label: meta.title }]}
      />
      <Container className="py-16 lg:py-24">
        <SuccessView
          sample={sampleOrder()}
          text={shop.text.success}
          labels={{ total: shop.text.cart.total, discount: shop.text.cart.discount }}
        />
      </Container>
    </>
  );
}
