import { expect, test, type Locator, type Page } from './fixtures';
import {
  getJobs,
  getPage,
  getPosts,
  getPricing,
  getProduct,
  getProducts,
  getShop,
  getSite,
} from '../../content';
import { searchText } from '../../content/blog';
import type { PageSection, SectionOf } from '../../content/sections';
import { fill } from '../../components/shop/shop-state';
import { formatPrice } from '../../components/ui/format';
import type { Locale } from '../../content/locale';
import { holdScripts } from './held-scripts';

/*
 * Nothing typed, ticked or chosen before start-up is lost (issue 16). Each test opens a page with the
 * framework's scripts held back, as on a slow phone, and acts at once on the server-rendered HTML:
 * React has not started yet. Then the scripts are let through, and once the page is interactive every
 * control still shows what the visitor did, and the page has acted on it (the search filters, the
 * quantity counts, 'Select all' ticks its rows, a held press sends what was typed). The loader of
 * scripts/hydration/paint-first.ts replays those edits; every control of the site is here.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const interactive = (page: Page) => page.locator('html[data-interactive]');

/**
 * Opens `path` with the framework's chunks held until the returned `startUp()`: everything the test
 * does before that happens before React has started (the first focus or key asks the loader for the
 * scripts at once; they stay held). `startUp()` checks that, lets the scripts through, and waits until
 * the page is interactive.
 */
async function openEarly(page: Page, path: string) {
  const letThrough = await holdScripts(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return async () => {
    expect(await interactive(page).count(), 'the visitor acted before start-up').toBe(0);
    letThrough();
    await expect(interactive(page)).toBeAttached();
  };
}

/** The JSON body each post to `endpoint` carried, answered with success. */
async function capture(page: Page, endpoint: string) {
  const bodies: unknown[] = [];
  await page.route(endpoint, (route) => {
    bodies.push(route.request().postDataJSON());
    return route.fulfill({ status: 200, json: { ok: true } });
  });
  return bodies;
}

const money = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

function sectionOf<T extends PageSection['type']>(
  page: string,
  type: T,
  locale: Locale = 'en',
): SectionOf<T> {
  const found = getPage(page, locale).sections?.find((s) => s.type === type);
  if (!found) throw new Error(`content/pages/${page}.json has no "${type}" section`);
  return found as SectionOf<T>;
}

const shop = getShop();
const products = getProducts();
const title = (id: string) => getProduct(id)!.title;

test.describe('shop catalogue', () => {
  const text = shop.text.catalogue;
  const { from, to } = shop.catalogue.price;
  /** Product titles a filter leaves on the first page, newest first (the default order). */
  const titles = (keep: (p: (typeof products)[number]) => boolean) =>
    products
      .filter((p) => p.price >= from && p.price <= to && keep(p))
      .sort((a, b) => b.added.localeCompare(a.added))
      .slice(0, shop.catalogue.pageSize)
      .map((p) => p.title);
  /** What the catalogue's search looks through (components/shop/shop-catalogue.tsx). */
  const searched = (p: (typeof products)[number], word: string) =>
    [p.title, p.summary, p.category, p.brand, ...p.tags].join(' ').toLowerCase().includes(word);
  const cards = (page: Page) => page.getByRole('main').locator('article');
  const shown = (page: Page) => cards(page).getByRole('heading').allTextContents();
  const search = (page: Page) => page.getByRole('searchbox', { name: text.search });

  test('the search typed before start-up is kept and filters the products', async ({ page }) => {
    const startUp = await openEarly(page, '/shop/');
    await search(page).fill('kit');
    await startUp();
    await expect(search(page)).toHaveValue('kit');
    const kits = titles((p) => searched(p, 'kit'));
    expect(kits.length).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(kits.length);
    expect(await shown(page)).toEqual(kits);
    await expect(page).toHaveURL('/shop/?q=kit');
  });

  test('categories and brands ticked before start-up stay ticked and filter the products', async ({
    page,
  }) => {
    const startUp = await openEarly(page, '/shop/');
    await page.getByRole('checkbox', { name: 'Design', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Apple', exact: true }).check();
    await startUp();
    await expect(page.getByRole('checkbox', { name: 'Design', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Apple', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Creative', exact: true })).not.toBeChecked();
    const expected = titles((p) => p.category === 'Design' && p.brand === 'Apple');
    expect(expected.length).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(expected.length);
    expect(await shown(page)).toEqual(expected);
    await expect(page).toHaveURL(/category=Design/);
    await expect(page).toHaveURL(/brand=Apple/);
  });

  test('the sort chosen and a tag pressed before start-up order and filter the products', async ({
    page,
  }) => {
    const startUp = await openEarly(page, '/shop/');
    const sort = page.getByRole('combobox', { name: text.sortLabel });
    await sort.selectOption({ label: text.sort.priceDesc });
    await page.getByRole('button', { name: 'Graphics', exact: true }).click();
    await startUp();
    await expect(sort).toHaveValue('price-desc');
    await expect(page.getByRole('button', { name: 'Graphics', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const graphics = products
      .filter((p) => p.price >= from && p.price <= to && p.tags.includes('Graphics'))
      .sort((a, b) => b.price - a.price)
      .map((p) => p.title);
    await expect(cards(page)).toHaveCount(graphics.length);
    expect(await shown(page)).toEqual(graphics);
  });

  test('a search typed before start-up joins the filters of the address', async ({ page }) => {
    const startUp = await openEarly(page, '/shop/?category=Illustration');
    await search(page).fill('print');
    await startUp();
    await expect(search(page)).toHaveValue('print');
    await expect(page.getByRole('checkbox', { name: 'Illustration' })).toBeChecked();
    const expected = titles((p) => p.category === 'Illustration' && searched(p, 'print'));
    expect(expected.length).toBeGreaterThan(0);
    expect(await shown(page)).toEqual(expected);
    await expect(page).toHaveURL(/q=print/);
    await expect(page).toHaveURL(/category=Illustration/);
  });

  test('the price slider offers its thumbs once the page has started, and they work', async ({
    page,
  }) => {
    const startUp = await openEarly(page, '/shop/');
    // Radix shows the thumbs once it has measured them: before start-up there is nothing to move, so
    // no move can be lost. (If they ever show earlier, a key pressed on one needs replaying too.)
    await expect(page.getByRole('slider')).toHaveCount(0);
    await startUp();
    const low = page.getByRole('slider', { name: text.minPrice });
    await low.focus();
    await page.keyboard.press('ArrowRight');
    await expect(low).toHaveAttribute('aria-valuenow', String(from + shop.catalogue.price.step));
  });
});

test.describe('blog search', () => {
  // Arabic too: what is typed there is Arabic, and the count line is the Arabic page's.
  for (const [path, name, locale, query] of [
    ['/blog/', 'blog', 'en', 'travel'],
    ['/light/blog-list/', 'blog-list', 'en', 'travel'],
    ['/ar/blog/', 'blog', 'ar', 'الهوية'],
  ] as const) {
    test(`a query typed before start-up is kept and filters the posts (${path})`, async ({
      page,
    }) => {
      const index = sectionOf(name, 'post-index', locale);
      const startUp = await openEarly(page, path);
      const box = page.getByRole('searchbox', { name: index.search.label });
      await box.fill(query);
      await startUp();
      await expect(box).toHaveValue(query);
      const found = getPosts(locale).filter((p) => searchText(p).includes(query));
      expect(found.length).toBeGreaterThan(1);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        index.search.matches.replace('{count}', String(found.length)).replace('{query}', query),
      );
      await expect(
        page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }),
      ).toHaveText(found.map((p) => p.title));
    });
  }

  test('typing that goes on while the page starts lands where the caret is', async ({ page }) => {
    const index = sectionOf('blog', 'post-index');
    const startUp = await openEarly(page, '/blog/');
    const box = page.getByRole('searchbox', { name: index.search.label });
    await box.pressSequentially('tavel');
    // Back to after the 't', without typing: the next letter goes there.
    for (let i = 0; i < 4; i++) await box.press('ArrowLeft');
    await startUp();
    await box.press('r');
    await expect(box).toHaveValue('travel');
    await expect(page.getByRole('main').getByRole('status')).toContainText('travel');
  });
});

test.describe('cart', () => {
  const text = shop.text.cart;
  const [first, second, third] = shop.demo.cart as [
    (typeof shop.demo.cart)[number],
    (typeof shop.demo.cart)[number],
    (typeof shop.demo.cart)[number],
  ];
  const price = (id: string) => getProduct(id)!.price;
  const quantity = (page: Page, id: string) =>
    page.getByRole('spinbutton', { name: fill(text.quantityOf, { product: title(id) }) });
  const row = (page: Page, id: string) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title(id) }) });

  test('a quantity typed before start-up is kept and counts once the cart is updated', async ({
    page,
  }) => {
    const startUp = await openEarly(page, '/shop/cart/');
    await quantity(page, first.product).fill('3');
    // Pressed before start-up too: held, and pressed again with the typed quantity in place.
    await page.getByRole('button', { name: text.updateCart }).click();
    await startUp();
    await expect(quantity(page, first.product)).toHaveValue('3');
    await expect(page.getByRole('status')).toHaveText(text.updated);
    await expect(row(page, first.product)).toContainText(money(price(first.product) * 3));
    const subtotal =
      price(first.product) * 3 +
      price(second.product) * second.quantity +
      price(third.product) * third.quantity;
    await expect(page.getByTestId('cart-subtotal')).toHaveText(money(subtotal));
    await expect(page.getByTestId('cart-total')).toHaveText(money(subtotal));
  });

  test('a quantity typed before start-up is kept and counts when updated after it', async ({
    page,
  }) => {
    const startUp = await openEarly(page, '/shop/cart/');
    await quantity(page, second.product).fill('1');
    await startUp();
    await expect(quantity(page, second.product)).toHaveValue('1');
    await page.getByRole('button', { name: text.updateCart }).click();
    await expect(row(page, second.product)).toContainText(money(price(second.product)));
    await expect(page.getByTestId('cart-subtotal')).toHaveText(
      money(
        price(first.product) * first.quantity +
          price(second.product) +
          price(third.product) * third.quantity,
      ),
    );
  });

  test('a coupon code typed before start-up is kept and applies', async ({ page }) => {
    const startUp = await openEarly(page, '/shop/cart/');
    const code = page.getByRole('textbox', { name: text.couponLabel });
    await code.fill(shop.coupon.code);
    await page.getByRole('button', { name: text.applyCoupon }).click();
    await startUp();
    await expect(code).toHaveValue(shop.coupon.code);
    await expect(page.getByRole('status')).toHaveText(
      fill(text.couponApplied, { code: shop.coupon.code, percent: shop.coupon.percentOff }),
    );
    await expect(page.getByTestId('cart-total')).toHaveText(
      money(shop.demo.cartTotal * (1 - shop.coupon.percentOff / 100)),
    );
  });
});

test.describe('checkout', () => {
  const text = shop.text.checkout;
  const f = text.fields;
  const field = (page: Page, label: string) =>
    page.getByRole('form', { name: text.billing }).getByLabel(label, { exact: true });
  const typed: [string, string][] = [
    [f.firstName, 'Lina'],
    [f.lastName, 'Haddad'],
    [f.company, 'Haddad Bakery'],
    [f.street, '12 Rainbow Street'],
    [f.apartment, 'Floor 2'],
    [f.city, 'Austin'],
    [f.zip, '73301'],
    [f.phone, '+1 512 555 0100'],
    [f.email, 'lina@example.com'],
    [f.notes, 'Ring the bell twice.'],
  ];
  const fillAll = async (page: Page) => {
    for (const [label, value] of typed) await field(page, label).fill(value);
    await field(page, f.state).selectOption('Texas');
  };

  test('every billing field keeps what was typed before start-up, and the order can be placed', async ({
    page,
  }) => {
    const startUp = await openEarly(page, '/shop/checkout/');
    await fillAll(page);
    await startUp();
    for (const [label, value] of typed) await expect(field(page, label)).toHaveValue(value);
    await expect(field(page, f.country)).toHaveValue('US');
    await expect(field(page, f.state)).toHaveValue('Texas');
    await expect(page.getByRole('radio', { name: shop.payment })).toBeChecked();
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page).toHaveURL('/shop/success/');
    await expect(page.getByText(shop.text.success.thanks)).toBeVisible();
  });

  test('the order confirmed before start-up is placed with what was typed', async ({ page }) => {
    const startUp = await openEarly(page, '/shop/checkout/');
    await fillAll(page);
    await page.getByRole('button', { name: text.confirm }).click();
    await startUp();
    await expect(page).toHaveURL('/shop/success/');
    await expect(page.getByText(shop.text.success.thanks)).toBeVisible();
  });

  test('a country chosen before start-up is kept and the states follow it', async ({ page }) => {
    const startUp = await openEarly(page, '/shop/checkout/');
    await field(page, f.country).selectOption({ label: 'Jordan' });
    await startUp();
    await expect(field(page, f.country)).toHaveValue('JO');
    const jordan = shop.countries.find((c) => c.code === 'JO')!;
    await expect(field(page, f.state).getByRole('option')).toHaveText([
      text.chooseState,
      ...jordan.regions,
    ]);
    await field(page, f.state).selectOption('Amman');
    await expect(field(page, f.state)).toHaveValue('Amman');
  });
});

test.describe('wishlist', () => {
  const text = shop.text.wishlist;
  const [one, two] = shop.demo.wishlist as [string, string, string];
  const selectAll = (page: Page) => page.getByRole('checkbox', { name: text.selectAll });
  const select = (page: Page, id: string) =>
    page.getByRole('checkbox', { name: fill(text.selectRow, { product: title(id) }) });
  const expectAllTicked = async (page: Page) => {
    await expect(selectAll(page)).toBeChecked();
    for (const id of shop.demo.wishlist) await expect(select(page, id)).toBeChecked();
  };

  for (const tree of ['', '/light'])
    test(`'Select all' ticked before start-up stays ticked and ticks every row${tree ? ' (light)' : ''}`, async ({
      page,
    }) => {
      const startUp = await openEarly(page, `${tree}/shop/wishlist/`);
      await selectAll(page).check();
      await startUp();
      await expectAllTicked(page);
      // And React has it: 'Add Selected to Cart' takes the in-stock rows.
      await page.getByRole('button', { name: text.addSelected }).click();
      await expect(page.getByRole('status')).toContainText(title(one));
    });

  test("a row and then 'Select all', or the other way round, end with every row ticked", async ({
    page,
  }) => {
    for (const order of [
      [select(page, one), selectAll(page)],
      [selectAll(page), select(page, two)],
    ]) {
      const startUp = await openEarly(page, '/shop/wishlist/');
      for (const box of order) await box.check();
      await startUp();
      await expectAllTicked(page);
      await page.unrouteAll();
    }
  });

  test('a row ticked and an action chosen before start-up are kept, and Apply Action acts on them', async ({
    page,
  }) => {
    const startUp = await openEarly(page, '/shop/wishlist/');
    await select(page, two).check();
    const actions = page.getByRole('combobox', { name: text.actionsLabel });
    await actions.selectOption({ label: text.actionRemove });
    await startUp();
    await expect(select(page, two)).toBeChecked();
    await expect(select(page, one)).not.toBeChecked();
    await expect(selectAll(page)).not.toBeChecked();
    await expect(actions).toHaveValue('remove');
    await page.getByRole('button', { name: text.applyAction }).click();
    await expect(page.getByRole('status')).toHaveText(fill(text.removed, { products: title(two) }));
    await expect(select(page, two)).toHaveCount(0);
    await expect(select(page, one)).toBeVisible();
  });
});

test('product page: a quantity typed and stepped before start-up is kept and goes into the cart', async ({
  page,
}) => {
  const text = shop.text.product;
  const id = shop.demo.cart[0]!.product;
  const startUp = await openEarly(page, `/shop/${id}/`);
  const quantity = page.getByRole('spinbutton', { name: text.quantity });
  await quantity.fill('3');
  await page.getByRole('button', { name: text.increase }).click();
  await startUp();
  await expect(quantity).toHaveValue('4');
  await page.getByRole('button', { name: text.addToCart }).click();
  await expect(page).toHaveURL('/shop/cart/');
  await expect(
    page.getByRole('spinbutton', { name: fill(shop.text.cart.quantityOf, { product: title(id) }) }),
  ).toHaveValue(String(shop.demo.cart[0]!.quantity + 4));
});

test.describe('forms', () => {
  const site = getSite();
  const { messages } = site.forms;

  test('the contact form sends what was typed and chosen before start-up, when Send was pressed then too', async ({
    page,
  }) => {
    const form = sectionOf('contact', 'contact-form');
    const { endpoint, fields } = site.forms.contact;
    const bodies = await capture(page, endpoint!);
    const startUp = await openEarly(page, '/contact/');
    const theForm = page.locator('form#contact-form');
    await theForm.getByLabel(form.labels.name).fill('Hala Odeh');
    await theForm.getByLabel(form.labels.email).fill('hala@example.com');
    await theForm.getByLabel(form.labels.phone).fill('+962 79 555 0101');
    await theForm.getByLabel(form.labels.subject).selectOption(form.subjects[2]!);
    await theForm.getByLabel(form.labels.message).fill('A sign and a menu, please.');
    await theForm.getByRole('button', { name: form.submit }).click();
    await startUp();
    await expect(theForm.getByRole('status')).toHaveText(messages.sent);
    expect(bodies).toEqual([
      {
        [fields.name]: 'Hala Odeh',
        [fields.email]: 'hala@example.com',
        [fields.phone]: '+962 79 555 0101',
        [fields.subject]: form.subjects[2],
        [fields.message]: 'A sign and a menu, please.',
      },
    ]);
  });

  test("a subject chosen before start-up wins over the one a job's link asked for", async ({
    page,
  }) => {
    const form = sectionOf('contact', 'contact-form');
    const job = getJobs()[1]!;
    const startUp = await openEarly(page, `/contact/?subject=${job.slug}`);
    const subject = page.locator('form#contact-form').getByLabel(form.labels.subject);
    await subject.selectOption(form.subjects[3]!);
    await startUp();
    await expect(page.locator('form#contact-form')).toHaveAttribute('data-hydrated', 'true');
    await expect(subject).toHaveValue(form.subjects[3]!);
  });

  test("a post's reply form sends what was typed before start-up", async ({ page }) => {
    const reply = sectionOf('blog-details', 'post-reply');
    const { endpoint, fields } = site.forms.reply;
    const bodies = await capture(page, endpoint!);
    const startUp = await openEarly(page, `/blog/${getPosts()[2]!.slug}/`);
    const form = page.locator('form#reply-form');
    await form.getByLabel(reply.labels.name).fill('Sami');
    await form.getByLabel(reply.labels.email).fill('sami@example.com');
    await form.getByLabel(reply.labels.comment).fill('Thank you for this.');
    await startUp();
    for (const [label, value] of [
      [reply.labels.name, 'Sami'],
      [reply.labels.email, 'sami@example.com'],
      [reply.labels.comment, 'Thank you for this.'],
    ] as const)
      await expect(form.getByLabel(label)).toHaveValue(value);
    await form.getByRole('button', { name: reply.submit }).click();
    await expect(form.getByRole('status')).toHaveText(messages.sent);
    expect(bodies).toEqual([
      {
        [fields.name]: 'Sami',
        [fields.email]: 'sami@example.com',
        [fields.comment]: 'Thank you for this.',
      },
    ]);
  });

  test("the footer's newsletter address typed before start-up is kept", async ({ page }) => {
    const startUp = await openEarly(page, '/light/about/');
    const email = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
    await email.fill('reader@example.com');
    await startUp();
    await expect(email).toHaveValue('reader@example.com');
    expect(await email.evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(true);
  });
});

test('the pricing period chosen before start-up stays chosen, with its prices', async ({
  page,
}) => {
  const { plans } = getPricing();
  const startUp = await openEarly(page, '/service/');
  await page.getByText('Yearly', { exact: true }).click();
  await startUp();
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
  const card = (plan: string): Locator =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
  for (const plan of plans)
    await expect(card(plan.title)).toContainText(`${plan.currency}${plan.prices.yearly}`, {
      useInnerText: true,
    });
});

/*
 * The Arabic pages run the same islands in another language and direction: what a visitor types there
 * in Arabic before start-up is kept and acted on in the same way.
 */
test.describe('Arabic pages', () => {
  const shopAr = getShop('ar');
  const productsAr = getProducts('ar');
  const titleAr = (id: string) => productsAr.find((p) => p.id === id)!.title;
  const priceAr = (amount: number) => formatPrice(amount, 'ar');

  test('the shop search typed in Arabic before start-up is kept and filters the products', async ({
    page,
  }) => {
    const search = page.getByRole('searchbox', { name: shopAr.text.catalogue.search });
    const startUp = await openEarly(page, '/ar/shop/');
    await search.fill('حزمة');
    await startUp();
    await expect(search).toHaveValue('حزمة');
    const packs = productsAr
      .filter((p) => p.title.includes('حزمة'))
      .sort((a, b) => b.added.localeCompare(a.added))
      .map((p) => p.title);
    expect(packs.length).toBeGreaterThan(1);
    await expect(page.getByRole('main').locator('article').getByRole('heading')).toHaveText(packs);
    await expect(page).toHaveURL(`/ar/shop/?q=${encodeURIComponent('حزمة')}`);
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
    const subtotal =
      price(first!.product) * 3 + rest.reduce((sum, i) => sum + price(i.product) * i.quantity, 0);
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
    const form = sectionOf('contact', 'contact-form', 'ar');
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
