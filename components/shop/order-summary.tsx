// The checkout's order summary beside the billing form (checkout-view.tsx): the order's lines and totals,
// the payment method and the confirm button. Rendered inside that client view (no directive needed); a
// module of its own, so the cart and success pages, which share order-parts.tsx, do not load it.
import type { Shop } from '@/content/schema';
import { buttonClass } from '@/components/ui/button-class';
import type { Order } from './order';
import { OrderTotals } from './order-parts';

/** The checkout's summary beside the billing form: the order, the payment method and the confirm button. */
export function OrderSummary({
  order,
  text,
  discount,
  payment,
}: {
  order: Order;
  text: Shop['text']['checkout'];
  /** The discount line's label (the cart's words). */
  discount: string;
  /** The one payment method, chosen already. */
  payment: string;
}) {
  return (
    <div className="grid gap-6 rounded-3xl border border-line bg-surface p-8">
      <h2 className="font-display text-2xl font-semibold">{text.summary}</h2>
      <OrderTotals
        order={order}
        labels={{
          product: text.product,
          subtotal: text.subtotal,
          total: text.total,
          discount,
        }}
      />
      <fieldset className="grid gap-3 rounded-2xl border border-line p-5">
        <legend className="px-1 font-semibold">{text.payment}</legend>
        <label className="flex items-center gap-3">
          <input
            type="radio"
            name="payment"
            value="cod"
            defaultChecked
            className="size-5 accent-accent"
          />
          {payment}
        </label>
        <p className="text-sm text-muted">{text.paymentNote}</p>
      </fieldset>
      <p className="text-sm text-muted">{text.privacy}</p>
      <button type="submit" className={buttonClass('solid', 'w-full')}>
        {text.confirm}
      </button>
    </div>
  );
}
