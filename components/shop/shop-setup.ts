import { getProduct, getProducts, getShop } from '@/content';
import { shopBrand, shopCategory, shopTag, type Image } from '@/content/schema';
import { pictureEntry } from '@/components/ui/picture-manifest';
import { copyAtLeast } from '@/components/ui/picture-widths';
import type { CatalogueOptions } from './catalogue-query';
import { makeOrder, type Order } from './order';
import type { ShopSetup, ShopThumbnail } from './shop-store';
import { labelOf } from '@/components/i18n/words';

/** Thumbnails are drawn 64 px square (shop-table.tsx): copies at least 3x that, for any screen. */
const THUMBNAIL_PX = 64 * 3;

/** The copies of a product's first picture the cart and wishlist show (64 px square). */
function thumbnail(image: Image): ShopThumbnail {
  const entry = pictureEntry(image.src);
  if (!entry.avif || !entry.webp)
    return { src: image.src, width: entry.width, height: entry.height };
  const webp = copyAtLeast(entry.webp, THUMBNAIL_PX);
  const avif = copyAtLeast(entry.avif, THUMBNAIL_PX);
  return { avif: avif.src, src: webp.src, width: webp.width, height: webp.height };
}

/** The part of the catalogue and of content/shop.json that the shop's islands need, built at build time. */
export function shopSetup(): ShopSetup {
  const shop = getShop();
  return {
    products: getProducts().map(({ id, title, price, stock, images }) => ({
      id,
      title,
      price,
      stock,
      image: thumbnail(images[0]!),
    })),
    maxQuantity: shop.maxQuantity,
    coupon: shop.coupon,
    payment: shop.payment,
    demo: {
      cart: shop.demo.cart.map(({ product, quantity }) => ({ id: product, quantity })),
      coupon: null,
      wishlist: shop.demo.wishlist,
    },
  };
}

/** The static sample order from content/shop.json, which the success page shows on a direct visit. */
export function sampleOrder(): Order {
  const shop = getShop();
  return makeOrder({
    cart: shop.sampleOrder.lines.map(({ product, quantity }) => ({ id: product, quantity })),
    product: getProduct,
    coupon: null,
    percentOff: 0,
    payment: shop.payment,
    number: shop.sampleOrder.number,
    date: shop.sampleOrder.date,
  });
}

/** The catalogue's filter options and page settings, from the schema's lists and content/shop.json. */
export function catalogueOptions(): CatalogueOptions {
  const { catalogue } = getShop();
  return {
    categories: shopCategory.options,
    brands: shopBrand.options,
    tags: shopTag.options,
    labels: Object.fromEntries(
      [...shopCategory.options, ...shopTag.options].map((value) => [value, labelOf(value)]),
    ),
    price: catalogue.price,
    pageSize: catalogue.pageSize,
  };
}
