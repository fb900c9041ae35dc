import { expect, test } from './fixtures';
import { getShop } from '../../content';
import { openEarly } from './early-input';
import { ready } from './shop-helpers';
import { rangeValueShown } from '../oracles';
import {
  shop,
  products,
  from,
  to,
  firstResults,
  escape,
  onFirstPage,
  cards,
  note,
  minThumb,
  maxThumb,
  open,
} from './catalogue-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

/*
 * The price slider's rules (spec section 9) over the content's settings, so that any range, step and
 * starting values an editor sets are held to them: the keys go by Radix's steps (snapped to the grid
 * from the minimum, refused when they would bring the handles closer than one step), Home and End as
 * far as the other handle lets, the wheel by 1 % of the range (at most 1), a click on the bar one step
 * of the nearer handle.
 */
const { min, max, step } = shop.catalogue.price;
const tidy = (value: number) => Math.round(value * 1e9) / 1e9;
const within = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
type Values = readonly [number, number];
/** What the slider shows first: the content's starting values, one step apart at least. */
const startValues = (): Values => {
  const low = within(from, min, max - step);
  return [low, within(to, low + step, max)];
};
/** An arrow key (`steps` 1) or Page Up/Down (10) on handle `i`. */
const keyed = (values: Values, i: 0 | 1, steps: number): Values => {
  const next: [number, number] = [...values];
  next[i] = tidy(
    within(min + Math.round((values[i] + steps * step - min) / step) * step, min, max),
  );
  return next[1] - next[0] >= step - 1e-9 ? next : values;
};
const wheelBy = Math.min(1, (max - min) / 100);
const shownAs = (value: number) => String(tidy(value));
/** The number of products a price range leaves, and the note over the first page of them. */
const inRange = ([low, high]: Values) =>
  products.filter((p) => p.price >= low && p.price <= high).length;

test('the price slider: two named thumbs, keys, the results follow', async ({ page }) => {
  await open(page);
  const low = minThumb(page);
  const high = maxThumb(page);
  let values = startValues();
  const expectValues = async () => {
    await expect(low).toHaveAttribute('aria-valuenow', shownAs(values[0]));
    await expect(high).toHaveAttribute('aria-valuenow', shownAs(values[1]));
  };
  await expectValues();
  await expect(low).toHaveAttribute('aria-valuemin', String(min));
  await expect(high).toHaveAttribute('aria-valuemax', String(max));
  await expect(low).toHaveAttribute('aria-valuetext', `$${rangeValueShown(values[0], step)}`);

  await low.focus();
  await page.keyboard.press('ArrowRight');
  values = keyed(values, 0, 1);
  await expectValues();
  await page.keyboard.press('PageUp');
  values = keyed(values, 0, 10);
  await expectValues();
  await page.keyboard.press('Home');
  values = [min, values[1]];
  await expectValues();
  // End takes the lower handle up to one step below the upper one, which stays.
  await page.keyboard.press('End');
  values = [tidy(values[1] - step), values[1]];
  await expectValues();
  await page.keyboard.press('Home');
  values = [min, values[1]];

  await high.focus();
  await page.keyboard.press('Home');
  values = [min, tidy(min + step)];
  await expectValues();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('ArrowRight');
    values = keyed(values, 1, 1);
  }
  await expectValues();
  const left = inRange(values);
  await expect(note(page)).toHaveText(firstResults(left));
  await expect(page).toHaveURL(
    new RegExp(`min=${escape(shownAs(values[0]))}&max=${escape(shownAs(values[1]))}`),
  );
  await page.reload();
  await ready(page);
  await expect(maxThumb(page)).toHaveAttribute('aria-valuenow', shownAs(values[1]));
  await expect(cards(page)).toHaveCount(onFirstPage(Array.from({ length: left })));
});

test('the price slider: Shift and Ctrl with the wheel, and a click on the bar', async ({
  page,
}) => {
  await open(page);
  const low = minThumb(page);
  const high = maxThumb(page);
  let [lo, hi] = startValues();
  const bar = low.locator('xpath=../..');
  await bar.scrollIntoViewIfNeeded();
  const box = (await bar.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // Shift with the wheel up raises the lower handle, Ctrl with the wheel down lowers the upper one.
  await page.keyboard.down('Shift');
  await page.mouse.wheel(0, -100);
  await page.keyboard.up('Shift');
  lo = tidy(within(lo + wheelBy, min, hi - step));
  await expect(low).toHaveAttribute('aria-valuenow', shownAs(lo));
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, 100);
  await page.keyboard.up('Control');
  hi = tidy(within(hi - wheelBy, lo + step, max));
  await expect(high).toHaveAttribute('aria-valuenow', shownAs(hi));
  await expect(page).toHaveURL(new RegExp(`min=${escape(shownAs(lo))}&max=${escape(shownAs(hi))}`));
  // Half-way along the bar the nearer handle moves one step towards the click.
  const middle = (min + max) / 2;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  if (Math.abs(middle - lo) < Math.abs(middle - hi))
    lo = tidy(within(lo + Math.sign(middle - lo) * step, min, hi - step));
  else hi = tidy(within(hi + Math.sign(middle - hi) * step, lo + step, max));
  await expect(high).toHaveAttribute('aria-valuenow', shownAs(hi));
  await expect(low).toHaveAttribute('aria-valuenow', shownAs(lo));
  // Without a modifier the wheel scrolls the page and leaves the handles alone.
  await page.mouse.wheel(0, 100);
  await expect(low).toHaveAttribute('aria-valuenow', shownAs(lo));
  await expect(high).toHaveAttribute('aria-valuenow', shownAs(hi));
});

// The slider's widget joins once the page has started (components/range-slider/range-slider.tsx); the
// page as served shows its bar, with the chosen range where the widget then draws it.
for (const locale of ['en', 'ar'] as const)
  test(`the price bar as served has its range where the started slider draws it (${locale})`, async ({
    page,
  }) => {
    const words = getShop(locale).text.catalogue;
    const startUp = await openEarly(page, locale === 'ar' ? '/ar/shop/' : '/shop/');
    const range = page
      .getByRole('group', { name: words.price, exact: true })
      .locator('.bg-accent')
      .first();
    await range.scrollIntoViewIfNeeded();
    const served = (await range.boundingBox())!;
    expect(served.width).toBeGreaterThan(0);
    await startUp();
    await expect(page.getByRole('slider', { name: words.minPrice })).toBeVisible();
    const started = (await range.boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs(started[side] - served[side]), side).toBeLessThan(1);
  });
