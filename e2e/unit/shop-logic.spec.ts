import { expect, test } from '@playwright/test';
import { fixtureOptions, fixtureProducts, fixtureShop } from './shop-fixture';
import {
  applyFilters,
  defaultFilters,
  parseQuery,
  toQuery,
  type CatalogueItem,
} from '../../components/shop/catalogue-query';
import { checkBilling, type Billing } from '../../components/shop/checkout-fields';
import { makeOrder, newOrderNumber, parseStoredOrder, today } from '../../components/shop/order';

/*
 * The shop's pure logic outside the reducer: catalogue filters and query, billing checks, orders; on the
 * fixture shop (shop-fixture.ts), not the agency's catalogue.
 */

const shop = fixtureShop.en;
const options = fixtureOptions();
const items: CatalogueItem[] = fixtureProducts.map((p) => ({
  ...p,
  text: `${p.title} ${p.summary}`.toLowerCase(),
}));

test('the defaults show the first 9 of 12, newest first, and write no query', () => {
  const d = defaultFilters(options);
  expect(d).toMatchObject({ min: 10, max: 400, page: 1, sort: 'latest', tag: null });
  expect(toQuery(d, options)).toBe('');
  const page = applyFilters(items, d, options);
  expect(page).toMatchObject({ total: 12, pages: 2, from: 1, to: 9 });
  expect(page.ids).toHaveLength(9);
  const dates = page.all.map((id) => items.find((i) => i.id === id)!.added);
  expect(dates).toEqual([...dates].sort().reverse());
});

test('a query round-trips through the address bar', () => {
  const filters = {
    ...defaultFilters(options),
    q: 'print',
    categories: ['Nature', 'Design'],
    brands: ['Walton'],
    tag: 'Graphics',
    min: 20,
    max: 300,
    sort: 'price-desc' as const,
    page: 2,
  };
  const query = toQuery(filters, options);
  expect(query).toBe(
    '?q=print&category=Nature&category=Design&brand=Walton&tag=Graphics&min=20&max=300&sort=price-desc&page=2',
  );
  // Read back, the groups come in the options' order.
  expect(parseQuery(query, options)).toEqual({ ...filters, categories: ['Design', 'Nature'] });
});

test('every filter narrows the list, and a page past the last shows the first', () => {
  const d = defaultFilters(options);
  const count = (change: object) => applyFilters(items, { ...d, ...change }, options).total;
  expect(count({ categories: ['Nature'] })).toBe(
    items.filter((i) => i.category === 'Nature').length,
  );
  expect(count({ brands: ['Apple', 'Samsung'] })).toBe(
    items.filter((i) => ['Apple', 'Samsung'].includes(i.brand)).length,
  );
  expect(count({ tag: 'Digital' })).toBe(items.filter((i) => i.tags.includes('Digital')).length);
  expect(count({ min: 0, max: 20 })).toBe(items.filter((i) => i.price <= 20).length);
  expect(count({ q: 'no such words' })).toBe(0);
  expect(applyFilters(items, { ...d, page: 7 }, options).page).toBe(1);
  const sorted = applyFilters(items, { ...d, sort: 'price-asc' }, options).all;
  const prices = sorted.map((id) => items.find((i) => i.id === id)!.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  // Products of one price: the newer first.
  const byId = (id: string) => items.find((i) => i.id === id)!;
  for (const [i, id] of sorted.slice(1).entries()) {
    const before = byId(sorted[i]!);
    if (before.price === byId(id).price) expect(before.added >= byId(id).added).toBe(true);
  }
});

test('tampered queries fall back to the defaults, filter by filter', () => {
  const d = defaultFilters(options);
  expect(parseQuery('?min=abc&max=1e9&category=Food&tag=x&sort=up&page=-2', options)).toEqual(d);
  expect(parseQuery('?min=300&max=100', options)).toMatchObject({ min: d.min, max: d.max });
  expect(parseQuery('?min=23', options).min).toBe(25);
  // A blank price is no price (Number(' ') would read it as 0, the range's start).
  expect(parseQuery('?min=%20', options).min).toBe(d.min);
  expect(parseQuery('?page=2.5', options).page).toBe(1);
});

const text = shop.text.checkout;
const valid: Billing = {
  firstName: 'Lina',
  lastName: 'Haddad',
  company: '',
  country: 'JO',
  street: '12 Rainbow Street',
  apartment: '',
  city: 'Amman',
  state: 'Amman',
  zip: '11181',
  phone: '+962 6 464 2290',
  email: 'lina@example.com',
  notes: '',
};

test('billing checks: required fields, a region of the chosen country, email, phone and ZIP', () => {
  expect(checkBilling(valid, text, shop.countries)).toEqual({});
  const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, ''])) as Billing;
  expect(Object.keys(checkBilling(empty, text, shop.countries)).sort()).toEqual(
    ['city', 'country', 'email', 'firstName', 'lastName', 'phone', 'state', 'street', 'zip'].sort(),
  );
  expect(checkBilling({ ...valid, state: 'California' }, text, shop.countries)).toHaveProperty(
    'state',
  );
  expect(checkBilling({ ...valid, email: 'lina@example' }, text, shop.countries).email).toBe(
    text.errors.email,
  );
  expect(checkBilling({ ...valid, phone: '12-34' }, text, shop.countries).phone).toBe(
    text.errors.phone,
  );
  expect(checkBilling({ ...valid, phone: 'call me' }, text, shop.countries).phone).toBe(
    text.errors.phone,
  );
  expect(checkBilling({ ...valid, zip: '!!' }, text, shop.countries).zip).toBe(text.errors.zip);
  expect(
    checkBilling(
      { ...valid, zip: 'SW1A 1AA', country: 'GB', state: 'England' },
      text,
      shop.countries,
    ),
  ).toEqual({});
});

test('an order holds its lines and totals, and only a whole order is read back', () => {
  const product = (id: string) => fixtureProducts.find((p) => p.id === id);
  const order = makeOrder({
    cart: shop.demo.cart.map((l) => ({ id: l.product, quantity: l.quantity })),
    product,
    coupon: shop.coupon.code,
    percentOff: shop.coupon.percentOff,
    payment: shop.payment,
    number: newOrderNumber(() => 0.5),
    date: '2026-11-23',
  });
  expect(order.number).toBe('RWQ-55000');
  expect(order.subtotal).toBe(605);
  expect(order.total).toBe(544.5);
  expect(parseStoredOrder(JSON.stringify(order))).toEqual(order);
  for (const bad of [
    null,
    '',
    '{',
    '[]',
    JSON.stringify({ ...order, lines: [] }),
    JSON.stringify({ ...order, total: 'x' }),
  ])
    expect(parseStoredOrder(bad)).toBeUndefined();
});

test('an order drops products no longer sold, and takes the percentage off only with a coupon', () => {
  const product = (id: string) =>
    ({ mug: { title: 'Mug', price: 12.5 }, tote: { title: 'Tote', price: 20 } })[id];
  const base = {
    cart: [
      { id: 'mug', quantity: 2 },
      { id: 'gone', quantity: 5 },
      { id: 'tote', quantity: 1 },
    ],
    product,
    percentOff: 10,
    payment: 'Cash',
    number: 'RWQ-12345',
    date: '2026-01-05',
  };
  const plain = makeOrder({ ...base, coupon: null });
  expect(plain.lines).toEqual([
    { id: 'mug', title: 'Mug', price: 12.5, quantity: 2 },
    { id: 'tote', title: 'Tote', price: 20, quantity: 1 },
  ]);
  // Subtotal = 12.5 x 2 + 20 x 1; without a coupon the 10 % is not taken off.
  expect(plain).toMatchObject({ subtotal: 45, discount: 0, total: 45, coupon: null });
  expect(makeOrder({ ...base, coupon: 'SAVE' })).toMatchObject({
    subtotal: 45,
    discount: 4.5,
    total: 40.5,
    coupon: 'SAVE',
    payment: 'Cash',
    number: 'RWQ-12345',
    date: '2026-01-05',
  });
});

test('order numbers run from RWQ-10000 to RWQ-99999; dates are local and zero-padded', () => {
  expect(newOrderNumber(() => 0)).toBe('RWQ-10000');
  expect(newOrderNumber(() => 0.999999)).toBe('RWQ-99999');
  expect(newOrderNumber()).toMatch(/^RWQ-[1-9]\d{4}$/);
  expect(today(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  expect(today(new Date(2026, 10, 23, 0, 5))).toBe('2026-11-23');
});

test('a stored order missing any part, or with a part of the wrong kind, is not read back', () => {
  const order = {
    number: 'RWQ-12345',
    date: '2026-01-05',
    lines: [{ id: 'mug', title: 'Mug', price: 12.5, quantity: 2 }],
    subtotal: 25,
    discount: 0,
    total: 25,
    coupon: null,
    payment: 'Cash',
  };
  expect(parseStoredOrder(JSON.stringify(order))).toEqual(order);
  const line = order.lines[0]!;
  const broken: object[] = [
    { number: '' },
    { number: 12345 },
    { number: ['RWQ-12345'] },
    { date: '' },
    { date: '2026-1-5' },
    { date: 'on 2026-01-05' },
    { date: '2026-01-05 at noon' },
    { payment: '' },
    { subtotal: '25' },
    { discount: null },
    { total: undefined },
    { lines: {} },
    { lines: [null] },
    { lines: [{ ...line, id: '' }] },
    { lines: [{ ...line, title: undefined }] },
    { lines: [{ ...line, price: '12.5' }] },
    { lines: [{ ...line, quantity: null }] },
    { lines: [line, { ...line, id: 7 }] },
  ];
  for (const change of broken)
    expect(
      parseStoredOrder(JSON.stringify({ ...order, ...change })),
      JSON.stringify(change),
    ).toBeUndefined();
  expect(parseStoredOrder('null')).toBeUndefined();
  // A coupon that is not a code reads back as none; a code is kept.
  for (const coupon of [7, '', undefined])
    expect(parseStoredOrder(JSON.stringify({ ...order, coupon }))!.coupon).toBeNull();
  expect(parseStoredOrder(JSON.stringify({ ...order, coupon: 'SAVE' }))!.coupon).toBe('SAVE');
});
