'use client';
// Client because the order just placed is read from this tab's sessionStorage; without one (a direct
// visit) the page shows the sample order it was rendered with.
import { useMemo, useSyncExternalStore } from 'react';
import type { Shop } from '@/content/schema';
import { useLocale } from '@/components/layout/theme-tree';
import { formatDate, formatPrice } from '@/components/ui/format';
import { useHydrated } from '@/components/islands/client-hooks';
import { ORDER_KEY, parseStoredOrder, type Order } from './order';
import { OrderTotals } from './order-parts';

type Text = Shop['text']['success'];

/** The stored order does not change while the page is open. */
const noChange = () => () => {};

function readOrder(): string | null {
  try {
    return window.sessionStorage.getItem(ORDER_KEY);
  } catch {
    return null; // Storage blocked: the sample order stays.
  }
}

export function SuccessView({
  sample,
  text,
  labels,
}: {
  sample: Order;
  text: Text;
  labels: { total: string; discount: string };
}) {
  const hydrated = useHydrated();
  const locale = useLocale();
  const raw = useSyncExternalStore(noChange, readOrder, () => null);
  const stored = useMemo(() => parseStoredOrder(raw), [raw]);
  const order = stored ?? sample;
  const overview: [string, string][] = [
    [text.number, order.number],
    [text.date, formatDate(order.date, locale)],
    [text.total, formatPrice(order.total, locale)],
    [text.payment, order.payment],
  ];

  return (
    <div data-hydrated={hydrated} className="grid gap-10">
      <div className="grid gap-6 rounded-3xl border border-line bg-surface p-8">
        <p className="font-display text-2xl font-semibold text-accent">{text.thanks}</p>
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {overview.map(([term, value]) => (
            <div
              key={term}
              className="grid gap-1 lg:border-s lg:border-line lg:ps-6 lg:first:border-0 lg:first:ps-0"
            >
              <dt className="text-sm text-muted">{term}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        {!stored && <p className="text-sm text-muted">{text.sample}</p>}
      </div>
      <section aria-labelledby="order-details" className="max-w-2xl">
        <h2 id="order-details" className="font-display text-2xl font-semibold">
          {text.details}
        </h2>
        <div className="mt-6">
          <OrderTotals
            order={order}
            labels={{ product: text.product, subtotal: text.subtotal, ...labels }}
            extra={[[text.payment, order.payment]]}
          />
        </div>
      </section>
    </div>
  );
}
