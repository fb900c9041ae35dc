// Parts the cart, checkout and success views share: the coupon form and an order's lines and totals.
// Rendered inside those client views (no directive needed).
import { useId, useState, type FormEvent } from 'react';
import type { Shop } from '@/content/schema';
import { buttonClass } from '@/components/ui/button-class';
import { useLocale } from '@/components/layout/theme-tree';
import { formatPrice } from '@/components/ui/format';
import type { Order } from './order';
import { fill } from './shop-state';
import { useShop } from './shop-store';
import { ShopStatus } from './shop-table';

type CartText = Shop['text']['cart'];

const input =
  'min-h-11 rounded-full border border-line bg-page px-4 text-ink focus-visible:border-accent';

/** The coupon field and 'Apply Coupon': the shop's one code gives its discount, anything else a message. */
export function CouponFields({
  text,
  onMessage,
}: {
  text: CartText;
  onMessage: (m: string) => void;
}) {
  const { dispatch, setup } = useShop();
  const [code, setCode] = useState('');
  const id = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim();
    if (!entered) return onMessage(text.couponEmpty);
    const valid = entered.toUpperCase() === setup.coupon.code;
    dispatch({ type: 'coupon/apply', code: valid ? entered : null });
    onMessage(
      valid
        ? fill(text.couponApplied, { code: setup.coupon.code, percent: setup.coupon.percentOff })
        : fill(text.couponInvalid, { code: entered }),
    );
  };
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3">
      <label className="grid gap-1 text-sm font-semibold" htmlFor={`${id}-coupon`}>
        {text.couponLabel}
        <input
          id={`${id}-coupon`}
          name="coupon"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          className={input}
        />
      </label>
      <button type="submit" className={buttonClass()}>
        {text.applyCoupon}
      </button>
    </form>
  );
}

/** The checkout's coupon prompt: a disclosure button that shows the coupon form. */
export function CouponForm({
  text,
  prompt,
  toggle,
}: {
  text: CartText;
  prompt: string;
  toggle: string;
}) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const id = useId();
  return (
    <div className="grid gap-4 rounded-3xl border border-line bg-surface p-6">
      <p>
        {prompt}{' '}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-coupon`}
          onClick={() => setOpen(!open)}
          className="font-semibold text-accent underline underline-offset-4"
        >
          {toggle}
        </button>
      </p>
      <div id={`${id}-coupon`} hidden={!open}>
        <CouponFields text={text} onMessage={setMessage} />
      </div>
      <ShopStatus message={message} />
    </div>
  );
}

/** An order's lines ("Title × 2" and subtotal), subtotal, coupon discount and total. */
export function OrderTotals({
  order,
  labels,
  extra,
}: {
  order: Pick<Order, 'lines' | 'subtotal' | 'discount' | 'total' | 'coupon'>;
  labels: { product: string; subtotal: string; total: string; discount: string };
  /** Rows added before the total, e.g. the payment method. */
  extra?: [string, string][];
}) {
  const locale = useLocale();
  // Its columns keep the widths their whole words give them, but for the product's title, which
  // breaks anywhere (`wrap-anywhere`) so that a long one wraps in its column. Anything still wider
  // than the table scrolls it in its own box rather than the page.
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start wrap-break-word">
        <thead className="border-b border-line text-sm text-muted">
          <tr>
            <th scope="col" className="py-3">
              {labels.product}
            </th>
            <th scope="col" className="py-3 text-end">
              {labels.subtotal}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {order.lines.map((line) => (
            <tr key={line.id}>
              <td className="py-3 wrap-anywhere">
                {line.title} <span className="text-muted">× {line.quantity}</span>
              </td>
              <td className="py-3 text-end">{formatPrice(line.price * line.quantity, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-line">
          <tr>
            <th scope="row" className="py-3 font-normal text-muted">
              {labels.subtotal}
            </th>
            <td className="py-3 text-end">{formatPrice(order.subtotal, locale)}</td>
          </tr>
          {order.coupon && (
            <tr>
              <th scope="row" className="py-3 font-normal text-muted">
                {fill(labels.discount, { code: order.coupon })}
              </th>
              <td className="py-3 text-end">−{formatPrice(order.discount, locale)}</td>
            </tr>
          )}
          {extra?.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" className="py-3 font-normal text-muted">
                {label}
              </th>
              <td className="py-3 text-end">{value}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-3 font-semibold">
              {labels.total}
            </th>
            <td data-testid="order-total" className="py-3 text-end font-semibold">
              {formatPrice(order.total, locale)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
