import { expect, test, type Locator, type Page } from './fixtures';
import { getJobs, getPosts, getPricing, getShop, getSite } from '../../content';
import { sectionOf } from './content-sections';
import { capture, openEarly } from './early-input';
import { en } from '../../components/i18n/en';

/*
 * Forms filled in before start-up (issue 16, see early-input.ts): the checkout's billing fields, country
 * and order, the contact, reply and newsletter forms, and the pricing period.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const shop = getShop();

test.describe('checkout', () => {
  const text = shop.text.checkout;
  const f = text.fields;
  // The country the form opens on (the first) and one of its states; the last country to change to.
  const home = shop.countries[0]!;
  const state = home.regions.at(-1)!;
  const abroad = shop.countries.at(-1)!;
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
    await field(page, f.state).selectOption(state);
  };

  test('every billing field keeps what was typed before start-up, and the order can be placed', async ({
    page,
  }) => {
    const startUp = await openEarly(page, '/shop/checkout/');
    await fillAll(page);
    await startUp();
    for (const [label, value] of typed) await expect(field(page, label)).toHaveValue(value);
    await expect(field(page, f.country)).toHaveValue(home.code);
    await expect(field(page, f.state)).toHaveValue(state);
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
    test.skip(abroad === home, 'the content offers a single country');
    const startUp = await openEarly(page, '/shop/checkout/');
    await field(page, f.country).selectOption({ label: abroad.name });
    await startUp();
    await expect(field(page, f.country)).toHaveValue(abroad.code);
    await expect(field(page, f.state).getByRole('option')).toHaveText([
      text.chooseState,
      ...abroad.regions,
    ]);
    await field(page, f.state).selectOption(abroad.regions[0]!);
    await expect(field(page, f.state)).toHaveValue(abroad.regions[0]!);
  });
});

test.describe('forms', () => {
  const site = getSite();
  const { messages } = site.forms;

  test('the contact form sends what was typed and chosen before start-up, when Send was pressed then too', async ({
    page,
  }) => {
    const form = sectionOf('contact', 'contact-form');
    // The last subject: the first is the one the form opens on.
    const subject = form.subjects.at(-1)!;
    const { endpoint, fields } = site.forms.contact;
    const bodies = await capture(page, endpoint!);
    const startUp = await openEarly(page, '/contact/');
    const theForm = page.locator('form#contact-form');
    await theForm.getByLabel(form.labels.name).fill('Hala Odeh');
    await theForm.getByLabel(form.labels.email).fill('hala@example.com');
    await theForm.getByLabel(form.labels.phone).fill('+962 79 555 0101');
    await theForm.getByLabel(form.labels.subject).selectOption(subject);
    await theForm.getByLabel(form.labels.message).fill('A sign and a menu, please.');
    await theForm.getByRole('button', { name: form.submit }).click();
    await startUp();
    await expect(theForm.getByRole('status')).toHaveText(messages.sent);
    expect(bodies).toEqual([
      {
        [fields.name]: 'Hala Odeh',
        [fields.email]: 'hala@example.com',
        [fields.phone]: '+962 79 555 0101',
        [fields.subject]: subject,
        [fields.message]: 'A sign and a menu, please.',
      },
    ]);
  });

  test("a subject chosen before start-up wins over the one a job's link asked for", async ({
    page,
  }) => {
    const form = sectionOf('contact', 'contact-form');
    // The second opening where there is one; a subject of the page's own chosen over it.
    const jobs = getJobs();
    test.skip(!jobs.length, 'the content has no job opening, so no Apply link');
    const job = jobs[1] ?? jobs[0]!;
    const subjectChosen = form.subjects.at(-1)!;
    const startUp = await openEarly(page, `/contact/?subject=${job.slug}`);
    const subject = page.locator('form#contact-form').getByLabel(form.labels.subject);
    await subject.selectOption(subjectChosen);
    await startUp();
    await expect(page.locator('form#contact-form')).toHaveAttribute('data-hydrated', 'true');
    await expect(subject).toHaveValue(subjectChosen);
  });

  test("a post's reply form sends what was typed before start-up", async ({ page }) => {
    const reply = sectionOf('blog-details', 'post-reply');
    const { endpoint, fields } = site.forms.reply;
    const bodies = await capture(page, endpoint!);
    const startUp = await openEarly(page, `/blog/${getPosts().at(-1)!.slug}/`);
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
    const email = page.getByRole('contentinfo').getByRole('textbox', { name: en.footerEmail });
    await email.fill('reader@example.com');
    await startUp();
    await expect(email).toHaveValue('reader@example.com');
    expect(await email.evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(true);
  });
});

test('the pricing period chosen before start-up stays chosen, with its prices', async ({
  page,
}) => {
  const { plans, periods } = getPricing();
  const startUp = await openEarly(page, '/service/');
  await page.getByText(periods.yearly, { exact: true }).click();
  await startUp();
  await expect(page.getByRole('radio', { name: periods.yearly })).toBeChecked();
  await expect(page.getByRole('radio', { name: periods.monthly })).not.toBeChecked();
  const card = (plan: string): Locator =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: plan, exact: true }) });
  for (const plan of plans)
    await expect(card(plan.title)).toContainText(`${plan.currency}${plan.prices.yearly}`, {
      useInnerText: true,
    });
});
