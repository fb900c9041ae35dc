import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { scriptUrls } from '../../scripts/js-budget';
import { outDir } from './routes';
import { getPosts } from '../../content';
import {
  getArchives,
  getCategories,
  getRecentPosts,
  getTags,
  postsOf,
  searchText,
  termSlug,
} from '../../content/blog';
import { sectionOf } from './content-sections';

/** The search's count line for `query`, any count: its template with `{count}` as digits. */
const countLine = (template: string, query: string) =>
  new RegExp(
    `^${template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{count}', '\\d+')
      .replace('{query}', query)}$`,
  );

/*
 * The blog's index as a reader uses it: the grid and the list with 'Load More Blog', the sidebar's
 * search, categories, recent posts, archives and tags leading to real pages. A post is in
 * blog-post.spec.ts. Texts come from content/.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const posts = getPosts();
const index = sectionOf('blog', 'post-index');
const list = sectionOf('blog-list', 'post-index');

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const hydrated = (page: Page) =>
  expect(page.locator('[data-hydrated]').first()).toHaveAttribute('data-hydrated', 'true');

/** The titles of the posts shown, in order (each card's one heading). */
const shownTitles = (page: Page) => cards(page).getByRole('heading').allTextContents();

for (const prefix of ['', '/light']) {
  test(`the grid shows 4 posts, then 3 more per Load More Blog until all 10, then no button (${prefix || 'dark'})`, async ({
    page,
  }) => {
    expect(posts).toHaveLength(10);
    expect([index.initial, index.step]).toEqual([4, 3]);
    await page.goto(`${prefix}/blog/`);
    await hydrated(page);
    await expect(cards(page)).toHaveCount(4);
    const first = cards(page).first();
    const post = posts[0]!;
    await expect(first.getByRole('img', { name: post.thumbnail.alt })).toBeAttached();
    await expect(first.getByRole('link', { name: post.category })).toHaveAttribute(
      'href',
      `${prefix}/blog/category/${termSlug(post.category)}/`,
    );
    await expect(first.getByRole('heading', { name: post.title })).toBeVisible();
    await expect(first.getByText(post.excerpt)).toBeVisible();
    await expect(
      first.getByRole('link', { name: `${index.readMore} – ${post.title}`, exact: true }),
    ).toHaveAttribute('href', `${prefix}/blog/${post.slug}/`);

    // Load More fetches the later pages' cards, a few KB each, and nothing else of the blog.
    const fetched: string[] = [];
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(`${prefix}/blog/`)) fetched.push(pathname);
    });
    const more = page.getByRole('button', { name: index.loadMore });
    for (const count of [7, 10]) {
      await more.click();
      await expect(cards(page)).toHaveCount(count);
    }
    await expect(more).toHaveCount(0);
    expect(fetched.filter((path) => !path.endsWith('.txt'))).toEqual([
      `${prefix}/blog/page/2/cards.json`,
      `${prefix}/blog/page/3/cards.json`,
    ]);
    expect(await shownTitles(page)).toEqual(posts.map((p) => p.title));
    // Focus moved to the first post the last press revealed, not lost with the button.
    await expect(
      cards(page).nth(7).getByRole('link', { name: posts[7]!.title, exact: true }),
    ).toBeFocused();
  });
}

test('the list shows 5 wide cards, then 3 more per press', async ({ page }) => {
  expect([list.initial, list.step]).toEqual([5, 3]);
  await page.goto('/blog-list/');
  await hydrated(page);
  await expect(cards(page)).toHaveCount(5);
  const box = await cards(page).first().boundingBox();
  expect(box!.width).toBeGreaterThan(box!.height);
  const more = page.getByRole('button', { name: list.loadMore });
  await more.click();
  await expect(cards(page)).toHaveCount(8);
  await more.click();
  await expect(cards(page)).toHaveCount(10);
  await expect(more).toHaveCount(0);
  expect(await shownTitles(page)).toEqual(posts.map((p) => p.title));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the grid and the list show their first posts and lead page by page to every post', async ({
    page,
  }) => {
    for (const [path, size] of [
      ['/blog/', index.initial],
      ['/blog-list/', list.initial],
    ] as const) {
      await page.goto(path);
      const seen: string[] = [];
      for (;;) {
        const titles = await shownTitles(page);
        expect(titles.length, page.url()).toBeLessThanOrEqual(size);
        seen.push(...titles);
        const next = page
          .getByRole('navigation', { name: 'Pages of posts' })
          .getByRole('link', { name: 'Next page' });
        if ((await next.count()) === 0) break;
        const href = await next.getAttribute('href');
        await next.click();
        await expect(page).toHaveURL(href!);
      }
      expect(seen).toEqual(posts.map((p) => p.title));
    }
  });
});

test.describe('search', () => {
  // The posts whose title, excerpt, category or tags hold `word`: the search (Pagefind, over each post's
  // page) finds at least these.
  const holding = (word: string) => posts.filter((p) => searchText(p).includes(word));

  test('finds posts as the reader types, says how many match, and ships no post text with the page', async ({
    page,
  }) => {
    await page.goto('/blog/');
    await hydrated(page);
    // The page's payload holds this page's posts, not every post's text.
    const payload = await (await page.request.get('/blog/index.txt')).text();
    for (const post of posts.slice(index.initial)) expect(payload).not.toContain(post.excerpt);

    const box = page.getByRole('searchbox', { name: index.search.label });
    const status = page.getByRole('main').getByRole('status');

    await box.fill('travel');
    const travel = holding('travel');
    expect(travel.length).toBeGreaterThan(1);
    await expect(status).toHaveText(countLine(index.search.matches, 'travel'));
    await expect(cards(page).first()).toBeVisible();
    const titles = await shownTitles(page);
    for (const post of travel) expect(titles).toContain(post.title);
    // Every hit is a post, linked in the visitor's tree.
    for (const link of await cards(page).getByRole('heading').getByRole('link').all())
      expect(posts.map((p) => `/blog/${p.slug}/`)).toContain(await link.getAttribute('href'));
    await expect(page.getByRole('button', { name: index.loadMore })).toHaveCount(0);

    // Enter keeps the reader on the page with the same results.
    await box.press('Enter');
    await expect(page).toHaveURL(/\/blog\/$/);
    expect(await shownTitles(page)).toEqual(titles);

    await box.fill('zebra crossing');
    await expect(status).toHaveText(index.search.none.replace('{query}', 'zebra crossing'));
    await expect(cards(page)).toHaveCount(0);
    await page.getByRole('button', { name: index.search.clear }).click();
    await expect(box).toHaveValue('');
    await expect(cards(page)).toHaveCount(4);
    await expect(status).toHaveText('');
  });

  test('a search in the address (?q=) is applied on arrival', async ({ page }) => {
    const post = posts[3]!;
    const word = post.title
      .split(' ')
      .find((w) => w.length > 6)!
      .toLowerCase();
    await page.goto(`/light/blog/?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('searchbox', { name: index.search.label })).toHaveValue(word);
    await expect(cards(page).getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
      'href',
      `/light/blog/${post.slug}/`,
    );
  });
});

test.describe('sidebar', () => {
  test('categories, archives and tags link to pages listing just their posts, with counts', async ({
    page,
  }) => {
    await page.goto('/blog/');
    const aside = page.getByRole('complementary');
    for (const term of [...getCategories(), ...getArchives(), ...getTags()]) {
      await expect(
        aside.getByRole('link', { name: `${term.name} (${term.count})`, exact: true }),
      ).toHaveAttribute('href', `${term.href}/`);
      expect(postsOf(term)).toHaveLength(term.count);
    }
    expect(
      getCategories()
        .map((c) => c.name)
        .sort(),
    ).toEqual(['Branding', 'Event', 'LifeStyle', 'Tech', 'Travel']);

    const category = getCategories()[2]!;
    await aside.getByRole('link', { name: `${category.name} (${category.count})` }).click();
    await expect(page).toHaveURL(`${category.href}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(category.name);
    expect(await shownTitles(page)).toEqual(postsOf(category).map((p) => p.title));
    await expect(
      page
        .getByRole('complementary')
        .getByRole('link', { name: `${category.name} (${category.count})` }),
    ).toHaveAttribute('aria-current', 'page');

    for (const term of [getArchives()[0]!, getTags()[0]!]) {
      await page.goto(`/light${term.href}/`);
      expect(await shownTitles(page)).toEqual(postsOf(term).map((p) => p.title));
    }
  });

  test('Recent Posts links to the newest three', async ({ page }) => {
    await page.goto('/blog-list/');
    const recent = page
      .getByRole('complementary')
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: index.sidebar.recent }) });
    const links = recent.getByRole('link');
    await expect(links).toHaveCount(3);
    for (const [i, post] of getRecentPosts().entries())
      await expect(links.nth(i)).toHaveAttribute('href', `/blog/${post.slug}/`);
    expect(getRecentPosts()).toEqual(posts.slice(0, 3));
  });
});

test('the blog pages load no Swiper', () => {
  // The scripts each exported blog page loads (its own, not what link prefetching fetches for other
  // pages), as the JS budget counts them.
  const pages = ['blog', 'blog-list', `blog/${posts[0]!.slug}`, getTags()[0]!.href.slice(1)];
  for (const path of pages) {
    const html = readFileSync(join(outDir, path, 'index.html'), 'utf8');
    const urls = scriptUrls(html);
    expect(urls.length, path).toBeGreaterThan(3);
    const withSwiper = urls.filter((url) =>
      readFileSync(join(outDir, url), 'utf8').includes('swiper-wrapper'),
    );
    expect(withSwiper, path).toEqual([]);
  }
});
