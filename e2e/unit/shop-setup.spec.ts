import { expect, test } from '@playwright/test';
import { getProduct, getProducts, getShop } from '../../content';
import { shopBrand, shopCategory, shopTag } from '../../content/schema';
import { pictureEntry } from '../../components/ui/picture-manifest';
import { catalogueOptions, sampleOrder, shopSetup } from '../../components/shop/shop-setup';

/*
 * What the build hands the shop's islands (components/shop/shop-setup.ts): the products with their
 * thumbnails, the shop's settings and demo state, the success page's sample order and the catalogue's
 * filter options. Read from content/, so the expectations hold for any catalogue the schemas accept.
 * Not in the mutation run's LOGIC_SPECS: it reads the picture manifest (.pictures/), which the run's
 * sandbox does not hold.
 */

const shop = getShop();

test('every product is handed over in the catalogue’s order, with its price and stock', () => {
  const setup = shopSetup();
  expect(
    setup.products.map(({ id, title, price, stock }) => ({ id, title, price, stock })),
  ).toEqual(getProducts().map(({ id, title, price, stock }) => ({ id, title, price, stock })));
});

test('a thumbnail is the narrowest copy at least 192 px wide (64 px at 3x), in WebP and AVIF', () => {
  for (const [i, product] of getProducts().entries()) {
    const { image } = shopSetup().products[i]!;
    const entry = pictureEntry(product.images[0]!.src);
    if (!entry.webp || !entry.avif) {
      // A vector picture is served as it is.
      expect(image, product.id).toEqual({
        src: product.images[0]!.src,
        width: entry.width,
        height: entry.height,
      });
      continue;
    }
    const pick = <T extends { width: number }>(copies: T[]) =>
      copies.find((c) => c.width >= 192) ?? copies.at(-1)!;
    const webp = pick(entry.webp);
    expect(image, product.id).toEqual({
      avif: pick(entry.avif).src,
      src: webp.src,
      width: webp.width,
      height: webp.height,
    });
    expect(image.src, product.id).toMatch(/\.webp$/);
    expect(image.avif, product.id).toMatch(/\.avif$/);
  }
});

test('the islands get the shop’s limit, coupon and payment, and the demo cart without a coupon', () => {
  const setup = shopSetup();
  expect(setup.maxQuantity).toBe(shop.maxQuantity);
  expect(setup.coupon).toEqual(shop.coupon);
  expect(setup.payment).toBe(shop.payment);
  expect(setup.demo).toEqual({
    cart: shop.demo.cart.map((line) => ({ id: line.product, quantity: line.quantity })),
    coupon: null,
    wishlist: shop.demo.wishlist,
  });
});

test('the sample order lists its lines at the catalogue’s prices, with no discount', () => {
  const order = sampleOrder();
  expect(order.number).toBe(shop.sampleOrder.number);
  expect(order.date).toBe(shop.sampleOrder.date);
  expect(order.payment).toBe(shop.payment);
  expect(order.coupon).toBeNull();
  const lines = shop.sampleOrder.lines.map(({ product, quantity }) => {
    const p = getProduct(product)!;
    return { id: product, title: p.title, price: p.price, quantity };
  });
  expect(order.lines).toEqual(lines);
  // Subtotal = the sum of price x quantity, in cents so that halves add up exactly.
  const cents = lines.reduce((sum, l) => sum + Math.round(l.price * 100) * l.quantity, 0);
  expect(order.subtotal).toBe(cents / 100);
  expect(order.discount).toBe(0);
  expect(order.total).toBe(order.subtotal);
});

test('the catalogue filters offer the schema’s lists, each category and tag with a label', () => {
  const options = catalogueOptions();
  expect(options.categories).toEqual(shopCategory.options);
  expect(options.brands).toEqual(shopBrand.options);
  expect(options.tags).toEqual(shopTag.options);
  expect(Object.keys(options.labels).sort()).toEqual(
    [...new Set([...shopCategory.options, ...shopTag.options])].sort(),
  );
  for (const label of Object.values(options.labels)) expect(label).toMatch(/\S/);
  expect(options.price).toEqual(shop.catalogue.price);
  expect(options.pageSize).toBe(shop.catalogue.pageSize);
});
