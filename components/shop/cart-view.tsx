'use client';
// Client because the lines, quantities, coupon and totals come from the visitor's cart (shop-store).
import { useId, useState } from 'react';
import type { Shop } from '@/content/schema';
import { buttonClass } from '@/components/ui/button-class';
import { useLocale } from '@/components/layout/theme-tree';
import { formatPrice } from '@/components/ui/format';
import { ClientLink } from '@/components/ui/client-link';
import { useHydrated } from '@/components/islands/client-hooks';
import { cartTotals, clampQuantity, fill } from './shop-state';
import { useShop } from './shop-store';
import { CouponFields } from './order-parts';
import {
  EmptyShopList,
  ProductCell,
  RemoveButton,
  ShopCell,
  ShopRow,
  ShopStatus,
  ShopTable,
} from './shop-table';

type Text = Shop['text']['cart'];

const input =
  'min-h-11 rounded-full border border-line bg-page px-4 text-ink focus-visible:border-accent';

/**
 * The cart page: a table of lines with editable quantities (applied by 'Update Cart'), remove buttons,
 * the coupon form and the totals. An empty cart says so and links back to the shop.
 */
export function CartView({ text }: { text: Text }) {
  const { state, dispatch, setup, product } = useShop();
  const hydrated = useHydrated();
  const locale = useLocale();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const id = useId();

  const lines = state.cart.flatMap((line) => {
    const p = product(line.id);
    return p ? [{ ...line, product: p }] : [];
  });
  const totals = cartTotals(
    state.cart,
    (lineId) => product(lineId)?.price ?? 0,
    state.coupon ? setup.coupon.percentOff : 0,
  );

  const update = () => {
    dispatch({ type: 'cart/set', quantities: drafts });
    setDrafts({});
    setMessage(text.updated);
  };

  return (
    <div data-hydrated={hydrated} className="grid gap-10">
      <ShopStatus message={message} />
      {lines.length === 0 ? (
        <EmptyShopList text={text.empty} back={text.backToShop} />
      ) : (
        <>
          <ShopTable
            caption={text.caption}
            className="md:min-w-[40rem]"
            columns={[
              { header: text.product },
              { header: text.price },
              { header: text.quantity },
              { header: text.subtotal },
              { header: <span className="sr-only">{text.remove}</span> },
            ]}
          >
            {lines.map((line) => {
              const draft = drafts[line.id];
              return (
                <ShopRow key={line.id}>
                  <ProductCell product={line.product} />
                  <ShopCell label={text.price}>{formatPrice(line.product.price, locale)}</ShopCell>
                  <ShopCell label={text.quantity}>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={setup.maxQuantity}
                      step={1}
                      aria-label={fill(text.quantityOf, { product: line.product.title })}
                      value={draft ?? String(line.quantity)}
                      onChange={(event) =>
                        setDrafts((d) => ({ ...d, [line.id]: event.target.value }))
                      }
                      onBlur={() =>
                        draft !== undefined &&
                        setDrafts((d) => ({
                          ...d,
                          [line.id]: String(
                            clampQuantity(draft, 1, setup.maxQuantity, line.quantity),
                          ),
                        }))
                      }
                      className={`${input} w-24`}
                    />
                  </ShopCell>
                  <ShopCell label={text.subtotal} className="font-semibold">
                    {formatPrice(line.product.price * line.quantity, locale)}
                  </ShopCell>
                  <ShopCell className="max-md:justify-end">
                    <RemoveButton
                      label={fill(text.removeLine, { product: line.product.title })}
                      onClick={() => {
                        dispatch({ type: 'cart/remove', id: line.id });
                        setMessage(fill(text.removed, { product: line.product.title }));
                      }}
                    />
                  </ShopCell>
                </ShopRow>
              );
            })}
          </ShopTable>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <CouponFields text={text} onMessage={setMessage} />
            <button type="button" onClick={update} className={buttonClass('outline')}>
              {text.updateCart}
            </button>
          </div>
          <section
            aria-labelledby={`${id}-totals`}
            className="ms-auto w-full max-w-md rounded-3xl border border-line bg-surface p-8"
          >
            <h2 id={`${id}-totals`} className="font-display text-2xl font-semibold">
              {text.totals}
            </h2>
            <dl className="mt-6 grid grid-cols-[1fr_auto] gap-y-3">
              <dt className="text-muted">{text.subtotal}</dt>
              <dd data-testid="cart-subtotal">{formatPrice(totals.subtotal, locale)}</dd>
              {state.coupon && (
                <>
                  <dt className="text-muted">{fill(text.discount, { code: state.coupon })}</dt>
                  <dd>−{formatPrice(totals.discount, locale)}</dd>
                </>
              )}
              <dt className="border-t border-line pt-3 font-semibold">{text.total}</dt>
              <dd data-testid="cart-total" className="border-t border-line pt-3 font-semibold">
                {formatPrice(totals.total, locale)}
              </dd>
            </dl>
            <ClientLink href="/shop/checkout" className={buttonClass('solid', 'mt-6 w-full')}>
              {text.checkout}
            </ClientLink>
          </section>
        </>
      )}
    </div>
  );
}
