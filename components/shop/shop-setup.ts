import { getProducts, getShop } from '@/content';
import type { Image } from '@/content/schema';
import { responsiveVariants } from '@/scripts/images/responsive';
import type { ShopSetup } from './shop-store';

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
    demo: {
      cart: shop.demo.cart.map(({ product, quantity }) => ({ id: product, quantity })),
      coupon: null,
      wishlist: shop.demo.wishlist,
    },
  };
}
