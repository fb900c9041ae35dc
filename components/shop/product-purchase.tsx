'use client';
// Client because the quantity, 'Add to cart' and 'Add to wishlist' change the visitor's cart and
// wishlist (shop-store), and adding to the cart opens the cart page.
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { Shop } from '@/content/schema';
import { buttonClass } from '@/components/ui/button-class';
import { ClientLink } from '@/components/ui/client-link';
import { treeHref } from '@/components/ui/tree-href';
import { useLocale, useTree } from '@/components/layout/theme-tree';
import { useHydrated } from '@/components/islands/client-hooks';
import { clampQuantity, fill } from './shop-state';
import { useShop } from './shop-store';

type Text = Shop['text']['product'];

const stepper =
  'grid size-11 place-items-center text-xl hover:text-accent disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The quantity stepper (from 1; up adds one, down takes one, never below 0; typed values are clamped),
 * 'Add to cart' (disabled at 0 or out of stock; opens the cart) and 'Add to wishlist'.
 */
export function ProductPurchase({
  id,
  title,
  stock,
  text,
}: {
  id: string;
  title: string;
  stock: number;
  text: Text;
}) {
  const { dispatch, setup } = useShop();
  const router = useRouter();
  const tree = useTree();
  const locale = useLocale();
  const hydrated = useHydrated();
  const max = Math.min(setup.maxQuantity, stock);
  const [quantity, setQuantity] = useState(Math.min(1, max));
  // What the visitor is typing, until the field loses focus.
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState('');

  const settle = (value: unknown) => {
    setQuantity(clampQuantity(value, 0, max, quantity));
    setDraft(null);
  };
  const current = draft === null ? quantity : clampQuantity(draft, 0, max, quantity);

  const addToCart = () => {
    if (current === 0) return;
    dispatch({ type: 'cart/add', id, quantity: current });
    router.push(treeHref('/shop/cart', tree, locale));
  };

  return (
    <div data-hydrated={hydrated} className="grid gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <div className="inline-flex items-center rounded-full border border-line">
          <button
            type="button"
            aria-label={text.decrease}
            disabled={current <= 0}
            onClick={() => settle(current - 1)}
            className={stepper}
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            type="number"
            inputMode="numeric"
            aria-label={text.quantity}
            min={0}
            max={max}
            step={1}
            value={draft ?? String(quantity)}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => draft !== null && settle(draft)}
            onKeyDown={(event) => event.key === 'Enter' && draft !== null && settle(draft)}
            className="h-11 w-14 [appearance:textfield] appearance-none bg-transparent text-center font-semibold [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            aria-label={text.increase}
            disabled={current >= max}
            onClick={() => settle(current + 1)}
            className={stepper}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <button
          type="button"
          onClick={addToCart}
          disabled={current === 0}
          className={buttonClass('solid', 'disabled:cursor-not-allowed disabled:opacity-50')}
        >
          {text.addToCart}
        </button>
        <button
          type="button"
          onClick={() => {
            dispatch({ type: 'wishlist/add', id });
            setMessage(fill(text.wishlistAdded, { product: title }));
          }}
          className={buttonClass('outline')}
        >
          {text.addToWishlist}
        </button>
      </div>
      <p role="status" className="min-h-6 text-sm font-semibold text-accent">
        {message && (
          <>
            {message}{' '}
            <ClientLink href="/shop/wishlist" className="underline underline-offset-4">
              {text.onWishlist}
            </ClientLink>
          </>
        )}
      </p>
    </div>
  );
}
