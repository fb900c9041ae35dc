'use client';
// Client because the order summary comes from the visitor's cart (shop-store), the regions follow the
// chosen country, and confirming checks the fields, places the order and opens the success page. The
// form's state changes are the pure checkout-fields.ts, each field billing-field.tsx; the order summary
// beside it is order-summary.tsx.
import { useRouter } from 'next/navigation';
import { startTransition, useId, useRef, useState, type FormEvent } from 'react';
import type { Country, Shop } from '@/content/schema';
import { treeHref } from '@/components/ui/tree-href';
import { useLocale, useTree } from '@/components/layout/theme-tree';
import { useHydrated } from '@/components/islands/client-hooks';
import {
  FIELDS,
  checkBilling,
  emptyBilling,
  firstProblem,
  withField,
  withoutProblem,
  type FieldName,
} from './checkout-fields';
import { ORDER_KEY, makeOrder, newOrderNumber, today } from './order';
import { fill } from './shop-state';
import { useShop } from './shop-store';
import { EmptyShopList } from './shop-table';
import { CouponForm } from './order-parts';
import { OrderSummary } from './order-summary';
import { BillingField } from './billing-field';

type Text = Shop['text']['checkout'];

export function CheckoutView({
  text,
  cartText,
  countries,
}: {
  text: Text;
  cartText: Shop['text']['cart'];
  countries: Country[];
}) {
  const { state, dispatch, setup, product } = useShop();
  const router = useRouter();
  const tree = useTree();
  const locale = useLocale();
  const hydrated = useHydrated();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => emptyBilling(countries[0]?.code ?? ''));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [placed, setPlaced] = useState(false);

  const order = makeOrder({
    cart: state.cart,
    product,
    coupon: state.coupon,
    percentOff: setup.coupon.percentOff,
    payment: setup.payment,
    number: '',
    date: '',
  });
  const regions = countries.find((c) => c.code === values.country)?.regions ?? [];

  const set = (name: FieldName, value: string) => {
    setValues((v) => withField(v, name, value));
    if (errors[name]) setErrors((e) => withoutProblem(e, name));
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBilling(values, text, countries);
    const first = firstProblem(found);
    if (first) {
      setErrors(found);
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    const placedOrder = { ...order, number: newOrderNumber(), date: today() };
    try {
      window.sessionStorage.setItem(ORDER_KEY, JSON.stringify(placedOrder));
    } catch {
      // Storage blocked: the success page then shows the sample order.
    }
    // Clearing the errors re-renders the form, emptying the cart every view of it, and the success
    // page is rendered next: as a transition, so that the tap's own frame is not held for them (the
    // submit's script was 65-80 ms at 4x CPU).
    startTransition(() => {
      setErrors(found);
      setPlaced(true);
      dispatch({ type: 'cart/clear' });
      router.push(treeHref('/shop/success', tree, locale));
    });
  };

  if (order.lines.length === 0 && !placed)
    return (
      <div data-hydrated={hydrated}>
        <EmptyShopList text={text.empty} back={text.backToShop} />
      </div>
    );

  const problems = Object.values(errors).filter(Boolean).length;
  return (
    <div data-hydrated={hydrated} className="grid gap-10">
      <CouponForm text={cartText} prompt={text.couponPrompt} toggle={text.couponToggle} />
      <form
        ref={form}
        noValidate
        onSubmit={confirm}
        aria-labelledby={`${id}-billing`}
        className="grid items-start gap-10 lg:grid-cols-[1fr_26rem]"
      >
        <div className="grid gap-6">
          <h2 id={`${id}-billing`} className="font-display text-2xl font-semibold">
            {text.billing}
          </h2>
          <div role="alert" className="empty:hidden">
            {problems > 0 && (
              <p className="rounded-2xl border-2 border-accent p-4 font-semibold text-accent">
                {fill(text.problems, { count: problems })}
              </p>
            )}
          </div>
          <div className="grid gap-5 sm:grid-cols-2">
            {FIELDS.map(({ name, required }) => (
              <BillingField
                key={name}
                id={`${id}-${name}`}
                name={name}
                required={required}
                value={values[name]}
                error={errors[name]}
                text={text}
                countries={countries}
                regions={regions}
                onChange={(value) => set(name, value)}
              />
            ))}
          </div>
        </div>
        <OrderSummary
          order={order}
          text={text}
          discount={cartText.discount}
          payment={setup.payment}
        />
      </form>
    </div>
  );
}
