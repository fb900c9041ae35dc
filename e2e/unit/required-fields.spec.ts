import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { exportedRoutes, fileOf, isArabic } from '../site/routes';
import { fieldsOf } from './form-fields';

/*
 * Every form on EVERY page of the four trees says which fields it needs and needs exactly those: a field
 * whose label is marked with the asterisk (a `*` hidden from screen readers, in the label or right after
 * it) is required (`required`, or `aria-required="true"` where the form checks itself), and a required
 * field with a visible label carries the mark. Read from the HTML without a browser. The spec's own list
 * is held on every checkout page: "Checkout marks first name, last name, country, street address, town,
 * state, ZIP, phone and email as required with an asterisk", and nothing else. That an empty required
 * field is refused when the form is sent is the browser's part, for every kind of form
 * (e2e/site/forms-refuse-empty.spec.ts).
 */

/** The spec's nine checkout fields, by the name each has in the form. */
const CHECKOUT_REQUIRED = [
  'firstName',
  'lastName',
  'country',
  'street',
  'city',
  'state',
  'zip',
  'phone',
  'email',
].sort();

const routes = exportedRoutes();

test('every field marked * is required and every required field with a visible label is marked, on every page', () => {
  expect(routes.length).toBeGreaterThan(0);
  const problems: string[] = [];
  for (const route of routes)
    for (const field of fieldsOf(readFileSync(fileOf(route), 'utf8'))) {
      if (field.marked && !field.required)
        problems.push(`${route}: "${field.name}" is marked * but not required`);
      if (field.required && field.labelled && !field.marked)
        problems.push(`${route}: "${field.name}" is required but its label has no *`);
    }
  expect(problems).toEqual([]);
});

test("every checkout page requires and marks exactly the spec's nine billing fields", () => {
  const checkouts = routes.filter((route) => /^\/(ar\/)?(light\/)?shop\/checkout\/$/.test(route));
  expect(checkouts).toHaveLength(4);
  for (const route of checkouts) {
    // The billing form (the coupon and the footer's newsletter are forms of their own).
    const form = /<form\b[^>]*aria-labelledby="[^"]*billing"[^>]*>[\s\S]*?<\/form>/.exec(
      readFileSync(fileOf(route), 'utf8'),
    );
    expect(form, `${route}: the billing form`).not.toBeNull();
    const marked = fieldsOf(form![0]).filter((f) => f.marked || f.required);
    expect(marked.filter((f) => !(f.marked && f.required))).toEqual([]);
    const required = marked.map((f) => f.name);
    expect(required.sort(), `${route} (${isArabic(route) ? 'Arabic' : 'English'})`).toEqual(
      CHECKOUT_REQUIRED,
    );
  }
});

test('the reading finds a mark inside a label and right after it, and a required field without one', () => {
  const html = `<form>
    <label for="a">Name<span aria-hidden="true" class="text-accent"> <!-- -->*</span></label><input id="a" name="a" required=""/>
    <p><label for="b">City</label><span aria-hidden="true" class="x">*</span></p><input id="b" name="b"/>
    <label for="c">Phone</label><input id="c" name="c" required=""/>
    <label for="d" class="sr-only">Email</label><input id="d" name="d" type="email" required=""/>
    <input type="hidden" name="e"/></form>`;
  expect(fieldsOf(html)).toEqual([
    { name: 'a', id: 'a', required: true, marked: true, labelled: true },
    { name: 'b', id: 'b', required: false, marked: true, labelled: true },
    { name: 'c', id: 'c', required: true, marked: false, labelled: true },
    { name: 'd', id: 'd', required: true, marked: false, labelled: false },
  ]);
});
