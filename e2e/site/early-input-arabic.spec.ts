import { expect, test } from './fixtures';
import { getProducts, getShop, getSite } from '../../content';
import { fill, lineSubtotal, priceShown, sumOf } from '../oracles';
import { sectionOf } from './content-sections';
import { capture, openEarly } from './early-input';

/*
 * The Arabic pages run the same islands in another language and direction: what a visitor types there
 * in Arabic before start-up is kept and acted on in the same way (issue 16, see early-input.ts).
 */

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('Arabic pages', () => {
  const shopAr = getShop('ar');
  const productsAr = getProducts('ar');
  const titleAr = (id: string) => productsAr.find((p) => p.id === id)!.title;
  const priceAr = (amount: number) => priceShown(amount, 'ar');

  test('the shop search typed in Arabic before start-up is kept and filters the products', async ({
    page,
  }) => {
    // A word of the newest Arabic title in the opening price range: its longest, as a visitor types it.
    const { from, to } = shopAr.catalogue.price;
    const inRange = productsAr
      .filter((p) => p.price >= from && p.price <= to)
      .sort((a, b) => b.added.localeCompare(a.added));
    test.skip(inRange.length === 0, 'no product is priced within the opening price range');
    const word = inRange[0]!.title.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a));
    const search = page.getByRole('searchbox', { name: shopAr.text.catalogue.search });
    const startUp = await openEarly(page, '/ar/shop/');
    await search.fill(word);
    await startUp();
    await expect(search).toHaveValue(word);
    // The catalogue searches the title and the summary; its first page shows the newest.
    const found = inRange
      .filter((p) => `${p.title} ${p.summary}`.toLowerCase().includes(word.toLowerCase()))
      .slice(0, shopAr.catalogue.pageSize)
      .map((p) => p.title);
    await expect(page.getByRole('main').locator('article').getByRole('heading')).toHaveText(found);
    await expect(page).toHaveURL(`/ar/shop/?q=${encodeURIComponent(word)}`);
  });

  test('a cart quantity typed before start-up is kept and counts once the cart is updated', async ({
    page,
  }) => {
    const text = shopAr.text.cart;
    const [first, ...rest] = shopAr.demo.cart;
    const price = (id: string) => productsAr.find((p) => p.id === id)!.price;
    const startUp = await openEarly(page, '/ar/shop/cart/');
    const quantity = page.getByRole('spinbutton', {
      name: fill(text.quantityOf, { product: titleAr(first!.product) }),
    });
    await quantity.fill('3');
    await page.getByRole('button', { name: text.updateCart }).click();
    await startUp();
    await expect(quantity).toHaveValue('3');
    await expect(page.getByRole('status')).toHaveText(text.updated);
    const subtotal = sumOf([
      lineSubtotal(price(first!.product), 3),
      ...rest.map((i) => lineSubtotal(price(i.product), i.quantity)),
    ]);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(priceAr(subtotal));
  });

  test('billing fields typed in Arabic before start-up are kept, and the order is placed', async ({
    page,
  }) => {
    const text = shopAr.text.checkout;
    const f = text.fields;
    const field = (label: string) =>
      page.getByRole('form', { name: text.billing }).getByLabel(label, { exact: true });
    const typed: [string, string][] = [
      [f.firstName, 'لينا'],
      [f.lastName, 'حدّاد'],
      [f.company, 'مخبز حدّاد'],
      [f.street, '12 شارع الرينبو'],
      [f.city, 'عمّان'],
      [f.zip, '11181'],
      [f.phone, '+962 79 555 0100'],
      [f.email, 'lina@example.com'],
      [f.notes, 'يرجى الاتصال قبل التوصيل.'],
    ];
    const startUp = await openEarly(page, '/ar/shop/checkout/');
    await field(f.country).selectOption('JO');
    for (const [label, value] of typed) await field(label).fill(value);
    await startUp();
    for (const [label, value] of typed) await expect(field(label)).toHaveValue(value);
    await expect(field(f.country)).toHaveValue('JO');
    // The governorates in Arabic, as the Arabic shop lists them.
    const [amman] = shopAr.countries.find((c) => c.code === 'JO')!.regions;
    await field(f.state).selectOption(amman!);
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page).toHaveURL('/ar/shop/success/');
    await expect(page.getByText(shopAr.text.success.thanks)).toBeVisible();
  });

  test("the wishlist's 'Select all' ticked before start-up stays ticked with every row", async ({
    page,
  }) => {
    const text = shopAr.text.wishlist;
    const startUp = await openEarly(page, '/ar/shop/wishlist/');
    await page.getByRole('checkbox', { name: text.selectAll }).check();
    await startUp();
    await expect(page.getByRole('checkbox', { name: text.selectAll })).toBeChecked();
    for (const id of shopAr.demo.wishlist)
      await expect(
        page.getByRole('checkbox', { name: fill(text.selectRow, { product: titleAr(id) }) }),
      ).toBeChecked();
  });

  test('the contact form sends the Arabic typed before start-up, when Send was pressed then too', async ({
    page,
  }) => {
    const site = getSite('ar');
    const form = sectionOf('contact', 'contact-form', { locale: 'ar' });
    const { endpoint, fields } = site.forms.contact;
    const bodies = await capture(page, endpoint!);
    const startUp = await openEarly(page, '/ar/contact/');
    const theForm = page.locator('form#contact-form');
    await theForm.getByLabel(form.labels.name).fill('هالة عودة');
    await theForm.getByLabel(form.labels.email).fill('hala@example.com');
    await theForm.getByLabel(form.labels.phone).fill('+962 79 555 0101');
    await theForm.getByLabel(form.labels.subject).selectOption(form.subjects[1]!);
    await theForm
      .getByLabel(form.labels.message)
      .fill('نحتاج لافتة وقائمة طعام لمقهى في اللويبدة.');
    await theForm.getByRole('button', { name: form.submit }).click();
    await startUp();
    await expect(theForm.getByRole('status')).toHaveText(site.forms.messages.sent);
    expect(bodies).toEqual([
      {
        [fields.name]: 'هالة عودة',
        [fields.email]: 'hala@example.com',
        [fields.phone]: '+962 79 555 0101',
        [fields.subject]: form.subjects[1],
        [fields.message]: 'نحتاج لافتة وقائمة طعام لمقهى في اللويبدة.',
      },
    ]);
  });
});
