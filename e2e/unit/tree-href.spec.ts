import { expect, test } from '@playwright/test';
import {
  isSitePage,
  localeOf,
  otherLocalePath,
  otherTreePath,
  splitPath,
  treeHref,
  treeOf,
} from '../../components/ui/tree-href';

test.describe('links keep the visitor in their theme tree', () => {
  test('root paths gain a trailing slash, and /light under the light tree', () => {
    expect(treeHref('/', 'dark')).toBe('/');
    expect(treeHref('/', 'light')).toBe('/light/');
    expect(treeHref('/about', 'dark')).toBe('/about/');
    expect(treeHref('/about', 'light')).toBe('/light/about/');
    expect(treeHref('/blog/blog-details/', 'light')).toBe('/light/blog/blog-details/');
    expect(treeHref('/marketing-agency#service', 'light')).toBe('/light/marketing-agency/#service');
    expect(treeHref('/shop?sort=low', 'dark')).toBe('/shop/?sort=low');
  });

  test('files, anchors and other sites are left alone', () => {
    expect(treeHref('/images/logo-dark.svg', 'light')).toBe('/images/logo-dark.svg');
    expect(treeHref('#service', 'light')).toBe('#service');
    expect(treeHref('https://www.instagram.com/rawnaq.studio', 'light')).toBe(
      'https://www.instagram.com/rawnaq.studio',
    );
    expect(treeHref('mailto:hello@rawnaq.studio', 'light')).toBe('mailto:hello@rawnaq.studio');
    expect(treeHref('//cdn.example.com/a', 'light')).toBe('//cdn.example.com/a');
    expect(treeHref('HTTPS://EXAMPLE.COM/A', 'light')).toBe('HTTPS://EXAMPLE.COM/A');
    // A file is known by its last segment's extension, before any query or anchor.
    expect(treeHref('/report.pdf#page=2', 'light')).toBe('/report.pdf#page=2');
    expect(treeHref('/images/a.svg?v=2', 'light')).toBe('/images/a.svg?v=2');
    expect(treeHref('/IMAGES/LOGO.SVG', 'light')).toBe('/IMAGES/LOGO.SVG');
  });

  test('a page whose path has a colon, a dotted folder or a file in its query is still a page', () => {
    expect(treeHref('/notes:2024', 'light')).toBe('/light/notes:2024/');
    expect(treeHref('/docs/v1.2/intro', 'light')).toBe('/light/docs/v1.2/intro/');
    expect(treeHref('/shop?file=a.pdf', 'light')).toBe('/light/shop/?file=a.pdf');
    expect(treeHref('/shop/#a.pdf', 'dark')).toBe('/shop/#a.pdf');
  });

  test('only a path of this site that is not a file is a page of it', () => {
    expect(['/', '/about/', '/shop/?file=a.pdf', '/light/blog/x/#top'].map(isSitePage)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      [
        '//cdn.example.com/a/',
        'https://example.com/',
        '#top',
        'about/',
        '/images/a.svg',
        '/a.pdf#p=2',
      ].map(isSitePage),
    ).toEqual([false, false, false, false, false, false]);
  });

  test('the theme switch leads to the same page in the other tree', () => {
    expect(otherTreePath('/')).toBe('/light/');
    expect(otherTreePath('/light')).toBe('/');
    expect(otherTreePath('/light/')).toBe('/');
    expect(otherTreePath('/about')).toBe('/light/about/');
    expect(otherTreePath('/about/')).toBe('/light/about/');
    expect(otherTreePath('/light/blog/blog-details/')).toBe('/blog/blog-details/');
    expect(otherTreePath('/lighthouse/')).toBe('/light/lighthouse/');
  });

  test('a path belongs to the light tree only under /light/', () => {
    expect(treeOf('/light/about/')).toBe('light');
    expect(treeOf('/light')).toBe('light');
    expect(treeOf('/lighthouse/')).toBe('dark');
    expect(treeOf('/')).toBe('dark');
  });
});

test.describe('links keep the visitor in their language', () => {
  test('Arabic pages are under /ar/ and /ar/light/', () => {
    expect(treeHref('/', 'dark', 'ar')).toBe('/ar/');
    expect(treeHref('/about', 'dark', 'ar')).toBe('/ar/about/');
    expect(treeHref('/about', 'light', 'ar')).toBe('/ar/light/about/');
    expect(treeHref('/shop?sort=low', 'light', 'ar')).toBe('/ar/light/shop/?sort=low');
    expect(treeHref('/images/logo-dark.svg', 'light', 'ar')).toBe('/images/logo-dark.svg');
  });

  test('a path tells its language, theme and root path', () => {
    expect(splitPath('/ar/light/blog/x/')).toEqual({
      locale: 'ar',
      tree: 'light',
      root: '/blog/x/',
    });
    expect(splitPath('/ar')).toEqual({ locale: 'ar', tree: 'dark', root: '/' });
    expect(splitPath('/archive/')).toEqual({ locale: 'en', tree: 'dark', root: '/archive/' });
    expect(splitPath('/light/ar/')).toEqual({ locale: 'en', tree: 'light', root: '/ar/' });
    expect(splitPath('')).toEqual({ locale: 'en', tree: 'dark', root: '/' });
    expect(splitPath('/ar/light?x=1')).toEqual({ locale: 'ar', tree: 'light', root: '/?x=1' });
    expect(localeOf('/ar/light/')).toBe('ar');
    expect(localeOf('/arabic/')).toBe('en');
  });

  test('the theme switch keeps the language, the language switch keeps the theme', () => {
    expect(otherTreePath('/ar/about/')).toBe('/ar/light/about/');
    expect(otherTreePath('/ar/light/')).toBe('/ar/');
    expect(otherLocalePath('/')).toBe('/ar/');
    expect(otherLocalePath('/light/shop/cart/')).toBe('/ar/light/shop/cart/');
    expect(otherLocalePath('/ar/light/shop/cart/')).toBe('/light/shop/cart/');
    expect(otherLocalePath('/ar')).toBe('/');
  });
});
