'use client';
// Client because the rows come from the visitor's wishlist (shop-store) and the selection is live.
import { useId, useState } from 'react';
import type { Shop } from '@/content/schema';
import { useIslandWords } from '@/components/i18n/island-words';
import { useLocale } from '@/components/layout/theme-tree';
import { buttonClass } from '@/components/ui/button-class';
import { formatPrice } from '@/components/ui/format';
import { useHydrated } from '@/components/islands/client-hooks';
import { SelectAll } from './select-all';
import { fill } from './shop-state';
import { useShop, type ShopProduct } from './shop-store';
import {
  EmptyShopList,
  ProductCell,
  RemoveButton,
  ShopCell,
  ShopRow,
  ShopStatus,
  ShopTable,
} from './shop-table';
import { cartAddition, removalMessage, selectionOf } from './wishlist-actions';

type Text = Shop['text']['wishlist'];

/**
 * The wishlist page: rows with checkboxes, stock status, remove and 'Add to Cart'; the Actions select
 * with 'Apply Action'; 'Add Selected to Cart' and 'Add All to Cart'. Out-of-stock items are refused
 * with a message. 'Select all' follows the rows: checked, clear or mixed.
 */
export function WishlistView({ text }: { text: Text }) {
  const { state, dispatch, product } = useShop();
  const t = useIslandWords();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [selected, setSelected] = useState<string[]>([]);
  const [action, setAction] = useState('');
  const [message, setMessage] = useState('');
  const id = useId();

  const rows = state.wishlist.flatMap((itemId) => {
    const p = product(itemId);
    return p ? [p] : [];
  });
  const [checked, all, mixed] = selectionOf(selected, state.wishlist, rows.length);

  const addToCart = (items: ShopProduct[]) => {
    const [add, message] = cartAddition(items, text, t.listSeparator);
    for (const id of add) dispatch({ type: 'cart/add', id, quantity: 1 });
    setMessage(message);
  };

  const remove = (items: ShopProduct[]) => {
    setMessage(removalMessage(items, text, t.listSeparator));
    if (items.length === 0) return;
    dispatch({ type: 'wishlist/remove', ids: items.map((p) => p.id) });
    setSelected((s) => s.filter((x) => !items.some((p) => p.id === x)));
  };

  const selectedRows = rows.filter((p) => checked.includes(p.id));

  return (
    <div data-hydrated={hydrated} className="grid gap-8">
      <ShopStatus message={message} />
      {rows.length === 0 ? (
        <EmptyShopList text={text.empty} back={text.backToShop} />
      ) : (
        <>
          <ShopTable
            caption={text.caption}
            className="md:min-w-[44rem]"
            columns={[
              {
                header: (
                  <span className="flex items-center gap-3">
                    <SelectAll
                      id={`${id}-all`}
                      label={text.selectAll}
                      checked={all}
                      mixed={mixed}
                      onChange={() => setSelected(all ? [] : rows.map((p) => p.id))}
                    />
                    {/* Phones, with no header row to explain the box, show its name beside it. */}
                    <label htmlFor={`${id}-all`} className="md:hidden">
                      {text.selectAll}
                    </label>
                  </span>
                ),
                onPhone: true,
              },
              { header: text.product },
              { header: text.price },
              { header: text.stock },
              { header: <span className="sr-only">{text.actions}</span> },
            ]}
          >
            {rows.map((p) => (
              <ShopRow key={p.id} className="max-md:grid-cols-[auto_1fr]">
                <ShopCell>
                  <input
                    type="checkbox"
                    aria-label={fill(text.selectRow, { product: p.title })}
                    checked={checked.includes(p.id)}
                    onChange={() =>
                      setSelected((s) =>
                        s.includes(p.id) ? s.filter((x) => x !== p.id) : [...s, p.id],
                      )
                    }
                    className="size-5 accent-accent"
                  />
                </ShopCell>
                <ProductCell product={p} />
                <ShopCell label={text.price} className="max-md:col-span-2">
                  {formatPrice(p.price, locale)}
                </ShopCell>
                <ShopCell label={text.stock} className="max-md:col-span-2">
                  {p.stock > 0 ? text.inStock : text.outOfStock}
                </ShopCell>
                <ShopCell className="max-md:col-span-2">
                  <span className="flex grow items-center justify-end gap-2">
                    <button
                      type="button"
                      onClick={() => addToCart([p])}
                      className={buttonClass('outline', 'whitespace-nowrap')}
                    >
                      {text.addToCart}
                    </button>
                    <RemoveButton
                      label={fill(text.removeLine, { product: p.title })}
                      onClick={() => remove([p])}
                    />
                  </span>
                </ShopCell>
              </ShopRow>
            ))}
          </ShopTable>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div className="flex flex-wrap items-end gap-3">
              <label htmlFor={`${id}-action`} className="grid gap-1 text-sm font-semibold">
                {text.actionsLabel}
                <select
                  id={`${id}-action`}
                  value={action}
                  onChange={(event) => setAction(event.target.value)}
                  className="min-h-11 rounded-full border border-line bg-page px-4 text-ink"
                >
                  <option value="">{text.chooseAction}</option>
                  <option value="add">{text.actionAdd}</option>
                  <option value="remove">{text.actionRemove}</option>
                </select>
              </label>
              <button
                type="button"
                onClick={() =>
                  action === 'add'
                    ? addToCart(selectedRows)
                    : action === 'remove'
                      ? remove(selectedRows)
                      : setMessage(text.noAction)
                }
                className={buttonClass('outline')}
              >
                {text.applyAction}
              </button>
            </div>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                onClick={() => addToCart(selectedRows)}
                className={buttonClass('outline')}
              >
                {text.addSelected}
              </button>
              <button type="button" onClick={() => addToCart(rows)} className={buttonClass()}>
                {text.addAll}
              </button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
