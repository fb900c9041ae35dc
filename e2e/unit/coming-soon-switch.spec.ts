import { expect, test } from '@playwright/test';
import { rootPageName } from '../../components/layout/root-page';
import { getPageMeta } from '../../content';

test.describe('coming-soon switch (site.json comingSoon.atRoot)', () => {
  test('off: the root paths show the creative home', () => {
    expect(rootPageName({ comingSoon: { atRoot: false } })).toBe('home-creative');
  });

  test('on: the root paths show the coming-soon page, titled "Coming Soon"', () => {
    const name = rootPageName({ comingSoon: { atRoot: true } });
    expect(name).toBe('coming-soon');
    expect(getPageMeta(name).title).toBe('Coming Soon');
  });
});
