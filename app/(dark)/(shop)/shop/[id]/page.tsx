import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getProduct, getProducts } from '@/content';
import { PageHeading } from '@/components/layout/page-heading';
import { localized } from '@/components/layout/site-metadata';
import { ProductView } from '@/components/shop/product-view';
import { ProductJsonLd, productMetadata } from '@/components/seo/product-seo';
import { labelOf, words } from '@/components/i18n/words';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => getProducts().map(({ id }) => ({ id }));

export const generateMetadata = localized(({ id }: { id: string }): Metadata => {
  const product = getProduct(id);
  return product ? productMetadata(product) : {};
});

export default async function ProductPage({ params }: Props) {
  const product = getProduct((await params).id);
  if (!product) notFound();
  return (
    <>
      <PageHeading
        eyebrow={labelOf(product.category)}
        heading={product.title}
        lede={product.summary}
        crumbs={[{ label: words().shop.crumb, href: '/shop' }, { label: product.title }]}
      />
      <ProductView product={product} />
      <ProductJsonLd product={product} />
    </>
  );
}
