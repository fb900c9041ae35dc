import { expect, test } from '@playwright/test';
import { scriptUrls } from '../../tools/js-budget';
import {
  hydrateChunks,
  inlinePayload,
  LOADER,
  paintFirst,
} from '../../pipeline/hydration/paint-first';
import {
  contentSecurityPolicy,
  directiveSources,
  hashSource,
  inlineScripts,
} from '../../pipeline/security/policy';

/* The post-export rewrite that makes pages paint before their framework scripts run. */

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/one.js" async=""></script>',
  '<script src="/_next/static/chunks/two.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '</head><body><main>Hi</main>',
  '<script>self.__next_f.push([1,"</body>"])</script>',
  '</body></html>',
].join('');

test('chunk scripts leave the head for one loader, last in the body, that lists them in order', () => {
  const html = paintFirst(page);
  expect(html).not.toContain('async=""></script>');
  expect(hydrateChunks(html)).toEqual([
    '/_next/static/chunks/one.js',
    '/_next/static/chunks/two.js',
  ]);
  // Everything else is as it was: the stylesheet, the legacy script, the inline payload.
  expect(html).toContain(
    '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  );
  expect(html).toContain('<script src="/_next/static/chunks/legacy.js" noModule=""></script>');
  expect(html).toContain('<script>self.__next_f.push([1,"</body>"])</script>');
  expect(html.split(LOADER)).toHaveLength(2);
  expect(
    html.endsWith(
      `<script data-hydrate="/_next/static/chunks/one.js /_next/static/chunks/two.js">${LOADER}</script></body></html>`,
    ),
  ).toBe(true);
  // The JS budget still counts what the page will load.
  expect(scriptUrls(html)).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);
});

test("Turbopack's runtime chunk goes last, the others stay in Next's order", () => {
  const chunk = (name: string) =>
    `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
  const html = paintFirst(
    page.replace(
      /<script src="\/_next\/static\/chunks\/one\.js" async=""><\/script>/,
      `${chunk('one')}${chunk('turbopack-0abc')}${chunk('three')}`,
    ),
  );
  expect(hydrateChunks(html).map((src) => src.replace(/^.*\/|\.js$/g, ''))).toEqual([
    'one',
    'three',
    'two',
    'turbopack-0abc',
  ]);
});

test('with its payload file, the inline RSC payload leaves the page and the loader names the file', () => {
  const two = page.replace(
    '</body></html>',
    '<script>self.__next_f.push([1,"b\\u003c/script\\u003e"])</script></body></html>',
  );
  expect(inlinePayload(two)).toBe('</body>b</script>');
  const html = paintFirst(two, { url: '/about/index.txt', text: '</body>b</script>' });
  expect(html).not.toContain('self.__next_f.push([1,');
  expect(html).toContain('<main>Hi</main>');
  expect(
    html.endsWith(
      `<script data-hydrate="/_next/static/chunks/one.js /_next/static/chunks/two.js" data-payload="/about/index.txt">${LOADER}</script></body></html>`,
    ),
  ).toBe(true);
  expect(hydrateChunks(html)).toHaveLength(2);
  expect(scriptUrls(html)).toEqual(['/_next/static/chunks/one.js', '/_next/static/chunks/two.js']);
  // A file that is not the page's payload is refused: the page would hydrate from other data.
  expect(() => paintFirst(two, { url: '/about/index.txt', text: 'other' })).toThrow(
    /differs from \/about\/index.txt/,
  );
});

test('a low-priority preload of a listed chunk leaves the head; the loader fetches it in its turn', () => {
  const preload = (name: string) =>
    `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js"/>`;
  const html = paintFirst(page.replace('</head>', `${preload('two')}${preload('other')}</head>`));
  expect(html).not.toContain(preload('two'));
  // Not one of the page's chunks: not the loader's to fetch, so it stays.
  expect(html).toContain(preload('other'));
  expect(hydrateChunks(html)).toEqual([
    '/_next/static/chunks/one.js',
    '/_next/static/chunks/two.js',
  ]);
});

test('the rewrite is idempotent, and a page without chunk scripts is left alone', () => {
  const once = paintFirst(page);
  expect(paintFirst(once)).toBe(once);
  const plain = '<!DOCTYPE html><html><head></head><body><p>Moved</p></body></html>';
  expect(paintFirst(plain)).toBe(plain);
});

test('the loader is allowed by the page CSP through its hash, and it parses', () => {
  const html = paintFirst(page);
  expect(inlineScripts(html)).toContain(LOADER);
  const policy = contentSecurityPolicy(html, { formTargets: [], frameOrigins: [] });
  expect(directiveSources(policy, 'script-src')).toContain(hashSource(LOADER));
  expect(() => new Function(LOADER)).not.toThrow();
});
