import { getPageMeta, getShop } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageHeading } from '@/components/layout/page-heading';
import { Container } from '@/components/ui/container';
import { WishlistView } from '@/components/shop/wishlist-view';
import { words } from '@/components/i18n/words';

export const generateMetadata = pageMetadata('wishlist');

export default function WishlistPage() {
  const meta = getPageMeta('wishlist');
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: words().shop.crumb, href: '/shop' }, { label: meta.title }]}
      />
      <Container className="py-16 lg:py-24">
        <WishlistView text={getShop().text.wishlist} />
      </Container>
    </>
  );
}
