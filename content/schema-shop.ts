import { z } from 'zod';
import { image, isoDate, link, listOf, paragraphs, prose, reference, text } from './schema-base';

/* The shop's catalogue (content/products.json) and its demo state and copy (content/shop.json). */

export const shopCategory = z.enum(['Design', 'Creative', 'Illustration', 'Nature']);
export const shopBrand = z.enum(['Apple', 'Samsung', 'Walton', 'Oneplus']);
export const shopTag = z.enum(['Brand', 'Digital', 'Marketing', 'Creative', 'Graphics']);

export const product = z.strictObject({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'a URL-safe id')
    .describe("The product's id, its address /shop/<id>: lower-case letters, digits and hyphens."),
  title: text,
  price: z.number().min(10).max(400),
  rating: z.number().min(0).max(5).multipleOf(0.5),
  reviews: z.number().int().nonnegative(),
  sku: text,
  category: shopCategory,
  brand: shopBrand,
  tags: z.array(shopTag).min(1),
  stock: z.number().int().nonnegative(),
  summary: prose,
  description: paragraphs,
  colors: z.array(text).min(1),
  sizes: z.array(text).min(1),
  images: z.array(image).length(4, 'four gallery images'),
  added: isoDate,
  /** The one customer review the product page's Review tab shows. */
  review: z.strictObject({
    author: text,
    date: isoDate,
    rating: z.number().int().min(1).max(5),
    text: prose,
  }),
});
export const products = z.array(product).min(1);

/* ---- The demo shop's state and copy (issue 7): content/shop.json ---- */

const productId = reference(
  z.string().regex(/^[a-z0-9-]+$/, 'a product id from products.json'),
  'products',
);
/** A template: "{name}" placeholders are filled in by the page. */
const template = text;

export const cartLine = z.strictObject({
  product: productId,
  quantity: z.number().int().min(1).max(99),
});

export const country = z.strictObject({
  code: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 two-letter code'),
  name: text,
  regions: z.array(text).min(1),
});

export const shop = z.strictObject({
  /** The largest quantity of one product in the cart. */
  maxQuantity: z.number().int().min(1).max(999),
  /** What a first-time visitor finds in the cart and wishlist. */
  demo: z.strictObject({
    cart: listOf(cartLine, 'shop.demo.cart'),
    /** The sum of the demo cart's subtotals (checked against the product prices). */
    cartTotal: z.number().positive(),
    wishlist: listOf(productId, 'shop.demo.wishlist'),
  }),
  coupon: z.strictObject({
    code: z.string().regex(/^[A-Z0-9]+$/, 'upper-case letters and digits'),
    percentOff: z.number().int().min(1).max(100),
  }),
  /** The catalogue page: products per page and the price slider's range, step and starting values. */
  catalogue: z.strictObject({
    pageSize: z.number().int().min(1).max(48),
    price: z
      .strictObject({
        min: z.number().nonnegative(),
        max: z.number().positive(),
        step: z.number().positive(),
        from: z.number().nonnegative(),
        to: z.number().positive(),
      })
      .refine((p) => p.min <= p.from && p.from <= p.to && p.to <= p.max, {
        message: 'min ≤ from ≤ to ≤ max',
      }),
  }),
  countries: listOf(country, 'shop.countries'),
  payment: text,
  sampleOrder: z.strictObject({
    number: text,
    date: isoDate,
    lines: listOf(cartLine, 'shop.sampleOrder.lines'),
  }),
  text: z.strictObject({
    header: z.strictObject({ cartOne: text, cartMany: template }),
    catalogue: z.strictObject({
      results: template,
      resultsOne: text,
      resultsNone: text,
      sortLabel: text,
      sort: z.strictObject({ latest: text, priceAsc: text, priceDesc: text }),
      filters: text,
      search: text,
      searchPlaceholder: text,
      categories: text,
      price: text,
      brands: text,
      tags: text,
      minPrice: text,
      maxPrice: text,
      empty: text,
      clear: text,
      pagination: text,
      previous: text,
      next: text,
      page: template,
    }),
    product: z.strictObject({
      gallery: text,
      showImage: template,
      rating: template,
      ratings: template,
      quantity: text,
      increase: text,
      decrease: text,
      addToCart: text,
      addToWishlist: text,
      onWishlist: text,
      wishlistAdded: template,
      sku: text,
      category: text,
      tags: text,
      availability: text,
      inStock: template,
      outOfStock: text,
      tabsLabel: text,
      description: text,
      additional: text,
      review: template,
      colors: text,
      sizes: text,
    }),
    checkout: z.strictObject({
      couponPrompt: text,
      couponToggle: text,
      billing: text,
      fields: z.strictObject({
        firstName: text,
        lastName: text,
        company: text,
        country: text,
        street: text,
        streetPlaceholder: text,
        apartment: text,
        city: text,
        state: text,
        zip: text,
        phone: text,
        email: text,
        notes: text,
        notesPlaceholder: text,
      }),
      chooseState: text,
      errors: z.strictObject({
        required: template,
        choose: template,
        email: text,
        phone: text,
        zip: text,
      }),
      problems: template,
      summary: text,
      product: text,
      subtotal: text,
      total: text,
      payment: text,
      paymentNote: text,
      privacy: text,
      confirm: text,
      empty: text,
      backToShop: link,
    }),
    success: z.strictObject({
      thanks: text,
      number: text,
      date: text,
      total: text,
      payment: text,
      details: text,
      product: text,
      subtotal: text,
      sample: text,
    }),
    cart: z.strictObject({
      caption: text,
      product: text,
      price: text,
      quantity: text,
      subtotal: text,
      remove: text,
      quantityOf: template,
      removeLine: template,
      removed: template,
      couponLabel: text,
      applyCoupon: text,
      couponApplied: template,
      couponInvalid: template,
      couponEmpty: text,
      updateCart: text,
      updated: text,
      totals: text,
      discount: template,
      total: text,
      checkout: text,
      empty: text,
      backToShop: link,
    }),
    wishlist: z.strictObject({
      caption: text,
      selectAll: text,
      selectRow: template,
      product: text,
      price: text,
      stock: text,
      actions: text,
      inStock: text,
      outOfStock: text,
      removeLine: template,
      addToCart: text,
      actionsLabel: text,
      chooseAction: text,
      actionAdd: text,
      actionRemove: text,
      applyAction: text,
      addSelected: text,
      addAll: text,
      added: template,
      refused: template,
      removed: template,
      noneSelected: text,
      noAction: text,
      empty: text,
      backToShop: link,
    }),
  }),
});
