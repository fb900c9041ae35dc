'use client';
// Client because the order summary comes from the visitor's cart (shop-store), the regions follow the
// chosen country, and confirming checks the fields, places the order and opens the success page.
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Country, Shop } from '@/content/schema';
import { buttonClass } from '@/components/ui/button-class';
import { cn } from '@/components/ui/cn';
import { treeHref } from '@/components/ui/tree-href';
import { useLocale, useTree } from '@/components/layout/theme-tree';
import { useHydrated } from '@/components/islands/client-hooks';
import { FIELDS, checkBilling, type Billing, type FieldName } from './checkout-fields';
import { ORDER_KEY, makeOrder, newOrderNumber, today } from './order';
import { fill } from './shop-state';
import { useShop } from './shop-store';
import { EmptyShopList } from './shop-table';
import { CouponForm, OrderTotals } from './order-parts';

type Text = Shop['text']['checkout'];

const control =
  'min-h-11 w-full rounded-2xl border border-line bg-page px-4 py-2 text-ink focus-visible:border-accent aria-[invalid=true]:border-accent aria-[invalid=true]:border-2';

/** Which fields span the whole row (the rest sit two to a row on wide screens). */
const WIDE: FieldName[] = ['company', 'country', 'street', 'apartment', 'notes'];

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
  const [values, setValues] = useState<Billing>({
    firstName: '',
    lastName: '',
    company: '',
    country: countries[0]?.code ?? '',
    street: '',
    apartment: '',
    city: '',
    state: '',
    zip: '',
    phone: '',
    email: '',
    notes: '',
  });
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
    setValues((v) => ({ ...v, [name]: value, ...(name === 'country' ? { state: '' } : {}) }));
    // A corrected field loses its message at once; others keep theirs until the next try.
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBilling(values, text, countries);
    setErrors(found);
    const first = FIELDS.find(({ name }) => found[name]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first.name}"]`)?.focus();
      return;
    }
    const placedOrder = { ...order, number: newOrderNumber(), date: today() };
    try {
      window.sessionStorage.setItem(ORDER_KEY, JSON.stringify(placedOrder));
    } catch {
      // Storage blocked: the success page then shows the sample order.
    }
    setPlaced(true);
    dispatch({ type: 'cart/clear' });
    router.push(treeHref('/shop/success', tree, locale));
  };

  if (order.lines.length === 0 && !placed)
    return (
      <div data-hydrated={hydrated}>
        <EmptyShopList text={text.empty} back={text.backToShop} />
      </div>
    );

  const problems = Object.values(errors).filter(Boolean).length;
  const fieldFor = (name: FieldName, required: boolean): ReactNode => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    const common = {
      id: fieldId,
      name,
      required,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
      className: control,
    };
    return (
      <div
        key={name}
        className={cn('grid content-start gap-1', WIDE.includes(name) && 'sm:col-span-2')}
      >
        <p className="text-sm font-semibold">
          <label htmlFor={fieldId}>{text.fields[name]}</label>
          {required && (
            <span aria-hidden="true" className="ms-1 text-accent">
              *
            </span>
          )}
        </p>
        {name === 'country' || name === 'state' ? (
          <select
            {...common}
            // The country list has no empty first choice, so it is never empty: `required` would be
            // void there (and invalid HTML); assistive tech is told it is required all the same.
            required={name === 'state' && required}
            aria-required={name === 'country' && required ? true : undefined}
            onChange={(event) => set(name, event.target.value)}
          >
            {name === 'state' && <option value="">{text.chooseState}</option>}
            {name === 'country'
              ? countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))
              : regions.map((region) => (
                  <option key={region} value={region}>
                    {region}
                  </option>
                ))}
          </select>
        ) : name === 'notes' ? (
          <textarea
            {...common}
            rows={4}
            placeholder={text.fields.notesPlaceholder}
            onChange={(event) => set(name, event.target.value)}
          />
        ) : (
          <input
            {...common}
            type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}
            autoComplete={AUTOCOMPLETE[name]}
            placeholder={name === 'street' ? text.fields.streetPlaceholder : undefined}
            onChange={(event) => set(name, event.target.value)}
          />
        )}
        {error && (
          <p id={`${fieldId}-error`} className="text-sm font-semibold text-accent">
            {error}
          </p>
        )}
      </div>
    );
  };

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
            {FIELDS.map(({ name, required }) => fieldFor(name, required))}
          </div>
        </div>
        <div className="grid gap-6 rounded-3xl border border-line bg-surface p-8">
          <h2 className="font-display text-2xl font-semibold">{text.summary}</h2>
          <OrderTotals
            order={order}
            labels={{
              product: text.product,
              subtotal: text.subtotal,
              total: text.total,
              discount: cartText.discount,
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
              {setup.payment}
            </label>
            <p className="text-sm text-muted">{text.paymentNote}</p>
          </fieldset>
          <p className="text-sm text-muted">{text.privacy}</p>
          <button type="submit" className={buttonClass('solid', 'w-full')}>
            {text.confirm}
          </button>
        </div>
      </form>
    </div>
  );
}

const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  street: 'address-line1',
  apartment: 'address-line2',
  city: 'address-level2',
  zip: 'postal-code',
  phone: 'tel',
  email: 'email',
};
