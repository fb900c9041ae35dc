import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { cards, hydrated, shownTitles } from './blog-helpers';
import { scriptUrls } from '../../tools/js-budget';
import { outDir } from './routes';
import { getPosts } from '../../content';
import {
  addressWord,
  newestFirst,
  postsPerPage,
  recentPosts,
  sidebarTerms,
  TERM_PAGE,
  type BlogTerm,
} from '../oracles';
import { sectionOf } from './content-sections';

/*
 * The blog's index as a reader uses it: the grid and the list with 'Load More Blog', the sidebar's
 * categories, recent posts, archives and tags leading to real pages. Its search box is in
 * blog-search.spec.ts, a post in blog-post.spec.ts. Texts come from content/.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const posts = newestFirst(getPosts());
const index = sectionOf('blog', 'post-index');

/** How many cards show after each press of Load More (at most `presses`), from `first` shown. */
function afterPresses(first: number, step: number, presses: number): number[] {
  const counts: number[] = [];
  for (let shown = first; counts.length < presses && shown < posts.length;)
    counts.push((shown = Math.min(shown + step, posts.length)));
  return counts;
}
const list = sectionOf('blog-list', 'post-index');

for (const prefix of ['', '/light']) {
  test(`the grid shows its first posts, then more per Load More Blog, with no button once all are shown (${prefix || 'dark'})`, async ({
    page,
  }) => {
    // Up to two presses, each revealing `step` more (the demo's 10 posts are then all shown; a copy
    // grown by `npm run scale` keeps the button; a blog of a few posts has no button at all).
    const first = Math.min(posts.length, index.initial);
    const counts = afterPresses(first, index.step, 2);
    const total = counts.at(-1) ?? first;
    await page.goto(`${prefix}/blog/`);
    await hydrated(page);
    await expect(cards(page)).toHaveCount(first);
    const card = cards(page).first();
    const post = posts[0]!;
    await expect(card.getByRole('img', { name: post.thumbnail.alt })).toBeAttached();
    await expect(card.getByRole('link', { name: post.category })).toHaveAttribute(
      'href',
      `${prefix}/blog/category/${addressWord(post.category)}/`,
    );
    await expect(card.getByRole('heading', { name: post.title })).toBeVisible();
    await expect(card.getByText(post.excerpt)).toBeVisible();
    await expect(
      card.getByRole('link', { name: `${index.readMore} – ${post.title}`, exact: true }),
    ).toHaveAttribute('href', `${prefix}/blog/${post.slug}/`);

    // Load More fetches the later pages' cards, a few KB each, and nothing else of the blog.
    const fetched: string[] = [];
    page.on('requestfinished', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith(`${prefix}/blog/`)) fetched.push(pathname);
    });
    const more = page.getByRole('button', { name: index.loadMore });
    for (const count of counts) {
      await more.click();
      await expect(cards(page)).toHaveCount(count);
    }
    await expect(more).toHaveCount(posts.length > total ? 1 : 0);
    // The later pages the shown cards reach into, each fetched once: a page holds the first screen's worth.
    const pages = Math.ceil(total / postsPerPage('blog'));
    expect(fetched.filter((path) => !path.endsWith('.txt'))).toEqual(
      Array.from({ length: pages - 1 }, (_, i) => `${prefix}/blog/page/${i + 2}/cards.json`),
    );
    expect(await shownTitles(page)).toEqual(posts.slice(0, total).map((p) => p.title));
    // Focus moved to the first post the last press revealed, not lost with the button (a grown copy
    // keeps the button, and the focus on it).
    if (counts.length) {
      const revealed = counts.at(-2) ?? first;
      await expect(
        posts.length > total
          ? more
          : cards(page)
              .nth(revealed)
              .getByRole('link', { name: posts[revealed]!.title, exact: true }),
      ).toBeFocused();
    }
  });
}

test('the list shows its first wide cards, then more per press', async ({ page }) => {
  const first = Math.min(posts.length, list.initial);
  const counts = afterPresses(first, list.step, 2);
  await page.goto('/blog-list/');
  await hydrated(page);
  await expect(cards(page)).toHaveCount(first);
  const box = await cards(page).first().boundingBox();
  expect(box!.width).toBeGreaterThan(box!.height);
  const more = page.getByRole('button', { name: list.loadMore });
  for (const count of counts) {
    await more.click();
    await expect(cards(page)).toHaveCount(count);
  }
  // All posts shown: the button is gone; a grown copy keeps it.
  const total = counts.at(-1) ?? first;
  await expect(more).toHaveCount(posts.length > total ? 1 : 0);
  expect(await shownTitles(page)).toEqual(posts.slice(0, total).map((p) => p.title));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the grid and the list show their first posts and lead page by page to every post', async ({
    page,
  }) => {
    // Next, page after page, to the last: today's 10 posts are 3 and 2 pages. A grown copy's lists run to
    // many pages: the walk takes the first four, then the last page's number. That every page of every
    // list holds its posts in order is read from out/ (post-pages.spec.ts).
    const WALKED = 4;
    for (const [path, size] of [
      ['/blog/', index.initial],
      ['/blog-list/', list.initial],
    ] as const) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Pages of posts' });
      const seen: string[] = [];
      for (let walked = 1; ; walked++) {
        const titles = await shownTitles(page);
        expect(titles.length, page.url()).toBeLessThanOrEqual(size);
        seen.push(...titles);
        const next = nav.getByRole('link', { name: 'Next page' });
        if ((await next.count()) === 0 || walked === WALKED) break;
        const href = await next.getAttribute('href');
        await next.click();
        await expect(page).toHaveURL(href!);
      }
      expect(seen).toEqual(posts.slice(0, seen.length).map((p) => p.title));
      const pages = Math.ceil(posts.length / size);
      if (pages > WALKED) {
        await nav.getByRole('link', { name: `Page ${pages}`, exact: true }).click();
        await expect(page).toHaveURL(`${path}page/${pages}/`);
        expect(await shownTitles(page)).toEqual(
          posts.slice((pages - 1) * size).map((p) => p.title),
        );
        await expect(nav.getByRole('link', { name: 'Next page' })).toHaveCount(0);
      } else expect(seen).toHaveLength(posts.length);
    }
  });
});

test.describe('sidebar', () => {
  test('categories, archives and tags link to pages listing just their posts, with counts', async ({
    page,
  }) => {
    await page.goto('/blog/');
    const aside = page.getByRole('complementary');
    // Every category, the 12 newest months and the 20 most used tags: today every month and tag.
    const titles = { category: 'categories', archive: 'archives', tag: 'tags' } as const;
    const link = (term: BlogTerm) =>
      aside.getByRole('link', { name: `${term.name} (${term.posts.length})`, exact: true });
    for (const kind of ['category', 'archive', 'tag'] as const) {
      const terms = sidebarTerms(kind);
      for (const term of terms) await expect(link(term)).toHaveAttribute('href', `${term.href}/`);
      // Those links and no more: a category the posts do not use has none.
      const title = page.getByRole('heading', { name: index.sidebar[titles[kind]], exact: true });
      await expect(aside.locator('section').filter({ has: title }).getByRole('link')).toHaveCount(
        terms.length,
      );
    }

    const category = sidebarTerms('category').at(-1)!;
    await link(category).click();
    await expect(page).toHaveURL(`${category.href}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(category.name);
    // A term's page shows its first 12 (all of today's); the rest are on its later pages.
    const termPage = (term: BlogTerm) => term.posts.slice(0, postsPerPage(TERM_PAGE[term.kind]));
    expect(await shownTitles(page)).toEqual(termPage(category).map((p) => p.title));
    await expect(link(category)).toHaveAttribute('aria-current', 'page');

    for (const term of [sidebarTerms('archive')[0]!, sidebarTerms('tag')[0]!]) {
      await page.goto(`/light${term.href}/`);
      expect(await shownTitles(page)).toEqual(termPage(term).map((p) => p.title));
    }
  });

  test('Recent Posts links to the newest three (or as many as there are)', async ({ page }) => {
    await page.goto('/blog-list/');
    const recent = page
      .getByRole('complementary')
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: index.sidebar.recent }) });
    const links = recent.getByRole('link');
    await expect(links).toHaveCount(recentPosts().length);
    for (const [i, post] of recentPosts().entries())
      await expect(links.nth(i)).toHaveAttribute('href', `/blog/${post.slug}/`);
  });
});

test('the blog pages load no Swiper', () => {
  // The scripts each exported blog page loads (its own, not what link prefetching fetches for other
  // pages), as the JS budget counts them.
  const pages = [
    'blog',
    'blog-list',
    `blog/${posts[0]!.slug}`,
    sidebarTerms('tag')[0]!.href.slice(1),
  ];
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
