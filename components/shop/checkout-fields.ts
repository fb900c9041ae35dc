/*
 * The checkout's billing fields and their checks, pure: the form (checkout-view.tsx) and the unit
 * tests use them. Messages come from content/shop.json.
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
  if (!errors.phone && (!PHONE.test(values.phone.trim()) || digits < 7 || digits > 15))
    errors.phone = text.errors.phone;
  if (!errors.email && !EMAIL.test(values.email.trim())) errors.email = text.errors.email;
  if (!errors.zip && !ZIP.test(values.zip.trim())) errors.zip = text.errors.zip;
  return errors;
}
