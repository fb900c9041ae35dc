import { expect, test } from './fixtures';
import { cards, countLine, hydrated, shownTitles } from './blog-helpers';
import { getPosts } from '../../content';
import { newestFirst, searchedText } from '../oracles';
import { sectionOf } from './content-sections';
import { MAX_RESULTS } from '../../components/search/engine';

/*
 * The blog's search box as a reader uses it (components/islands/post-index.tsx): posts found as they type,
 * the count, the first 8 hits and Load More for the rest, a query sent in the address. Texts come from
 * content/; what a search must find follows from the posts (today's 10, or a grown copy's).
 */

test.use({ viewport: { width: 1280, height: 800 } });

const posts = newestFirst(getPosts());
const index = sectionOf('blog', 'post-index');

test.describe('search', () => {
  // The posts whose title, excerpt, category or tags hold `word`: the search (Pagefind, over each post's
  // page) finds at least these.
  const holding = (word: string) => posts.filter((p) => searchedText(p).includes(word));

  test('finds posts as the reader types, says how many match, and ships no post text with the page', async ({
    page,
  }) => {
    await page.goto('/blog/');
    await hydrated(page);
    // The page's payload holds this page's posts, not every post's text.
    const payload = await (await page.request.get('/blog/index.txt')).text();
    const firstScreen = new Set(posts.slice(0, index.initial).map((p) => p.excerpt));
    const later = posts.slice(index.initial).filter((p) => !firstScreen.has(p.excerpt));
    expect(later.filter((post) => payload.includes(post.excerpt))).toEqual([]);

    const box = page.getByRole('searchbox', { name: index.search.label });
    const status = page.getByRole('main').getByRole('status');

    // The category most posts are in, as a reader would type it.
    const categories = posts.map((p) => p.category);
    const word = categories
      .sort(
        (a, b) =>
          categories.filter((c) => c === b).length - categories.filter((c) => c === a).length,
      )[0]!
      .toLowerCase();
    await box.fill(word);
    const hits = holding(word);
    expect(hits.length).toBeGreaterThan(0);
    await expect(status).toHaveText(
      new RegExp(
        `${countLine(index.search.matches, word).source}|${countLine(index.search.one, word).source}`,
      ),
    );
    await expect(cards(page).first()).toBeVisible();
    // How many the search found (Pagefind reads each post's whole page: at least `hits`): every one
    // of them when they fit a screen, else the first MAX_RESULTS.
    const count = Number(/\d+/.exec((await status.textContent()) ?? '')?.[0] ?? 1);
    expect(count).toBeGreaterThanOrEqual(hits.length);
    const titles = await shownTitles(page);
    if (count <= MAX_RESULTS) for (const post of hits) expect(titles).toContain(post.title);
    else expect(titles).toHaveLength(MAX_RESULTS);
    // Every hit is a post, linked in the visitor's tree.
    for (const link of await cards(page).getByRole('heading').getByRole('link').all())
      expect(posts.map((p) => `/blog/${p.slug}/`)).toContain(await link.getAttribute('href'));
    // Load More is the hits' own past a screen of them (below).
    await expect(page.getByRole('button', { name: index.loadMore })).toHaveCount(
      count > MAX_RESULTS ? 1 : 0,
    );

    // Enter keeps the reader on the page with the same results.
    await box.press('Enter');
    await expect(page).toHaveURL(/\/blog\/$/);
    expect(await shownTitles(page)).toEqual(titles);

    await box.fill('zebra crossing');
    await expect(status).toHaveText(index.search.none.replace('{query}', 'zebra crossing'));
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: index.search.clear }).click();
    await expect(box).toHaveValue('');
    await expect(cards(page)).toHaveCount(Math.min(posts.length, index.initial));
    await expect(status).toHaveText('');
  });

  /**
   * The plain word (letters only, three or more) most posts of `locale` hold in their text, the longer
   * first, and how many posts hold it.
   */
  const commonWord = (locale: 'en' | 'ar') => {
    const held = new Map<string, number>();
    for (const post of getPosts(locale)) {
      // A link's address is not text the reader sees.
      const text = `${searchedText(post)} ${post.body.replace(/\]\([^)]*\)/g, ']')}`;
      const words = new Set(
        text
          .toLowerCase()
          .split(/[^\p{L}\p{M}\p{N}]+/u)
          .filter((w) => w.length >= 3 && /^\p{L}+$/u.test(w)),
      );
      for (const w of words) held.set(w, (held.get(w) ?? 0) + 1);
    }
    return (
      [...held].sort(([a, m], [b, n]) => n - m || b.length - a.length || a.localeCompare(b))[0] ?? [
        '',
        0,
      ]
    );
  };

  for (const [path, name, locale] of [
    ['/blog/', 'blog', 'en'],
    ['/ar/light/blog-list/', 'blog-list', 'ar'],
  ] as const)
    test(`a search that finds more posts than a screen shows ${MAX_RESULTS}, then more per Load More (${path})`, async ({
      page,
    }) => {
      // A word in nearly every post's text: all of the demo's 10 posts.
      const [word, held] = commonWord(locale);
      test.skip(
        held <= MAX_RESULTS,
        `content/posts/ holds ${getPosts(locale).length} posts (${locale}), no word in more than ${MAX_RESULTS} of them: no search finds more than a screen`,
      );
      const texts = sectionOf(name, 'post-index', { locale });
      const all = getPosts(locale).map(
        (p) => `${path.replace(/blog(-list)?\/$/, 'blog/')}${p.slug}/`,
      );
      await page.goto(path);
      await hydrated(page);
      await page.getByRole('searchbox', { name: texts.search.label }).fill(word);
      const status = page.getByRole('main').getByRole('status');
      await expect(status).toHaveText(countLine(texts.search.matches, word));
      const count = Number(/\d+/.exec((await status.textContent()) ?? '')?.[0]);
      expect(count).toBeGreaterThan(MAX_RESULTS);
      await expect(cards(page)).toHaveCount(MAX_RESULTS);
      const more = page.getByRole('button', { name: texts.loadMore });
      // Three presses at most: a grown copy finds hundreds.
      let shown = MAX_RESULTS;
      for (let press = 0; press < 3 && shown < count; press++) {
        await more.click();
        const before = shown;
        shown = Math.min(count, shown + texts.step);
        await expect(cards(page)).toHaveCount(shown);
        if (shown === count)
          // The button is gone: focus is on the first hit the last press showed.
          await expect(
            cards(page).nth(before).getByRole('heading').getByRole('link'),
          ).toBeFocused();
      }
      await expect(more).toHaveCount(shown < count ? 1 : 0);
      await expect(status).toHaveText(countLine(texts.search.matches, word));
      const hrefs = await cards(page)
        .getByRole('heading')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(new Set(hrefs).size, 'each post once').toBe(shown);
      expect(all).toEqual(expect.arrayContaining(hrefs));
    });

  test('a search in the address (?q=) is applied on arrival', async ({ page }) => {
    // A long word of a post's title (the fourth post's, or the first with one).
    const post = [...posts.slice(3), ...posts].find((p) =>
      p.title.split(' ').some((w) => w.length > 6),
    )!;
    const word = post.title
      .split(' ')
      .find((w) => w.length > 6)!
      .toLowerCase();
    await page.goto(`/light/blog/?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('searchbox', { name: index.search.label })).toHaveValue(word);
    const found = holding(word);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      new RegExp(
        `${countLine(index.search.matches, word).source}|${countLine(index.search.one, word).source}`,
      ),
    );
    // Today the word is in this post alone or a few more; on a grown copy, in its copies too, and the
    // hits are the first few of them.
    if (found.length <= MAX_RESULTS)
      await expect(
        cards(page).getByRole('link', { name: post.title, exact: true }),
      ).toHaveAttribute('href', `/light/blog/${post.slug}/`);
    // Each hit is a post, in the light tree (Pagefind's stemming finds more than `found`: "designer's"
    // finds "designing" too).
    const link = cards(page).getByRole('heading').getByRole('link').first();
    expect(posts.map((p) => `/light/blog/${p.slug}/`)).toContain(await link.getAttribute('href'));
  });
});
