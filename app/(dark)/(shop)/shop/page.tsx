import { getPageMeta } from '@/content';
import { pageMetadata } from '@/components/layout/site-metadata';
import { PageHeading } from '@/components/layout/page-heading';
import { ShopCatalogue } from '@/components/shop/shop-catalogue';

export const generateMetadata = pageMetadata('shop');

export default function ShopPage() {
  const meta = getPageMeta('shop');
  return (
    <>
      <PageHeading
        eyebrow={meta.eyebrow}
        heading={meta.heading}
        lede={meta.lede}
        crumbs={[{ label: meta.title }]}
      />
      <ShopCatalogue />
    </>
  );
}
