import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formsOf } from '../unit/form-fields';
import { exportedRoutes, fileOf, isArabic } from './routes';

/*
 * Every form of the export refuses to be sent while a required field is empty, in both languages: the
 * forms are read from every page's HTML (../unit/form-fields.ts) and told apart by their required
 * fields (the contact form, a post's reply form, the footer's newsletter, the checkout's billing form,
 * and any form added later), and each kind is opened on the first page that has it in each language.
 * There, each required field in turn is left empty with every other one filled, the form is submitted
 * by its button, and nothing may leave the page (no request but a GET, no new address) while the empty
 * field is marked invalid (`:invalid` for the browser's own check, aria-invalid where the form checks
 * itself). That every field marked * is required is read on every page (required-fields.spec.ts).
 */

type Kind = { route: string; required: string[] };

const kinds = new Map<string, Kind>();
for (const route of exportedRoutes()) {
  const locale = isArabic(route) ? 'ar' : 'en';
  for (const { required } of formsOf(readFileSync(fileOf(route), 'utf8'))) {
    const key = `${locale}: ${required.join(', ')}`;
    if (required.length && !kinds.has(key)) kinds.set(key, { route, required });
  }
}

test.use({ viewport: { width: 1280, height: 900 } });

/** Index, among the page's forms, of the one whose required fields are `required`. */
const formIndex = (page: Page, required: string[]) =>
  page.evaluate((names) => {
    const requiredOf = (form: HTMLFormElement) =>
      [...form.querySelectorAll('input, select, textarea')]
        .filter((el) => el.hasAttribute('required') || el.getAttribute('aria-required') === 'true')
        .map((el) => el.getAttribute('name') ?? el.id);
    return [...document.forms].findIndex((form) => requiredOf(form).join() === names.join());
  }, required);

/** Fills each required field of the form but `empty` with a value its type takes. */
const fillAllBut = (page: Page, index: number, empty: string) =>
  page.evaluate(
    ([at, skip]) => {
      const form = document.forms[at as number]!;
      const set = (
        el: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
        value: string,
      ) => {
        const proto = Object.getPrototypeOf(el) as object;
        Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(el, value);
        el.dispatchEvent(new Event('input', { bubbles: true }));
        el.dispatchEvent(new Event('change', { bubbles: true }));
      };
      for (const el of form.querySelectorAll<HTMLInputElement>('input, select, textarea')) {
        const required = el.required || el.getAttribute('aria-required') === 'true';
        if (!required || (el.name || el.id) === skip) continue;
        if (el instanceof HTMLSelectElement) {
          const option = [...el.options].find((o) => o.value !== '');
          if (option) set(el, option.value);
        } else if (el.type === 'checkbox' || el.type === 'radio') el.checked = true;
        else
          set(
            el,
            el.type === 'email'
              ? 'lina@example.com'
              : el.type === 'tel'
                ? '+962 6 464 2290'
                : 'Rawnaq',
          );
      }
    },
    [index, empty] as const,
  );

for (const [key, { route, required }] of kinds) {
  test(`the form of ${route} (${key}) is not sent while a required field is empty`, async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    for (const empty of required) {
      await page.goto(route);
      await expect(page.locator('html[data-interactive]')).toBeAttached();
      const index = await formIndex(page, required);
      expect(index, `${route}: the form`).toBeGreaterThanOrEqual(0);
      const form = page.locator('form').nth(index);
      const field = form.locator(`[name="${empty}"], [id="${empty}"]`).first();
      // A select that always holds a choice (the checkout's country) cannot be left empty.
      const canBeEmpty = await field.evaluate(
        (el) => !(el instanceof HTMLSelectElement) || [...el.options].some((o) => o.value === ''),
      );
      if (!canBeEmpty) continue;
      await fillAllBut(page, index, empty);
      const address = page.url();
      await form
        .locator('button:not([type="button"]):not([type="reset"]), input[type="submit"]')
        .first()
        .click();
      await expect
        .poll(
          () =>
            field.evaluate(
              (el) => el.matches(':invalid') || el.getAttribute('aria-invalid') === 'true',
            ),
          { message: `${route}: "${empty}" left empty is marked invalid` },
        )
        .toBe(true);
      expect(page.url(), `${route}: "${empty}" left empty`).toBe(address);
      expect(sent, `${route}: "${empty}" left empty`).toEqual([]);
    }
  });
}
