import { expect, test, type Page } from './fixtures';
import { getPosts, getProducts, getShop } from '../../content';
import { searchText } from '../../content/blog';
import { countLine } from './blog-helpers';
import { MAX_RESULTS } from '../../components/search/engine';
import { sectionOf } from './content-sections';
import { openEarly } from './early-input';

/*
 * Searches, filters and sorts used before start-up (issue 16, see early-input.ts): the shop catalogue's
 * search, categories, brands, sort, tags and price slider, and the blog's search in both languages.
 */

test.use({ viewport: { width: 1280, height: 900 } });

const shop = getShop();
const products = getProducts();

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
      const index = sectionOf(name, 'post-index', { locale });
      const startUp = await openEarly(page, path);
      const box = page.getByRole('searchbox', { name: index.search.label });
      await box.fill(query);
      await startUp();
      await expect(box).toHaveValue(query);
      // The search (Pagefind, over the posts' pages) finds at least the posts whose title, excerpt,
      // category or tags hold the word.
      const found = getPosts(locale).filter((p) => searchText(p).includes(query));
      expect(found.length).toBeGreaterThan(1);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        countLine(index.search.matches, query),
      );
      const titles = page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
      await expect(titles.first()).toBeVisible();
      // Today every one of them; a copy grown by `npm run scale` has more, and shows the first
      // MAX_RESULTS hits.
      const shown = await titles.allTextContents();
      if (found.length <= MAX_RESULTS)
        for (const post of found) expect(shown).toContain(post.title);
      else expect(shown).toHaveLength(MAX_RESULTS);
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
