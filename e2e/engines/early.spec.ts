import { getPage, getPosts, getProducts, getShop } from '../../content';
import { searchedText } from '../oracles';
import { countLine } from '../site/blog-helpers';
import { MAX_RESULTS } from '../../components/search/engine';
import type { SectionOf } from '../../content/sections';
import type { Driver, Target } from './driver';
import { expect, interactive, pollPage, test } from './fixtures';
import type { Proxy } from './proxy';

/*
 * Early input in this project's engine (as e2e/site/early-input.spec.ts in Chromium): the page is
 * opened with the framework's chunks held back by the proxy, as on a slow network, and a search is
 * typed into the server-rendered HTML before React has started. Once the chunks are let through, the
 * field still holds what was typed and the page has acted on it (the paint-first loader's replay,
 * pipeline/hydration/paint-first.ts).
 */

test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ driver }) => {
  await driver.resize(1280, 900);
});

/** Opens `path` with the chunks held, lets `act` type, then lets the chunks through. */
async function early(driver: Driver, proxy: Proxy, path: string, act: () => Promise<void>) {
  const release = proxy.hold();
  try {
    await driver.goto(path, { until: 'dom' });
    await act();
    const started = await driver.run(() =>
      document.documentElement.hasAttribute('data-interactive'),
    );
    expect(started, 'the visitor acted before start-up').toBe(false);
  } finally {
    release();
  }
  await interactive(driver);
}

const value = (driver: Driver, target: Target) =>
  driver.read(target, (el) => (el as HTMLInputElement).value);

test('the shop search typed before start-up is kept and filters the products', async ({
  driver,
  probeProxy,
}) => {
  const shop = getShop();
  const search: Target = { role: 'searchbox', name: shop.text.catalogue.search, exact: true };
  const { from, to } = shop.catalogue.price;
  const inRange = getProducts()
    .filter((p) => p.price >= from && p.price <= to)
    .sort((a, b) => b.added.localeCompare(a.added));
  test.skip(inRange.length === 0, 'no product is priced within the opening price range');
  // The longest word of the newest title in range, as a visitor types it.
  const word = inRange[0]!.title
    .toLowerCase()
    .split(/\s+/)
    .reduce((a, b) => (b.length > a.length ? b : a));
  await early(driver, probeProxy, '/shop/', () => driver.type(search, word));
  expect(await value(driver, search)).toBe(word);
  const kits = inRange
    .filter((p) =>
      [p.title, p.summary, p.category, p.brand, ...p.tags].join(' ').toLowerCase().includes(word),
    )
    .slice(0, shop.catalogue.pageSize)
    .map((p) => p.title);
  expect(kits.length).toBeGreaterThan(0);
  await pollPage(driver, 'the products found', () =>
    [...document.querySelectorAll('main article')].map((card) =>
      (card.querySelector('h2, h3')?.textContent ?? '').trim(),
    ),
  ).toEqual(kits);
  await pollPage(driver, 'the address', () => location.pathname + location.search).toBe(
    `/shop/?q=${encodeURIComponent(word)}`,
  );
});

test('a blog query typed in Arabic before start-up is kept and filters the posts', async ({
  driver,
  probeProxy,
}) => {
  const index = getPage('blog', 'ar').sections!.find(
    (s) => s.type === 'post-index',
  ) as SectionOf<'post-index'>;
  // The word of the Arabic posts' titles that the most posts hold (the longest of those).
  const posts = getPosts('ar');
  const holding = (word: string) => posts.filter((p) => searchedText(p).includes(word));
  const query = posts
    .flatMap((p) => p.title.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length > 2)
    .map((w) => ({ w, n: holding(w).length }))
    .reduce((a, b) => (b.n > a.n || (b.n === a.n && b.w.length > a.w.length) ? b : a)).w;
  const box: Target = { role: 'searchbox', name: index.search.label, exact: true };
  await early(driver, probeProxy, '/ar/blog/', () => driver.type(box, query));
  expect(await value(driver, box)).toBe(query);
  const found = holding(query);
  expect(found.length).toBeGreaterThan(0);
  // The search (Pagefind, over the posts' pages) finds at least the posts whose title, excerpt,
  // category or tags hold the word, and says how many it found.
  await expect
    .poll(() => driver.read({ role: 'status', within: 'main' }, (el) => el.textContent))
    .toMatch(
      new RegExp(
        `${countLine(index.search.matches, query).source}|${countLine(index.search.one, query).source}`,
      ),
    );
  // Today every one of them; a copy grown by `npm run scale` has more, and shows the first MAX_RESULTS
  // hits. The page answers 'all found' or what it shows.
  await pollPage(
    driver,
    'the posts found',
    (titles: string[], max: number) => {
      const shown = [...document.querySelectorAll('main article h2')].map((h) =>
        (h.textContent ?? '').trim(),
      );
      const right =
        titles.length <= max
          ? titles.every((title) => shown.includes(title))
          : shown.length === max;
      return right ? 'all found' : shown;
    },
    found.map((p) => p.title),
    MAX_RESULTS,
  ).toBe('all found');
});
