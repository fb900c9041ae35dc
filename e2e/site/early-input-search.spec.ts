import { expect, test, type Page } from './fixtures';
import { getPosts, getProducts, getShop } from '../../content';
import { searchedText } from '../oracles';
import { countLine } from './blog-helpers';
import { MAX_RESULTS } from '../../components/search/engine';
import { sectionOf } from './content-sections';
import { openEarly } from './early-input';
import { escape, longestWord } from './catalogue-helpers';

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
  /** The products the catalogue opens on (in its price range), newest first. */
  const inRange = products
    .filter((p) => p.price >= from && p.price <= to)
    .sort((a, b) => b.added.localeCompare(a.added));
  const newest = inRange[0]!;
  const query = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;

  test('the search typed before start-up is kept and filters the products', async ({ page }) => {
    const startUp = await openEarly(page, '/shop/');
    // A word of the newest product's title, as a visitor would type it.
    const word = longestWord(newest.title);
    await search(page).fill(word);
    await startUp();
    await expect(search(page)).toHaveValue(word);
    const found = titles((p) => searched(p, word));
    expect(found.length).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(found.length);
    expect(await shown(page)).toEqual(found);
    await expect(page).toHaveURL(`/shop/${query({ q: word })}`);
  });

  test('categories and brands ticked before start-up stay ticked and filter the products', async ({
    page,
  }) => {
    // The newest product's category and brand; another category stays unticked.
    const { category, brand } = newest;
    const other = inRange.find((p) => p.category !== category)?.category;
    const box = (name: string) => page.getByRole('checkbox', { name, exact: true });
    const startUp = await openEarly(page, '/shop/');
    await box(category).check();
    await box(brand).check();
    await startUp();
    await expect(box(category)).toBeChecked();
    await expect(box(brand)).toBeChecked();
    if (other) await expect(box(other)).not.toBeChecked();
    const expected = titles((p) => p.category === category && p.brand === brand);
    expect(expected.length).toBeGreaterThan(0);
    await expect(cards(page)).toHaveCount(expected.length);
    expect(await shown(page)).toEqual(expected);
    await expect(page).toHaveURL(new RegExp(escape(query({ category }).slice(1))));
    await expect(page).toHaveURL(new RegExp(escape(query({ brand }).slice(1))));
  });

  test('the sort chosen and a tag pressed before start-up order and filter the products', async ({
    page,
  }) => {
    // A tag of the newest product that has one.
    const tag = inRange.find((p) => p.tags.length)?.tags[0];
    test.skip(!tag, 'no product in the price range has a tag');
    const startUp = await openEarly(page, '/shop/');
    const sort = page.getByRole('combobox', { name: text.sortLabel });
    await sort.selectOption({ label: text.sort.priceDesc });
    await page.getByRole('button', { name: tag, exact: true }).click();
    await startUp();
    await expect(sort).toHaveValue('price-desc');
    await expect(page.getByRole('button', { name: tag, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const graphics = products
      .filter((p) => p.price >= from && p.price <= to && p.tags.includes(tag!))
      .sort((a, b) => b.price - a.price)
      .map((p) => p.title);
    await expect(cards(page)).toHaveCount(graphics.length);
    expect(await shown(page)).toEqual(graphics);
  });

  test('a search typed before start-up joins the filters of the address', async ({ page }) => {
    // The category of the oldest product in range, and a word of its title.
    const product = inRange.at(-1)!;
    const { category } = product;
    const word = longestWord(product.title);
    const startUp = await openEarly(page, `/shop/${query({ category })}`);
    await search(page).fill(word);
    await startUp();
    await expect(search(page)).toHaveValue(word);
    await expect(page.getByRole('checkbox', { name: category, exact: true })).toBeChecked();
    const expected = titles((p) => p.category === category && searched(p, word));
    expect(expected.length).toBeGreaterThan(0);
    expect(await shown(page)).toEqual(expected);
    await expect(page).toHaveURL(new RegExp(escape(query({ q: word }).slice(1))));
    await expect(page).toHaveURL(new RegExp(escape(query({ category }).slice(1))));
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
  /** A text's whole words, lower-case. */
  const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u);
  /** The posts of `locale` whose title, excerpt, category or tags hold `word` as a whole word. */
  const holding = (locale: 'en' | 'ar', word: string) =>
    getPosts(locale).filter((p) => wordsOf(searchedText(p)).includes(word));
  /**
   * Something to search for: of the titles' longest plain words (letters only, as typed), the one most
   * posts hold, the longer first.
   */
  const searchWord = (locale: 'en' | 'ar') =>
    getPosts(locale)
      .map((p) => wordsOf(p.title).filter((w) => /^\p{L}+$/u.test(w)))
      .filter((words) => words.length)
      .map((words) => words.reduce((a, b) => (b.length > a.length ? b : a)))
      .sort(
        (a, b) =>
          holding(locale, b).length - holding(locale, a).length ||
          b.length - a.length ||
          a.localeCompare(b),
      )[0]!;
  // Arabic too: what is typed there is Arabic, and the count line is the Arabic page's.
  for (const [path, name, locale] of [
    ['/blog/', 'blog', 'en'],
    ['/light/blog-list/', 'blog-list', 'en'],
    ['/ar/blog/', 'blog', 'ar'],
  ] as const) {
    test(`a query typed before start-up is kept and filters the posts (${path})`, async ({
      page,
    }) => {
      const index = sectionOf(name, 'post-index', { locale });
      const query = searchWord(locale);
      const startUp = await openEarly(page, path);
      const box = page.getByRole('searchbox', { name: index.search.label });
      await box.fill(query);
      await startUp();
      await expect(box).toHaveValue(query);
      // The search (Pagefind, over the posts' pages) finds at least the posts whose title, excerpt,
      // category or tags hold the word.
      const found = holding(locale, query);
      expect(found.length).toBeGreaterThan(0);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        new RegExp(
          `${countLine(index.search.matches, query).source}|${countLine(index.search.one, query).source}`,
        ),
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
    const word = searchWord('en');
    test.skip(word.length < 3, `the category '${word}' is too short to type around`);
    const startUp = await openEarly(page, '/blog/');
    const box = page.getByRole('searchbox', { name: index.search.label });
    // The word without its second letter…
    await box.pressSequentially(word[0]! + word.slice(2));
    // …back to after the first, without typing: the missing letter goes there.
    for (let i = 0; i < word.length - 2; i++) await box.press('ArrowLeft');
    await startUp();
    await box.press(word[1] === ' ' ? 'Space' : word[1]!);
    await expect(box).toHaveValue(word);
    await expect(page.getByRole('main').getByRole('status')).toContainText(word);
  });
});
