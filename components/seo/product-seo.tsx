import type { Metadata } from 'next';
import type { Product } from '@/content/schema';
import { JsonLd } from './json-ld';
import { seoMetadata } from './page-seo';
import { productData } from './structured-data';
import { labelOf } from '@/components/i18n/words';

/*
 * What a product page (/shop/<id>) tells search engines, in one module so the shop's page file needs one
 * import: its head (canonical, card) and its Product JSON-LD with the offer and rating.
 */

export const productMetadata = (product: Product): Metadata =>
  seoMetadata({
    path: `/shop/${product.id}`,
    title: product.title,
    description: product.summary,
    section: labelOf(product.category),
  });

export const ProductJsonLd = ({ product }: { product: Product }) => (
  <JsonLd data={productData(product)} />
);
