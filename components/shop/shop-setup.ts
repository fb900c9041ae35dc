import { getProduct, getProducts, getShop } from '@/content';
import { shopBrand, shopCategory, shopTag, type Image } from '@/content/schema';
import { responsiveVariants } from '@/scripts/images/responsive';
import type { CatalogueOptions } from './catalogue-query';
import { makeOrder, type Order } from './order';
import type { ShopSetup } from './shop-store';
import { labelOf } from '@/components/i18n/words';

/** The smallest made size of a product's first image: the cart and wishlist show it small. */
function thumbnail(image: Image): Image {
  const [smallest] = responsiveVariants(image.src, image.width, image.height);
  return smallest
    ? { ...image, src: smallest.src, width: smallest.width, height: smallest.height }
    : image;
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
