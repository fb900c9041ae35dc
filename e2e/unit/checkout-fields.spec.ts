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
} from '../../components/shop/checkout-fields';

/*
 * The checkout form's state changes and its controls' attributes (components/shop/checkout-fields.ts),
 * without a browser. The checks themselves are tested in shop-logic.spec.ts.
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
