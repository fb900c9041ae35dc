/*
 * The checkout's billing fields, their checks and the form's state changes, pure: the form
 * (checkout-view.tsx) and the unit tests use them. Messages come from content/shop.json.
 */
import type { Shop } from '@/content/schema';
import { fill } from './shop-state';

type Text = Shop['text']['checkout'];
export type FieldName = keyof Text['fields'] & keyof Billing;

export type Billing = {
  firstName: string;
  lastName: string;
  company: string;
  country: string;
  street: string;
  apartment: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  email: string;
  notes: string;
};

/** The fields in the order the form shows them, and whether each is required. */
export const FIELDS: { name: FieldName; required: boolean }[] = [
  { name: 'firstName', required: true },
  { name: 'lastName', required: true },
  { name: 'company', required: false },
  { name: 'country', required: true },
  { name: 'street', required: true },
  { name: 'apartment', required: false },
  { name: 'city', required: true },
  { name: 'state', required: true },
  { name: 'zip', required: true },
  { name: 'phone', required: true },
  { name: 'email', required: true },
  { name: 'notes', required: false },
];

/** Which fields span the whole row (the rest sit two to a row on wide screens). */
export const WIDE: FieldName[] = ['company', 'country', 'street', 'apartment', 'notes'];

/** The browser's autofill token of each field that has one. */
export const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
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

const CONTROL =
  'min-h-11 w-full rounded-2xl border border-line bg-page px-4 py-2 text-ink focus-visible:border-accent aria-[invalid=true]:border-accent aria-[invalid=true]:border-2';

/**
 * The attributes every control of the form has: its id and name, whether it is required, its value, its
 * look, and while it has a message, that it is invalid and which element says why.
 */
export const controlAttributes = (
  id: string,
  name: FieldName,
  required: boolean,
  value: string,
  error: string | undefined,
) => ({
  id,
  name,
  required,
  value,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
  className: CONTROL,
});

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const PHONE = /^\+?[\d\s().-]+$/;
const ZIP = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

/**
 * What is wrong with each field, by name (an empty object when all is well). `regions` is the list
 * of the chosen country's regions: a state outside it is refused.
 */
export function checkBilling(
  values: Billing,
  text: Text,
  countries: readonly { code: string; regions: readonly string[] }[],
): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  const country = countries.find((c) => c.code === values.country);
  for (const { name, required } of FIELDS) {
    const value = values[name].trim();
    const label = text.fields[name].toLowerCase();
    if (name === 'country' && !country) errors[name] = fill(text.errors.choose, { field: label });
    else if (name === 'state' && !country?.regions.includes(value))
      errors[name] = fill(text.errors.choose, { field: label });
    else if (required && value === '') errors[name] = fill(text.errors.required, { field: label });
  }
  const digits = values.phone.replace(/\D/g, '').length;
  // Stryker disable next-line MethodExpression: PHONE allows white space anywhere, so trimming cannot change its answer
  if (!errors.phone && (!PHONE.test(values.phone.trim()) || digits < 7 || digits > 15))
    errors.phone = text.errors.phone;
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = text.errors.email;
  if (!errors.zip && !ZIP.test(values.zip.trim())) errors.zip = text.errors.zip;
  return errors;
}

/* ---- The form's state changes ---- */

export type Problems = Partial<Record<FieldName, string>>;

/** The form before the visitor types: every field empty, the first country chosen. */
export const emptyBilling = (country: string): Billing => ({
  firstName: '',
  lastName: '',
  company: '',
  country,
  street: '',
  apartment: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  email: '',
  notes: '',
});

/** The values with one field changed: another country has other regions, so the chosen one goes. */
export const withField = (values: Billing, name: FieldName, value: string): Billing => ({
  ...values,
  [name]: value,
  ...(name === 'country' ? { state: '' } : {}),
});

/** The messages once a field is corrected: its own goes at once, the others stay until the next try. */
export const withoutProblem = (errors: Problems, name: FieldName): Problems => ({
  ...errors,
  [name]: undefined,
});

/** The first field, in the form's order, that has a message: focus goes there. */
export const firstProblem = (errors: Problems): FieldName | undefined =>
  FIELDS.find(({ name }) => errors[name])?.name;
