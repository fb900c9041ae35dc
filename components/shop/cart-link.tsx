'use client';
// Client because the number of items comes from the visitor's cart (shop-store).
import type { ReactNode } from 'react';
import { ClientLink } from '@/components/ui/client-link';
import { fill } from './shop-state';
import { useShop } from './shop-store';

/** The shop header's cart link: a bag icon with the number of cart lines, also in its name. */
export function CartLink({
  icon,
  labels,
}: {
  icon: ReactNode;
  labels: { cartOne: string; cartMany: string };
}) {
  const { state } = useShop();
  const count = state.cart.length;
  const label = count === 1 ? labels.cartOne : fill(labels.cartMany, { count });
  return (
    <ClientLink
      href="/shop/cart"
      aria-label={label}
      className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line text-lg hover:border-accent hover:text-accent"
    >
      {icon}
      <span
        aria-hidden="true"
        className="absolute -end-1 -top-1 grid min-w-5 place-items-center rounded-full bg-accent px-1 text-xs leading-5 font-semibold text-on-accent"
      >
        {count}
      </span>
    </ClientLink>
  );
}
