import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { cards, hydrated, shownTitles } from './blog-helpers';
import { outDir } from './routes';
import { sectionOf } from './content-sections';
import { getPosts, getSite } from '../../content';
import { newestFirst, pagesFor, postsPerPage, sidebarTerms, TERM_PAGE } from '../oracles';
import type { Locale } from '../../content/locale';
import { en } from '../../components/i18n/en';
import { ar } from '../../components/i18n/ar';

/*
 * The pages of the blog's lists (content/list-pages.ts): page 2 and on at `…/page/n/`, in the four
 * trees, each its own static page with its canonical address and the links to the others; Load More
 * fetches the later pages' small cards.json. The first screen and Load More on page 1 are in
 * blog.spec.ts. The expectations follow from the content (the demo's 10 posts: three pages of the grid),
 * so these tests hold on a copy grown by `npm run scale` and on a blog of one page too.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const WORDS = { en, ar } as const;
const pagination = (page: Page, locale: Locale) =>
  page.getByRole('navigation', { name: WORDS[locale].postPages });

for (const [prefix, locale] of [
  ['', 'en'],
  ['/light', 'en'],
  ['/ar', 'ar'],
  ['/ar/light', 'ar'],
] as const) {
  test(`/blog/page/2/ holds the grid's next posts, with its canonical and its page links (${prefix || 'dark'})`, async ({
    page,
  }) => {
    const words = WORDS[locale];
    const posts = newestFirst(getPosts(locale));
    const size = sectionOf('blog', 'post-index', { locale }).initial;
    const pages = pagesFor(posts.length, size);
    const response = await page.goto(`${prefix}/blog/page/2/`);
    if (pages === 1) {
      // A blog of one page: no page 2, and no page links on page 1.
      expect(response?.status()).toBe(404);
      await page.goto(`${prefix}/blog/`);
      await expect(pagination(page, locale)).toHaveCount(0);
      return;
    }
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
    expect(await shownTitles(page)).toEqual(posts.slice(size, size * 2).map((p) => p.title));
    const first = cards(page).first();
    await expect(first.getByRole('img', { name: posts[size]!.thumbnail.alt })).toBeAttached();
    await expect(first.getByText(posts[size]!.excerpt)).toBeVisible();
    const localePrefix = locale === 'ar' ? '/ar' : '';
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(`${localePrefix}/blog/page/2/`, getSite().url).href,
    );
    await expect(page).toHaveTitle(new RegExp(words.pageNumber.replace('{n}', '2'), 'i'));

    const nav = pagination(page, locale);
    await expect(
      nav.getByRole('link', { name: words.pageNumber.replace('{n}', '2') }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: words.pagePrevious })).toHaveAttribute(
      'href',
      `${prefix}/blog/`,
    );
    if (pages > 2)
      await expect(nav.getByRole('link', { name: words.pageNext })).toHaveAttribute(
        'href',
        `${prefix}/blog/page/3/`,
      );
    else await expect(nav.getByRole('link', { name: words.pageNext })).toHaveCount(0);
    // The arrows and the numbers: every page's up to 7 pages (1, 2, 3 for the demo), then 1 to 5, a
    // gap and the last.
    await expect(
      nav.getByRole('link', { name: words.pageNumber.replace('{n}', String(pages)) }),
    ).toHaveAttribute('href', `${prefix}/blog/page/${pages}/`);
    await expect(nav.getByRole('link')).toHaveCount((pages <= 7 ? pages : 6) + (pages > 2 ? 2 : 1));
  });
}

test('page 1 links to page 2 with plain links, and the last page has no Next', async ({ page }) => {
  await page.goto('/blog/');
  const nav = pagination(page, 'en');
  const size = sectionOf('blog', 'post-index').initial;
  const last = pagesFor(getPosts().length, size);
  if (last === 1) {
    // One page of posts: no page links at all, and nothing to load.
    await expect(nav).toHaveCount(0);
    return;
  }
  await expect(nav.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute(
    'href',
    '/blog/page/2/',
  );
  await page.goto(`/blog/page/${last}/`);
  expect(await shownTitles(page)).toEqual(
    newestFirst(getPosts())
      .slice((last - 1) * size)
      .map((p) => p.title),
  );
  await expect(pagination(page, 'en').getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: sectionOf('blog', 'post-index').loadMore }),
  ).toHaveCount(0);
});

test('Load More on page 2 fetches page 3’s cards.json only, a few KB, and no page', async ({
  page,
}) => {
  const posts = newestFirst(getPosts('ar'));
  const index = sectionOf('blog', 'post-index', { locale: 'ar' });
  const pages = pagesFor(posts.length, index.initial);
  test.skip(pages < 2, `content/posts/ holds ${posts.length} posts, one page: there is no page 2`);
  const fetched: string[] = [];
  await page.goto('/ar/blog/page/2/');
  await hydrated(page);
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/ar/blog/') && !pathname.endsWith('.txt')) fetched.push(pathname);
  });
  if (pages === 2) {
    // Page 2 is the last: it holds the rest, with nothing more to load.
    expect(await shownTitles(page)).toEqual(posts.slice(index.initial).map((p) => p.title));
    await expect(page.getByRole('button', { name: index.loadMore })).toHaveCount(0);
    return;
  }
  await page.getByRole('button', { name: index.loadMore }).click();
  // Page 2's posts, and `step` more: for the demo the last two, after which there is no more to load.
  const shown = posts.slice(index.initial, index.initial * 2 + index.step);
  await expect(cards(page)).toHaveCount(shown.length);
  expect(await shownTitles(page)).toEqual(shown.map((p) => p.title));
  // The revealed cards are the Arabic page's own: links in the Arabic tree.
  const lastShown = shown.at(-1)!;
  await expect(
    cards(page).last().getByRole('link', { name: lastShown.title, exact: true }),
  ).toHaveAttribute('href', `/ar/blog/${lastShown.slug}/`);
  await expect(page.getByRole('button', { name: index.loadMore })).toHaveCount(
    posts.length > index.initial + shown.length ? 1 : 0,
  );
  expect(fetched).toEqual(['/ar/blog/page/3/cards.json']);
  const cardsJson = await page.request.get('/ar/blog/page/3/cards.json');
  expect((await cardsJson.body()).length).toBeLessThan(12 * 1024);
});

test('the list and the terms paginate by their own first screen', async ({ page }) => {
  const posts = newestFirst(getPosts());
  const listSize = postsPerPage('blog-list');
  const response = await page.goto('/light/blog-list/page/2/');
  if (posts.length > listSize)
    expect(await shownTitles(page)).toEqual(
      posts.slice(listSize, listSize * 2).map((p) => p.title),
    );
  else expect(response?.status()).toBe(404);
  // A term's page shows its first screen (for the demo every term fits on one page: no page links).
  const size = postsPerPage(TERM_PAGE.tag);
  const tag = sidebarTerms('tag')[0]!;
  await page.goto(`${tag.href}/`);
  expect(await shownTitles(page)).toEqual(tag.posts.slice(0, size).map((p) => p.title));
  await expect(pagination(page, 'en')).toHaveCount(tag.posts.length > size ? 1 : 0);
});

test('the later pages are in the sitemap, in both languages', () => {
  const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
  const site = getSite().url;
  for (const [list, size] of [
    ['/blog/', sectionOf('blog', 'post-index').initial],
    ['/blog-list/', postsPerPage('blog-list')],
  ] as const) {
    const last = pagesFor(getPosts().length, size);
    for (const lang of ['', '/ar']) {
      for (let n = 2; n <= last; n++)
        expect(sitemap).toContain(`<loc>${new URL(`${lang}${list}page/${n}/`, site).href}</loc>`);
      expect(sitemap).not.toContain(`${lang}${list}page/${last + 1}/</loc>`);
    }
  }
});
