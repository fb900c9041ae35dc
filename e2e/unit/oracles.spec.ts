import { expect, test } from '@playwright/test';
import type { Post } from '../../content/schema';
import {
  addressWord,
  fill,
  lineSubtotal,
  neighbours,
  newestFirst,
  pageAt,
  pageNumbersShown,
  pagesFor,
  priceShown,
  relatedTo,
  sumOf,
} from '../oracles';

/*
 * The rules the tests expect by (e2e/oracles.ts), each on a few made-up items with the answer written
 * out: a rule that is wrong would pass a wrong page.
 */

const post = (slug: string, date: string, category: string, tags: string[]) =>
  ({ slug, date, category, tags }) as unknown as Post;

test('posts are newest first, two of one day by slug', () => {
  const posts = [
    post('b', '2025-01-01', 'Tech', []),
    post('c', '2025-03-01', 'Tech', []),
    post('a', '2025-01-01', 'Tech', []),
  ];
  expect(newestFirst(posts).map((p) => p.slug)).toEqual(['c', 'a', 'b']);
});

test("a post's related posts: never itself, its category first, then more shared tags, then newer", () => {
  const me = post('me', '2025-05-01', 'Tech', ['Web', 'Design']);
  const posts = [
    me,
    post('old-same', '2024-01-01', 'Tech', []),
    post('new-other-two-tags', '2025-04-01', 'Travel', ['Web', 'Design']),
    post('new-same-one-tag', '2025-02-01', 'Tech', ['Web']),
    post('newest-other', '2025-06-01', 'Travel', []),
  ];
  expect(relatedTo(me, posts, 4).map((p) => p.slug)).toEqual([
    'new-same-one-tag',
    'old-same',
    'new-other-two-tags',
    'newest-other',
  ]);
  expect(relatedTo(me, posts, 2)).toHaveLength(2);
  expect(relatedTo(me, [me], 3)).toEqual([]);
});

test('pages: at least one, page 1 at the list itself, at most 7 numbers with the current one', () => {
  expect([pagesFor(0, 4), pagesFor(10, 4), pagesFor(12, 4)]).toEqual([1, 3, 3]);
  expect([pageAt('/blog', 1), pageAt('/blog', 2)]).toEqual(['/blog', '/blog/page/2']);
  expect(pageNumbersShown(2, 3)).toEqual([1, 2, 3]);
  expect(pageNumbersShown(1, 250)).toEqual([1, 2, 3, 4, 5, 250]);
  expect(pageNumbersShown(120, 250)).toEqual([1, 119, 120, 121, 250]);
  expect(pageNumbersShown(249, 250)).toEqual([1, 246, 247, 248, 249, 250]);
});

test('addresses, neighbours, texts and money', () => {
  expect(addressWord('UI / UX')).toBe('ui-ux');
  expect(addressWord('LifeStyle')).toBe('lifestyle');
  expect(neighbours(['a', 'b', 'c'], 'a')).toEqual({ previous: 'c', next: 'b' });
  expect(fill('Remove {product} ({n})', { product: 'Mug', n: 2 })).toBe('Remove Mug (2)');
  expect(sumOf([lineSubtotal(18.5, 3), lineSubtotal(0.1, 2)])).toBe(55.7);
  expect(priceShown(1234.5)).toBe('$1,234.50');
  expect(priceShown(605, 'ar')).toBe('605.00\u00a0$');
});
