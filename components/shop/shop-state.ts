/*
 * The demo shop's cart and wishlist as a pure reducer: no React, no storage, no DOM. The provider
 * (shop-store.tsx) keeps the result in localStorage; the unit tests drive this module directly.
 */

export type Line = { id: string; quantity: number };

export type ShopState = {
  cart: Line[];
  /** The coupon code the visitor applied (already checked against the shop's code), or null. */
  coupon: string | null;
  wishlist: string[];
};

export type ShopAction =
  | { type: 'cart/add'; id: string; quantity: number }
  | { type: 'cart/set'; quantities: Record<string, unknown> }
  | { type: 'cart/remove'; id: string }
  | { type: 'cart/clear' }
  | { type: 'coupon/apply'; code: string | null }
  | { type: 'wishlist/add'; id: string }
  | { type: 'wishlist/remove'; ids: string[] }
  | { type: 'replace'; state: Partial<ShopState> };

/** What the reducer needs to know about the catalogue. */
export type ShopRules = {
  /** Ids of the products that exist; anything else is dropped. */
  ids: ReadonlySet<string>;
  maxQuantity: number;
  /** The one valid coupon code. */
  couponCode: string;
};

/**
 * A quantity from anything a visitor or storage may hand over ("3", "-2", "1e9", "abc"): a whole number
 * within [min, max]; `fallback` when it is not a number at all.
 */
export function clampQuantity(value: unknown, min: number, max: number, fallback = min): number {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (typeof value === 'string' && value.trim() === '') return fallback;
  if (!Number.isFinite(n)) return n === Infinity ? max : n === -Infinity ? min : fallback;
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

/** Cart lines cleaned up: known products only, one line per product, quantities within limits. */
export function cleanCart(lines: readonly unknown[], rules: ShopRules): Line[] {
  const out: Line[] = [];
  for (const raw of lines) {
    if (!raw || typeof raw !== 'object') continue;
    const { id, quantity } = raw as Record<string, unknown>;
    if (typeof id !== 'string' || !rules.ids.has(id)) continue;
    const q = clampQuantity(quantity, 1, rules.maxQuantity, 1);
    const existing = out.find((line) => line.id === id);
    if (existing) existing.quantity = Math.min(rules.maxQuantity, existing.quantity + q);
    else out.push({ id, quantity: q });
  }
  return out;
}

/** Wishlist ids cleaned up: known products only, each once. */
export function cleanWishlist(ids: readonly unknown[], rules: ShopRules): string[] {
  const out: string[] = [];
  for (const id of ids)
    if (typeof id === 'string' && rules.ids.has(id) && !out.includes(id)) out.push(id);
  return out;
}

export function shopReducer(rules: ShopRules) {
  return function reduce(state: ShopState, action: ShopAction): ShopState {
    switch (action.type) {
      case 'cart/add': {
        if (!rules.ids.has(action.id)) return state;
        const quantity = clampQuantity(action.quantity, 0, rules.maxQuantity, 0);
        if (quantity === 0) return state;
        const has = state.cart.some((line) => line.id === action.id);
        const cart = has
          ? state.cart.map((line) =>
              line.id === action.id
                ? { ...line, quantity: Math.min(rules.maxQuantity, line.quantity + quantity) }
                : line,
            )
          : [...state.cart, { id: action.id, quantity }];
        return { ...state, cart };
      }
      case 'cart/set': {
        const cart = state.cart.map((line) =>
          line.id in action.quantities
            ? {
                ...line,
                quantity: clampQuantity(
                  action.quantities[line.id],
                  1,
                  rules.maxQuantity,
                  line.quantity,
                ),
              }
            : line,
        );
        return { ...state, cart };
      }
      case 'cart/remove':
        return { ...state, cart: state.cart.filter((line) => line.id !== action.id) };
      case 'cart/clear':
        return { ...state, cart: [], coupon: null };
      case 'coupon/apply':
        return {
          ...state,
          coupon:
            action.code !== null && action.code.trim().toUpperCase() === rules.couponCode
              ? rules.couponCode
              : null,
        };
      case 'wishlist/add':
        return rules.ids.has(action.id) && !state.wishlist.includes(action.id)
          ? { ...state, wishlist: [...state.wishlist, action.id] }
          : state;
      case 'wishlist/remove':
        return { ...state, wishlist: state.wishlist.filter((id) => !action.ids.includes(id)) };
      case 'replace':
        return {
          cart: action.state.cart ? cleanCart(action.state.cart, rules) : state.cart,
          coupon:
            action.state.coupon === undefined
              ? state.coupon
              : action.state.coupon === rules.couponCode
                ? action.state.coupon
                : null,
          wishlist: action.state.wishlist
            ? cleanWishlist(action.state.wishlist, rules)
            : state.wishlist,
        };
    }
  };
}

/* ---- Storage: what is written to localStorage, and reading it back without trusting it ---- */

export const CART_KEY = 'rawnaq-shop-cart';
export const WISHLIST_KEY = 'rawnaq-shop-wishlist';
const VERSION = 1;

export const serialiseCart = (state: ShopState) =>
  JSON.stringify({ v: VERSION, lines: state.cart, coupon: state.coupon });
export const serialiseWishlist = (state: ShopState) =>
  JSON.stringify({ v: VERSION, ids: state.wishlist });

function parseJson(raw: string | null): Record<string, unknown> | undefined {
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The stored cart, or undefined when there is none or it is not ours (corrupt, foreign, other version). */
export function parseStoredCart(
  raw: string | null,
  rules: ShopRules,
): Pick<ShopState, 'cart' | 'coupon'> | undefined {
  const value = parseJson(raw);
  if (!value || value['v'] !== VERSION || !Array.isArray(value['lines'])) return undefined;
  const coupon = value['coupon'] === rules.couponCode ? rules.couponCode : null;
  return { cart: cleanCart(value['lines'], rules), coupon };
}

/** The stored wishlist, or undefined when there is none or it is not ours. */
export function parseStoredWishlist(
  raw: string | null,
  rules: ShopRules,
): Pick<ShopState, 'wishlist'> | undefined {
  const value = parseJson(raw);
  if (!value || value['v'] !== VERSION || !Array.isArray(value['ids'])) return undefined;
  return { wishlist: cleanWishlist(value['ids'], rules) };
}

/* ---- Money ---- */

/** Amounts in cents, so sums of prices such as 18.5 × 3 stay exact. */
const cents = (amount: number) => Math.round(amount * 100);

export type Totals = { subtotal: number; discount: number; total: number };

export function cartTotals(
  cart: readonly Line[],
  priceOf: (id: string) => number,
  percentOff: number,
): Totals {
  const subtotal = cart.reduce((sum, line) => sum + cents(priceOf(line.id)) * line.quantity, 0);
  const discount = Math.round((subtotal * percentOff) / 100);
  return { subtotal: subtotal / 100, discount: discount / 100, total: (subtotal - discount) / 100 };
}

/** "Remove {product}" with `{ product: 'Mug' }` → "Remove Mug". */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
