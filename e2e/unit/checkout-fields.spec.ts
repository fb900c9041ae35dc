import { expect, test } from '@playwright/test';
import { getShop } from '../../content';
import {
  checkBilling,
  controlAttributes,
  emptyBilling,
  FIELDS,
  firstProblem,
  withField,
  withoutProblem,
  type Billing,
} from '../../components/shop/checkout-fields';
import { fixtureShop } from './shop-fixture';

/*
 * The checkout form's state changes and its controls' attributes (components/shop/checkout-fields.ts),
 * without a browser, and the checks' edges and messages on the fixture shop (shop-fixture.ts), whose words
 * are known. The checks' main cases are tested in shop-logic.spec.ts.
 */

const shop = getShop();
const text = shop.text.checkout;

test('the form starts empty, with the first country chosen', () => {
  const values = emptyBilling('JO');
  expect(Object.keys(values).sort()).toEqual(FIELDS.map(({ name }) => name).sort());
  expect(Object.entries(values).filter(([, value]) => value !== '')).toEqual([['country', 'JO']]);
});

test('a field keeps what is typed; another country clears the chosen region', () => {
  const start = emptyBilling('JO');
  const values = withField(withField(start, 'city', 'Amman'), 'state', 'Irbid');
  expect(values).toMatchObject({ city: 'Amman', state: 'Irbid' });
  // The values before the change are left as they were (React compares the old and the new).
  expect(start.city).toBe('');
  expect(withField(values, 'country', 'GB')).toMatchObject({
    country: 'GB',
    state: '',
    city: 'Amman',
  });
  // Any other field leaves the region alone.
  expect(withField(values, 'zip', '11181').state).toBe('Irbid');
});

test('a corrected field loses its message; the others keep theirs until the next try', () => {
  const errors = checkBilling(emptyBilling('JO'), text, shop.countries);
  expect(errors.firstName).toBeTruthy();
  const corrected = withoutProblem(errors, 'firstName');
  expect(corrected.firstName).toBeUndefined();
  expect(corrected.lastName).toBe(errors.lastName);
  expect(errors.firstName).toBeTruthy();
});

test('focus goes to the first field with a message, in the form’s order', () => {
  expect(firstProblem({})).toBeUndefined();
  expect(firstProblem({ email: 'x', city: 'y' })).toBe('city');
  expect(firstProblem(checkBilling(emptyBilling('JO'), text, shop.countries))).toBe('firstName');
  // A message cleared by typing is no longer a problem.
  expect(firstProblem(withoutProblem({ firstName: 'x', zip: 'z' }, 'firstName'))).toBe('zip');
});

test('a control with a message is invalid and points at it; without one it says neither', () => {
  const ok = controlAttributes('f-zip', 'zip', true, '11181', undefined);
  expect(ok).toMatchObject({ id: 'f-zip', name: 'zip', required: true, value: '11181' });
  expect(ok['aria-invalid']).toBeUndefined();
  expect(ok['aria-describedby']).toBeUndefined();
  const wrong = controlAttributes('f-zip', 'zip', true, '!!', text.errors.zip);
  expect(wrong['aria-invalid']).toBe(true);
  expect(wrong['aria-describedby']).toBe('f-zip-error');
  // The invalid look comes from the same attribute: a thicker accent border.
  expect(wrong.className).toContain('aria-[invalid=true]:border-accent');
});

/* ---- The checks' edges, on the fixture shop ---- */

const fixture = fixtureShop.en;
const valid: Billing = {
  ...emptyBilling('JO'),
  firstName: 'Lina',
  lastName: 'Haddad',
  street: '12 Rainbow Street',
  city: 'Amman',
  state: 'Amman',
  zip: '11181',
  phone: '+962 6 464 2290',
  email: 'lina@example.com',
};
const problems = (change: Partial<Billing>) =>
  checkBilling({ ...valid, ...change }, fixture.text.checkout, fixture.countries);

test('a missing field is asked for by its label in lower case; a list’s field is to be chosen', () => {
  expect(problems({})).toEqual({});
  expect(problems({ firstName: '', city: '   ' })).toEqual({
    firstName: 'Enter your first name.',
    city: 'Enter your town / city.',
  });
  // An empty phone, e-mail or ZIP is asked for, not called malformed.
  expect(problems({ phone: '', email: ' ', zip: '' })).toEqual({
    phone: 'Enter your phone.',
    email: 'Enter your email address.',
    zip: 'Enter your zip code.',
  });
  // A country the shop does not ship to: the country and its region are to be chosen.
  expect(problems({ country: 'ZZ' })).toEqual({
    country: 'Choose your country / region.',
    state: 'Choose your state.',
  });
  expect(problems({ state: 'Texas' })).toEqual({ state: 'Choose your state.' });
  expect(problems({ state: ' Irbid ', zip: ' 11181 ', email: ' lina@example.com ' })).toEqual({});
});

test('a phone number has 7 to 15 digits, with +, spaces, dots, hyphens and brackets only', () => {
  const phone = (value: string) => problems({ phone: value }).phone;
  const refused = fixture.text.checkout.errors.phone;
  for (const ok of ['123 4567', '+1 234 567 890 12345', '(06) 464-2290', '+962.6.464.2290'])
    expect(phone(ok), ok).toBeUndefined();
  for (const bad of ['123 456', '+1 234 567 890 123456', 'tel 1234567', '1234567 ext', '12+34567'])
    expect(phone(bad), bad).toBe(refused);
});

test('an e-mail address has one @, no spaces, and a domain with a dot', () => {
  const email = (value: string) => problems({ email: value }).email;
  const refused = fixture.text.checkout.errors.email;
  for (const ok of ['lina@example.com', 'l.h+shop@mail.example.co.uk'])
    expect(email(ok), ok).toBeUndefined();
  const bad = ['a b@example.com', 'lina@example.com x', 'lina@@example.com', '@example.com'];
  for (const value of [...bad, 'lina@example..com', 'lina@.example.com', 'lina@example.com.'])
    expect(email(value), value).toBe(refused);
});

test('a ZIP or postal code has 2 to 10 letters, digits, spaces or hyphens, starting with a letter or digit', () => {
  const zip = (value: string) => problems({ zip: value }).zip;
  const refused = fixture.text.checkout.errors.zip;
  for (const ok of ['12', '1234567890', 'SW1A 1AA', 'K1A-0B1']) expect(zip(ok), ok).toBeUndefined();
  for (const bad of ['1', '12345678901', '-1234', ' -12', '12_34', 'a.b'])
    expect(zip(bad), bad).toBe(refused);
});
