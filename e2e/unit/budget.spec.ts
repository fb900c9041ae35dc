import { expect, test } from '@playwright/test';
import {
  gzipSize,
  KIB,
  LIMIT_KIB,
  measurePage,
  median,
  scriptUrls,
  SHOP_LIMIT_KIB,
} from '../../tools/js-budget';

const html = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en" class="dark"><head>${head}</head><body>${body}</body></html>`;

const files: Record<string, string> = {
  '/_next/static/chunks/main.js': 'console.log("main");'.repeat(50),
  '/_next/static/chunks/page.js': 'export const page = 1;',
  '/_next/static/chunks/preloaded.js': 'var preloaded = [1, 2, 3];',
  '/_next/static/chunks/module.js': 'import "./main.js";',
};
const readAsset = (url: string) => {
  const file = files[url];
  if (file === undefined) throw new Error(`no file ${url}`);
  return file;
};

test.describe('JS budget', () => {
  test('collects /_next/ scripts (not nomodule ones), script preloads and module preloads once each, in order', () => {
    const page = html(
      `<script src="/_next/static/chunks/main.js" async=""></script>
       <script src='/_next/static/chunks/page.js?dpl=abc'></script>
       <script src="/_next/static/chunks/main.js"></script>
       <script src="https://cdn.example.com/x.js"></script>
       <script src="/vendor/local.js"></script>
       <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
       <script>var markup = '<script src="/_next/static/chunks/inline.js">';</script>`,
      `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/preloaded.js"/>
       <link rel="modulepreload" href="/_next/static/chunks/module.js">
       <link rel="preload" as="style" href="/_next/static/css/app.css">
       <link rel="stylesheet" href="/_next/static/css/app.css">
       <link rel="preload" as="font" href="/_next/static/media/inter.woff2" crossorigin="">
       <!-- <script src="/_next/static/chunks/commented.js"></script> -->`,
    );
    expect(scriptUrls(page)).toEqual([
      '/_next/static/chunks/preloaded.js',
      '/_next/static/chunks/module.js',
      '/_next/static/chunks/main.js',
      '/_next/static/chunks/page.js',
    ]);
  });

  test('sums the gzipped (level 9) sizes of the scripts a page loads', () => {
    const page = html(
      `<script src="/_next/static/chunks/main.js"></script><script src="/_next/static/chunks/page.js"></script>`,
    );
    const budget = measurePage('/about/', page, readAsset);
    const expected =
      gzipSize(readAsset('/_next/static/chunks/main.js')) +
      gzipSize(readAsset('/_next/static/chunks/page.js'));
    expect(budget.page).toBe('/about/');
    expect(budget.gzipBytes).toBe(expected);
    // Repetitive text compresses: the gzipped size is below the raw one.
    expect(gzipSize(readAsset('/_next/static/chunks/main.js'))).toBeLessThan(
      readAsset('/_next/static/chunks/main.js').length,
    );
    expect(budget.limitBytes).toBe(LIMIT_KIB * KIB);
    expect(budget.over).toBe(false);
  });

  test('uses the cache of sizes shared across pages', () => {
    const sizes = new Map<string, number>([['/_next/static/chunks/page.js', 100 * KIB]]);
    const budget = measurePage(
      '/',
      html('<script src="/_next/static/chunks/page.js"></script>'),
      readAsset,
      sizes,
    );
    expect(budget.gzipBytes).toBe(100 * KIB);
  });

  test('gives the shop pages of both trees the shop limit, and nothing else', () => {
    const page = html('<script src="/_next/static/chunks/page.js"></script>');
    const size = new Map([['/_next/static/chunks/page.js', (LIMIT_KIB + 1) * KIB]]);
    for (const path of ['/shop/', '/shop/cart/', '/light/shop/aurora-poster-set/']) {
      const budget = measurePage(path, page, readAsset, new Map(size));
      expect(budget.limitBytes, path).toBe(SHOP_LIMIT_KIB * KIB);
      expect(budget.over, path).toBe(false);
    }
    for (const path of ['/about/', '/blog/shop-news/', '/light/', '/shopping/']) {
      const budget = measurePage(path, page, readAsset, new Map(size));
      expect(budget.limitBytes, path).toBe(LIMIT_KIB * KIB);
      expect(budget.over, path).toBe(true);
    }
  });

  test('flags a page over its limit, and not one exactly at it', () => {
    const page = html('<script src="/_next/static/chunks/page.js"></script>');
    const at = measurePage(
      '/a/',
      page,
      readAsset,
      new Map([['/_next/static/chunks/page.js', LIMIT_KIB * KIB]]),
    );
    expect(at.over).toBe(false);
    const over = measurePage(
      '/b/',
      page,
      readAsset,
      new Map([['/_next/static/chunks/page.js', LIMIT_KIB * KIB + 1]]),
    );
    expect(over.over).toBe(true);
  });

  test('a page that loads a missing script fails loudly', () => {
    expect(() =>
      measurePage('/x/', html('<script src="/_next/static/chunks/gone.js"></script>'), readAsset),
    ).toThrow(/gone\.js/);
  });

  test('median', () => {
    expect(median([])).toBe(0);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
