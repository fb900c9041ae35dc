import { expect, test, type Page } from './fixtures';
import { getProduct, getShop } from '../../content';
import { dateShown, fill } from '../oracles';
import { axeViolations } from './axe';
import { discounted, linesTotal, money } from './shop-helpers';

/*
 * Checkout and the order page (issue 7), as a visitor uses them: labelled and really required fields,
 * regions that follow the country, errors beside each field with focus on the first, the coupon, a
 * valid order that empties the cart and opens its success page, and the sample order on a direct visit.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const shop = getShop();
const text = shop.text.checkout;
const f = text.fields;
/** What the demo cart a first-time visitor finds comes to. */
const cartTotal = linesTotal(shop.demo.cart);
/** A country to pick other than the one the select starts on (when there is another), and a region of it. */
const country = shop.countries.at(-1)!;
const region = country.regions[0]!;

const ready = (page: Page) => expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
/** A billing field by its visible label (the footer's newsletter has an 'Email address' too). */
const field = (page: Page, label: string) =>
  page.getByRole('form', { name: text.billing }).getByLabel(label, { exact: true });
const confirm = (page: Page) => page.getByRole('button', { name: text.confirm });
/**
 * Whether a field is marked required: by `required`, or by `aria-required` on the country select, which
 * always holds a country (`required` is for a select that starts on an empty choice).
 */
const isRequired = (page: Page, label: string) =>
  field(page, label).evaluate(
    (el) => (el as HTMLInputElement).required || el.getAttribute('aria-required') === 'true',
  );

const REQUIRED = [
  f.firstName,
  f.lastName,
  f.country,
  f.street,
  f.city,
  f.state,
  f.zip,
  f.phone,
  f.email,
];
const OPTIONAL = [f.company, f.apartment, f.notes];

async function fillValid(page: Page) {
  await field(page, f.firstName).fill('Lina');
  await field(page, f.lastName).fill('Haddad');
  await field(page, f.country).selectOption({ label: country.name });
  await field(page, f.street).fill('12 Rainbow Street');
  await field(page, f.city).fill('Amman');
  await field(page, f.state).selectOption({ label: region });
  await field(page, f.zip).fill('11181');
  await field(page, f.phone).fill('+962 6 464 2290');
  await field(page, f.email).fill('lina@example.com');
}

for (const tree of ['', '/light']) {
  test(`labelled fields; invalid ones are named beside the field and the first gets focus${tree ? ' (light)' : ''}`, async ({
    page,
  }) => {
    await page.goto(`${tree}/shop/checkout/`);
    await ready(page);
    for (const label of REQUIRED) expect(await isRequired(page, label), label).toBe(true);
    for (const label of OPTIONAL) expect(await isRequired(page, label), label).toBe(false);
    await expect(page.getByRole('radio', { name: shop.payment })).toBeChecked();
    await expect(page.getByText(text.privacy)).toBeVisible();
    // The summary is the cart's.
    await expect(page.getByTestId('order-total')).toHaveText(money(cartTotal));

    await confirm(page).click();
    await expect(page).toHaveURL(`${tree}/shop/checkout/`);
    await expect(field(page, f.firstName)).toBeFocused();
    await expect(page.getByRole('form', { name: text.billing }).getByRole('alert')).toHaveText(
      // Every required field but the country, which always holds one.
      fill(text.problems, { count: REQUIRED.length - 1 }),
    );
    await expect(field(page, f.firstName)).toHaveAccessibleDescription(
      fill(text.errors.required, { field: f.firstName.toLowerCase() }),
    );
    await expect(field(page, f.state)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, f.country)).not.toHaveAttribute('aria-invalid');
    expect(await axeViolations(page)).toEqual([]);

    await fillValid(page);
    await field(page, f.email).fill('lina@example');
    await field(page, f.phone).fill('12');
    await confirm(page).click();
    await expect(field(page, f.phone)).toBeFocused();
    await expect(field(page, f.phone)).toHaveAccessibleDescription(text.errors.phone);
    await expect(field(page, f.email)).toHaveAccessibleDescription(text.errors.email);
    await expect(field(page, f.firstName)).not.toHaveAttribute('aria-invalid');
  });
}

test('the states follow the country', async ({ page }) => {
  await page.goto('/shop/checkout/');
  await ready(page);
  const select = field(page, f.country);
  await expect(select.locator('option')).toHaveText(shop.countries.map((c) => c.name));
  for (const c of shop.countries) {
    await select.selectOption({ label: c.name });
    await expect(field(page, f.state).locator('option')).toHaveText([
      text.chooseState,
      ...c.regions,
    ]);
  }
});

test('a valid order empties the cart and opens its order page, which a reload keeps', async ({
  page,
}) => {
  await page.goto('/shop/checkout/');
  await ready(page);
  await page.getByRole('button', { name: text.couponToggle }).click();
  await page.getByRole('textbox', { name: shop.text.cart.couponLabel }).fill(shop.coupon.code);
  await page.getByRole('button', { name: shop.text.cart.applyCoupon }).click();
  const total = money(discounted(cartTotal, shop.coupon.percentOff));
  await expect(page.getByTestId('order-total')).toHaveText(total);

  await fillValid(page);
  await field(page, f.notes).fill('Please call before delivery.');
  await confirm(page).click();
  await expect(page).toHaveURL('/shop/success/');
  await expect(page.getByText(shop.text.success.thanks)).toBeVisible();
  const overview = page.locator('dl').first();
  await expect(overview).toContainText(/RWQ-\d{5}/);
  await expect(overview).not.toContainText(shop.sampleOrder.number);
  await expect(overview).toContainText(total);
  await expect(overview).toContainText(shop.payment);
  await expect(page.getByText(shop.text.success.sample)).toHaveCount(0);
  const number = await overview.getByText(/RWQ-\d{5}/).textContent();
  await expect(
    page.getByRole('link', { name: fill(shop.text.header.cartMany, { count: 0 }) }),
  ).toBeVisible();

  await page.reload();
  await ready(page);
  await expect(page.locator('dl').first()).toContainText(number!);
  await page.goto('/shop/cart/');
  await expect(page.getByText(shop.text.cart.empty)).toBeVisible();
  await page.goto('/shop/checkout/');
  await expect(page.getByText(text.empty)).toBeVisible();
});

test('visited directly, the order page shows the sample order', async ({ page }) => {
  await page.goto('/light/shop/success/');
  await ready(page);
  await expect(page.getByText(shop.text.success.thanks)).toBeVisible();
  const overview = page.locator('dl').first();
  await expect(overview).toContainText(shop.sampleOrder.number);
  await expect(overview).toContainText(dateShown(shop.sampleOrder.date));
  await expect(overview).toContainText(money(linesTotal(shop.sampleOrder.lines)));
  await expect(overview).toContainText(shop.payment);
  for (const line of shop.sampleOrder.lines)
    await expect(
      page.getByRole('cell', { name: `${getProduct(line.product)!.title} × ${line.quantity}` }),
    ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
