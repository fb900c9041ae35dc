/*
 * A placed order, pure: made from the cart at checkout, kept for the success page in sessionStorage
 * (this tab only), and read back without trusting what storage holds.
 */
import { cartTotals, type Line } from './shop-state';

export type OrderLine = { id: string; title: string; price: number; quantity: number };

export type Order = {
  number: string;
  /** ISO date, e.g. "2025-06-18". */
  date: string;
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  total: number;
  coupon: string | null;
  payment: string;
};

export const ORDER_KEY = 'rawnaq-shop-order';

export function makeOrder({
  cart,
  product,
  coupon,
  percentOff,
  payment,
  number,
  date,
}: {
  cart: readonly Line[];
  product: (id: string) => { title: string; price: number } | undefined;
  coupon: string | null;
  percentOff: number;
  payment: string;
  number: string;
  date: string;
}): Order {
  const lines = cart.flatMap((line) => {
    const p = product(line.id);
    return p ? [{ id: line.id, title: p.title, price: p.price, quantity: line.quantity }] : [];
  });
  const totals = cartTotals(
    lines,
    (id) => lines.find((line) => line.id === id)?.price ?? 0,
    coupon ? percentOff : 0,
  );
  return { number, date, lines, ...totals, coupon, payment };
}

/** A new order number such as "RWQ-48213". */
export const newOrderNumber = (random = Math.random) =>
  `RWQ-${String(10000 + Math.floor(random() * 90000))}`;

/** Today's date in the visitor's time zone, as an ISO date. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** The stored order, or undefined when there is none or it is not a whole, sane order. */
export function parseStoredOrder(raw: string | null): Order | undefined {
  if (!raw) return undefined;
  try {
    const o = JSON.parse(raw) as Partial<Order> | null;
    if (
      !o ||
      !isString(o.number) ||
      !isString(o.date) ||
      !/^\d{4}-\d{2}-\d{2}$/.test(o.date) ||
      !isString(o.payment) ||
      ![o.subtotal, o.discount, o.total].every(isNumber) ||
      !Array.isArray(o.lines) ||
      o.lines.length === 0 ||
      !o.lines.every(
        (l: Partial<OrderLine>) =>
          l && isString(l.id) && isString(l.title) && isNumber(l.price) && isNumber(l.quantity),
      )
    )
      return undefined;
    return { ...(o as Order), coupon: isString(o.coupon) ? o.coupon : null };
  } catch {
    return undefined;
  }
}
