import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getPosts } from '../../content';
import { decodeEntities } from '../../pipeline/html-entities';
import { outDir } from '../site/routes';
import { pageCount, pagePath } from '../../content/list-pages';
import {
  pageNumbers,
  pageOfParams,
  pageParam,
  postsOfPage,
} from '../../components/sections/post-pages';
import { cardsOf } from '../../pipeline/post-cards';
import {
  newestFirst,
  onPage,
  pageAt,
  pageNumbersShown,
  pagesFor,
  postsPerPage,
  TERM_PAGE,
  termsOf,
} from '../oracles';

/* How a list of posts is cut into pages, and what its pagination shows, at any size. */

test('a list is cut into pages of its first screen, page 1 at its own address', () => {
  expect(pageCount(10, 4)).toBe(3);
  expect(pageCount(10, 5)).toBe(2);
  expect(pageCount(0, 4)).toBe(1);
  expect(pageCount(1000, 4)).toBe(250);
  expect(pagePath('/blog', 1)).toBe('/blog');
  expect(pagePath('/blog', 2)).toBe('/blog/page/2');
  expect(pagePath('/blog/tag/design', 3)).toBe('/blog/tag/design/page/3');
  const posts = Array.from({ length: 10 }, (_, i) => i);
  expect(postsOfPage(posts, 1, 4)).toEqual([0, 1, 2, 3]);
  expect(postsOfPage(posts, 3, 4)).toEqual([8, 9]);
});

test('the pagination shows at most 7 numbers at any size, the current one always among them', () => {
  // A single page shows its one number, no gap; up to 7 pages show all of theirs.
  expect(pageNumbers(1, 1)).toEqual([1]);
  expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
  expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  // From 8 pages a gap stands for the pages left out, on the side they are left out.
  expect(pageNumbers(1, 8)).toEqual([1, 2, 3, 4, 5, null, 8]);
  expect(pageNumbers(3, 8)).toEqual([1, 2, 3, 4, 5, null, 8]);
  expect(pageNumbers(4, 8)).toEqual([1, null, 3, 4, 5, null, 8]);
  expect(pageNumbers(5, 8)).toEqual([1, null, 4, 5, 6, null, 8]);
  expect(pageNumbers(6, 8)).toEqual([1, null, 4, 5, 6, 7, 8]);
  expect(pageNumbers(1, 250)).toEqual([1, 2, 3, 4, 5, null, 250]);
  expect(pageNumbers(120, 250)).toEqual([1, null, 119, 120, 121, null, 250]);
  expect(pageNumbers(250, 250)).toEqual([1, null, 246, 247, 248, 249, 250]);
  // Checked in plain code and reported at once: an expect() a case made this test take a second.
  const wrong: string[] = [];
  for (const pages of [1, 7, 8, 9, 30, 250])
    for (let page = 1; page <= pages; page++) {
      const numbers = pageNumbers(page, pages);
      if (
        numbers.filter((n) => n !== null).length > 7 ||
        !numbers.includes(page) ||
        numbers[0] !== 1 ||
        numbers.at(-1) !== pages
      )
        wrong.push(`page ${page} of ${pages}: ${numbers.join(' ')}`);
    }
  expect(wrong).toEqual([]);
});

test('at every size the pages and their numbers follow the rules of e2e/oracles.ts', () => {
  const wrong: string[] = [];
  const same = (what: string, a: unknown, b: unknown) => {
    if (JSON.stringify(a) !== JSON.stringify(b)) wrong.push(`${what}: ${a}, not ${b}`);
  };
  for (let pages = 1; pages <= 30; pages++)
    for (let page = 1; page <= pages; page++)
      same(
        `numbers of page ${page} of ${pages}`,
        pageNumbers(page, pages).filter((n) => n !== null),
        pageNumbersShown(page, pages),
      );
  const items = Array.from({ length: 60 }, (_, i) => i);
  for (let count = 0; count <= items.length; count += 5)
    for (const size of [1, 4, 5, 12]) {
      const list = items.slice(0, count);
      same(`pages of ${count} by ${size}`, pageCount(count, size), pagesFor(count, size));
      for (let page = 1; page <= pagesFor(count, size); page++) {
        same(
          `page ${page} of ${count} by ${size}`,
          postsOfPage(list, page, size),
          onPage(list, page, size),
        );
        same(`address of page ${page}`, pagePath('/blog/tag/x', page), pageAt('/blog/tag/x', page));
      }
    }
  expect(wrong).toEqual([]);
});

test('a later page is a number from 2; anything else is no page', () => {
  expect(pageParam('2')).toBe(2);
  expect(pageParam('1')).toBeUndefined();
  expect(pageParam('02')).toBeUndefined();
  expect(pageParam('x')).toBeUndefined();
  expect(pageParam('10')).toBe(10);
  expect(pageParam('x2')).toBeUndefined();
  expect(pageParam('2x')).toBeUndefined();
  expect(pageParam('')).toBeUndefined();
  expect(pageParam(undefined)).toBeUndefined();
});

test("a list's optional page segment: none is page 1, /page/n/ is page n from 2, anything else no page", () => {
  expect(pageOfParams(undefined)).toBe(1);
  expect(pageOfParams([])).toBe(1);
  expect(pageOfParams(['page', '3'])).toBe(3);
  expect(pageOfParams(['page', '1'])).toBeUndefined();
  expect(pageOfParams(['pages', '3'])).toBeUndefined();
  expect(pageOfParams(['page'])).toBeUndefined();
  expect(pageOfParams(['page', '3', 'x'])).toBeUndefined();
});

test("cards.json holds each card of the page's marked list, as the page has it", () => {
  const html =
    '<main><ul class="grid" data-post-cards=""><li><article><h2><a href="/light/blog/a/">A</a></h2></article></li>' +
    '<li><article><p>B</p></article></li></ul><nav><ul><li><a href="/blog/">1</a></li></ul></nav></main>';
  expect(cardsOf(html)).toEqual([
    '<article><h2><a href="/light/blog/a/">A</a></h2></article>',
    '<article><p>B</p></article>',
  ]);
  expect(() => cardsOf('<main><ul><li>x</li></ul></main>', '/blog/page/2/')).toThrow(
    /\/blog\/page\/2\/ has no <ul data-post-cards>/,
  );
});

test('the exported pages of every list of posts hold its posts once, in order, in both languages', () => {
  // What a visitor without JavaScript reaches by Next after Next (blog.spec.ts walks the first pages
  // and the last in a browser), read from out/ for every page of every list: the grid, the list, and
  // each category, tag and month, their posts by the rules of e2e/oracles.ts.
  const titleOf = (card: string) =>
    decodeEntities((/<h2\b[^>]*>([\s\S]*?)<\/h2>/.exec(card)?.[1] ?? '').replace(/<[^>]+>/g, ''));
  const wrong: string[] = [];
  for (const locale of ['en', 'ar'] as const) {
    const posts = newestFirst(getPosts(locale));
    const lists = [
      { root: '/blog', posts, size: postsPerPage('blog') },
      { root: '/blog-list', posts, size: postsPerPage('blog-list') },
      ...(['category', 'tag', 'archive'] as const).flatMap((kind) =>
        termsOf(kind, locale).map((term) => ({
          root: term.href,
          posts: term.posts,
          size: postsPerPage(TERM_PAGE[kind]),
        })),
      ),
    ];
    for (const list of lists) {
      const root = `${locale === 'ar' ? '/ar' : ''}${list.root}`;
      const pages = pagesFor(list.posts.length, list.size);
      const shown = Array.from({ length: pages }, (_, i) => pageAt(root, i + 1)).flatMap((path) =>
        cardsOf(readFileSync(join(outDir, path, 'index.html'), 'utf8'), path).map(titleOf),
      );
      const expected = list.posts.map((post) => post.title);
      if (JSON.stringify(shown) !== JSON.stringify(expected))
        wrong.push(
          `${root}: ${shown.length} posts over ${pages} pages, not the ${expected.length} in order`,
        );
    }
  }
  expect(wrong).toEqual([]);
});
