import { expect, test } from './fixtures';
import { getPageMeta } from '../../content';
import { fill } from '../oracles';
import { axeViolations } from './axe';
import { ready } from './shop-helpers';
import {
  text,
  products,
  from,
  to,
  expectTitles,
  shown,
  pageSize,
  pages,
  firstPage,
  results,
  firstResults,
  onFirstPage,
  longestWord,
  cards,
  note,
  minThumb,
  maxThumb,
  open,
} from './catalogue-helpers';

/*
 * The shop catalogue (issue 7), as a visitor uses it: the results note, pages, every filter alone and
 * together, sorting, the state in the address bar, a tampered address, and the page without JavaScript.
 * The price slider is in shop-price-slider.spec.ts.
 */

test.use({ viewport: { width: 1280, height: 900 } });

for (const tree of ['', '/light']) {
  test(`the catalogue shows a page of products at a time, with working pagination${tree ? ' (light)' : ''}`, async ({
    page,
  }) => {
    test.skip(shown.length === 0, 'no product is priced within the default price range');
    await open(page, `${tree}/shop/`);
    await expect(
      page.getByRole('heading', { level: 1, name: getPageMeta('shop').heading }),
    ).toBeVisible();
    await expect(note(page)).toHaveText(firstResults(shown.length));
    await expect(cards(page)).toHaveCount(firstPage);
    await expect(cards(page).first()).toContainText(shown[0]!);
    const pagination = page.getByRole('navigation', { name: text.pagination });
    const pageLink = (n: number) => pagination.getByRole('link', { name: fill(text.page, { n }) });
    if (pages === 1) {
      // Every product fits on one page: there is nothing to page through.
      await expect(pagination).toHaveCount(0);
    } else {
      await expect(pageLink(1)).toHaveAttribute('aria-current', 'page');
      await expect(pageLink(pages)).toBeVisible();
      await pagination.getByRole('link', { name: text.next }).click();
      const last = Math.min(2 * pageSize, shown.length);
      await expect(note(page)).toHaveText(results(pageSize + 1, last, shown.length));
      await expect(cards(page)).toHaveCount(last - pageSize);
      await expect(cards(page).first()).toContainText(shown[pageSize]!);
      await expect(page).toHaveURL(`${tree}/shop/?page=2`);
      await expect(pageLink(2)).toHaveAttribute('aria-current', 'page');
      await pagination.getByRole('link', { name: text.previous }).click();
      await expect(note(page)).toHaveText(firstResults(shown.length));
      await expect(pageLink(1)).toHaveAttribute('aria-current', 'page');
    }
    // A card leads to its product page.
    const first = cards(page).first().getByRole('link');
    const title = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
}

test('categories, brands, a tag and the search filter together and survive a reload', async ({
  page,
}) => {
  await open(page);
  await page.getByRole('checkbox', { name: 'Design', exact: true }).check();
  let titles = expectTitles((p) => p.category === 'Design');
  await expect(note(page)).toHaveText(firstResults(titles.length));
  await page.getByRole('checkbox', { name: 'Illustration' }).check();
  titles = expectTitles((p) => ['Design', 'Illustration'].includes(p.category));
  await expect(cards(page)).toHaveCount(onFirstPage(titles));

  await page.getByRole('checkbox', { name: 'Apple' }).check();
  titles = expectTitles(
    (p) => ['Design', 'Illustration'].includes(p.category) && p.brand === 'Apple',
  );
  await expect(cards(page)).toHaveCount(onFirstPage(titles));
  await expect(page).toHaveURL(/category=Design&category=Illustration&brand=Apple/);

  await page.reload();
  await ready(page);
  await expect(page.getByRole('checkbox', { name: 'Apple' })).toBeChecked();
  await expect(cards(page)).toHaveCount(onFirstPage(titles));
  for (const [i, title] of titles.slice(0, pageSize).entries())
    await expect(cards(page).nth(i)).toContainText(title);

  await page.getByRole('checkbox', { name: 'Apple' }).uncheck();
  await page.getByRole('checkbox', { name: 'Illustration' }).uncheck();
  const graphics = page.getByRole('button', { name: 'Graphics' });
  const brand = page.getByRole('button', { name: 'Brand', exact: true });
  await expect(graphics).toHaveAttribute('aria-pressed', 'false');
  await graphics.click();
  await expect(graphics).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(
    onFirstPage(expectTitles((p) => p.category === 'Design' && p.tags.includes('Graphics'))),
  );
  await brand.click();
  await expect(brand).toHaveAttribute('aria-pressed', 'true');
  await expect(graphics).toHaveAttribute('aria-pressed', 'false');
  titles = expectTitles((p) => p.category === 'Design' && p.tags.includes('Brand'));
  await expect(cards(page)).toHaveCount(onFirstPage(titles));

  // The longest word of a title the filters leave (of any product if they leave none) narrows them.
  const word = longestWord(titles[0] ?? products[0]!.title);
  await page.getByRole('searchbox', { name: text.search }).fill(word);
  titles = expectTitles(
    (p) =>
      p.category === 'Design' &&
      p.tags.includes('Brand') &&
      [p.title, p.summary, p.category, p.brand, ...p.tags].join(' ').toLowerCase().includes(word),
  );
  await expect(note(page)).toHaveText(firstResults(titles.length));
  await expect(cards(page)).toHaveCount(onFirstPage(titles));
  expect(await axeViolations(page)).toEqual([]);
});

test('nothing found says so, and clearing the filters brings every product back', async ({
  page,
}) => {
  await open(page);
  await page.getByRole('searchbox', { name: text.search }).fill('no such thing');
  await expect(note(page)).toHaveText(text.resultsNone);
  await expect(page.getByText(text.empty)).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('button', { name: text.clear }).first().click();
  await expect(note(page)).toHaveText(firstResults(shown.length));
  await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue('');
  await expect(page).toHaveURL('/shop/');
});

test('sorting by price orders the cards low to high and high to low', async ({ page }) => {
  await open(page);
  const sort = page.getByRole('combobox', { name: text.sortLabel });
  test.skip(shown.length === 0, 'no product is priced within the default price range');
  // Equal prices keep the newest first, as the catalogue sorts them.
  const inRange = products
    .filter((p) => p.price >= from && p.price <= to)
    .sort((a, b) => b.added.localeCompare(a.added));
  const cheapest = inRange.reduce((a, b) => (b.price < a.price ? b : a));
  const dearest = inRange.reduce((a, b) => (b.price > a.price ? b : a));
  await sort.selectOption({ label: text.sort.priceAsc });
  await expect(cards(page).first()).toContainText(cheapest.title);
  await expect(page).toHaveURL(/sort=price-asc/);
  await sort.selectOption({ label: text.sort.priceDesc });
  await expect(cards(page).first()).toContainText(dearest.title);
});

test('a tampered query string falls back to the defaults', async ({ page }) => {
  await open(page, '/shop/?min=abc&max=-40&category=Nope&brand=&tag=Food&sort=cheap&page=99');
  await expect(note(page)).toHaveText(firstResults(shown.length));
  await expect(minThumb(page)).toHaveAttribute('aria-valuenow', String(from));
  await expect(maxThumb(page)).toHaveAttribute('aria-valuenow', String(to));
  for (const box of await page.getByRole('checkbox').all()) await expect(box).not.toBeChecked();
  await open(page, '/shop/?min=300&max=100');
  await expect(minThumb(page)).toHaveAttribute('aria-valuenow', String(from));
  await expect(maxThumb(page)).toHaveAttribute('aria-valuenow', String(to));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every product card in the default price range is on the page', async ({ page }) => {
    await page.goto('/shop/');
    // The first page's cards, then the rest of those in the default price range.
    await expect(cards(page)).toHaveCount(shown.length);
    await expect(page.getByText(firstResults(shown.length), { exact: true })).toBeVisible();
  });
});
