'use client';
// Client because the cart and wishlist live in the visitor's browser (localStorage), shared by the shop pages.
import { createContext, use, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import {
  CART_KEY,
  WISHLIST_KEY,
  parseStoredCart,
  parseStoredWishlist,
  serialiseCart,
  serialiseWishlist,
  shopReducer,
  type ShopAction,
  type ShopRules,
  type ShopState,
} from './shop-state';

/** What the shop's islands know of a product. */
export type ShopProduct = {
  id: string;
  title: string;
  price: number;
  stock: number;
  /** Its first picture, small: one AVIF and one WebP copy made by the picture pipeline. */
  image: ShopThumbnail;
};

export type ShopThumbnail = { avif?: string; src: string; width: number; height: number };

export type ShopSetup = {
  products: ShopProduct[];
  maxQuantity: number;
  coupon: { code: string; percentOff: number };
  /** The one payment method: cash on delivery. */
  payment: string;
  demo: ShopState;
};

type ShopContext = {
  state: ShopState;
  dispatch: (action: ShopAction) => void;
  /** False until storage has been read after mount (until then the state is the demo state). */
  ready: boolean;
  setup: ShopSetup;
  product: (id: string) => ShopProduct | undefined;
};

const Context = createContext<ShopContext | null>(null);

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string) {
  try {
    if (window.localStorage.getItem(key) !== value) window.localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked (private mode): the shop still works for this page view.
  }
}

/**
 * Holds the cart and wishlist for the shop pages. The server render and hydration use the demo state;
 * after mount the stored state replaces it (a missing, corrupt or foreign value is replaced by the demo
 * state), and changes made in another tab arrive through the `storage` event.
 */
export function ShopProvider({ setup, children }: { setup: ShopSetup; children: ReactNode }) {
  const rules: ShopRules = useMemo(
    () => ({
      ids: new Set(setup.products.map((p) => p.id)),
      maxQuantity: setup.maxQuantity,
      couponCode: setup.coupon.code,
    }),
    [setup],
  );
  // `ready` turns true with the first 'replace' (storage read after mount), so nothing is written before.
  const reducer = useMemo(() => {
    const reduce = shopReducer(rules);
    return (current: { shop: ShopState; ready: boolean }, action: ShopAction) => ({
      shop: reduce(current.shop, action),
      ready: current.ready || action.type === 'replace',
    });
  }, [rules]);
  const [{ shop: state, ready }, dispatch] = useReducer(reducer, {
    shop: setup.demo,
    ready: false,
  });

  useEffect(() => {
    const load = () => {
      dispatch({
        type: 'replace',
        state: {
          ...(parseStoredCart(readStorage(CART_KEY), rules) ?? {
            cart: setup.demo.cart,
            coupon: null,
          }),
          ...(parseStoredWishlist(readStorage(WISHLIST_KEY), rules) ?? {
            wishlist: setup.demo.wishlist,
          }),
        },
      });
    };
    load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === CART_KEY || event.key === WISHLIST_KEY) load();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [rules, setup]);

  useEffect(() => {
    if (!ready) return;
    writeStorage(CART_KEY, serialiseCart(state));
    writeStorage(WISHLIST_KEY, serialiseWishlist(state));
  }, [ready, state]);

  const value = useMemo<ShopContext>(() => {
    const byId = new Map(setup.products.map((p) => [p.id, p]));
    return { state, dispatch, ready, setup, product: (id) => byId.get(id) };
  }, [state, ready, setup]);

  return <Context value={value}>{children}</Context>;
}

export function useShop(): ShopContext {
  const shop = use(Context);
  if (!shop) throw new Error('useShop needs a ShopProvider (the shop layout)');
  return shop;
}
