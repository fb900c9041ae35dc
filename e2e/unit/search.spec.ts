import { expect, test } from '@playwright/test';
import {
  normaliseArabic,
  normaliseArabicWord,
  searchSpellings,
} from '../../components/search/arabic';
import { excerptOf, queryTerms } from '../../components/search/engine';
import { sectionOf } from '../../components/search/sections';
import {
  chosenHit,
  earlyQuery,
  isOpener,
  isTyping,
  nextActive,
  type EarlyKey,
} from '../../components/islands/search-keys';
import { isSearched, searchableHtml } from '../../pipeline/search/index-site';
import { directiveSources, searchWorkerPolicy } from '../../pipeline/security/policy';

/*
 * The site search's pure parts (issue 33): Arabic search spellings, which pages are indexed and what of
 * them, excerpts, the keys typed before start-up, and the worker's policy. The browser side is
 * e2e/site/search.spec.ts.
 */

test('Arabic words written differently have one search spelling', () => {
  const groups = [
    ['هوية', 'الهوية', 'هُوِيَّة', 'والهوية', 'للهوية', 'بالهوية', 'هويه', 'وهوية'],
    ['مسؤول', 'مسئول', 'المسؤول'],
    ['أمل', 'امل', 'إمل', 'آمل'.replace('آ', 'أ')],
    ['مستشفى', 'مستشفي', 'المستشفى'],
    ['لويبدة', 'اللويبدة', 'اللـويبدة'],
  ];
  for (const [first, ...others] of groups)
    for (const other of others)
      expect(normaliseArabicWord(other), other).toBe(normaliseArabicWord(first!));
  // Short words that merely begin like the article keep their letters; other scripts are left alone.
  expect(normaliseArabicWord('الى')).toBe('الي');
  expect(normaliseArabicWord('Lweibdeh')).toBe('Lweibdeh');
  // The hamza's seat is dropped to the bare hamza, the tā' marbūṭa written as hā'.
  expect(normaliseArabicWord('مسؤول')).toBe('مسءول');
  expect(normaliseArabicWord('مدرسة')).toBe('مدرسه');
  // A word that begins with و once its article is off keeps it: الوزارة is the ministry, not "and …".
  expect(normaliseArabicWord('الوزارة')).toBe('وزاره');
  // A word without an Arabic letter comes back as written, even Arabic marks typed alone.
  expect(normaliseArabicWord('\u064E\u0651')).toBe('\u064E\u0651');
  expect(normaliseArabic('شعار «اللويبدة»، logo')).toBe('شعار «لويبده»، logo');
});

test('the index is given each Arabic word whose search spelling differs, once', () => {
  expect(searchSpellings('الهوية هوية الهوية logo شعار')).toEqual(['هويه']);
});

test('pages indexed: the dark trees, not the light twins, the carts or the blog term lists', () => {
  for (const path of ['/', '/about/', '/ar/service/branding/', '/shop/aurora-poster-set/'])
    expect(isSearched(path), path).toBe(true);
  for (const path of [
    '/light/about/',
    '/ar/light/',
    '/shop/cart/',
    '/ar/shop/checkout/',
    '/blog/tag/branding/',
    '/404/',
    '/home/',
    '/portfolio-details/',
  ])
    expect(isSearched(path), path).toBe(false);
  expect(sectionOf('/service/branding/')).toBe('service');
  expect(sectionOf('/blog/designing-bilingual-logos/')).toBe('post');
  expect(sectionOf('/shop/aurora-poster-set/')).toBe('product');
  expect(sectionOf('/team/laith-haddad/')).toBe('member');
  expect(sectionOf('/about/')).toBe('page');
});

test('what Pagefind reads: <main> alone, with the title, the section and the Arabic spellings', () => {
  const html =
    '<html lang="ar"><head><title>الهوية - Rawnaq</title></head><body><header>القائمة</header>' +
    '<main id="main"><h1>الهوية</h1></main><footer>x</footer></body></html>';
  const read = searchableHtml(html, '/ar/service/branding/', 'Rawnaq');
  expect(read).toContain('<main data-pagefind-body>');
  expect(read).toContain('<header>القائمة</header>');
  expect(read).toMatch(/data-pagefind-meta="title"[^>]*>الهوية</);
  expect(read).toMatch(/data-pagefind-meta="section"[^>]*>service</);
  expect(read).toMatch(/data-pagefind-meta="forms"[^>]*>1</);
  expect(read).toContain('<p>هويه</p></main>');
  expect(() =>
    searchableHtml('<html><title>x</title><body></body></html>', '/x/', 'Rawnaq'),
  ).toThrow(/\/x\/ has no <main>/);
});

test('an excerpt marks the matched words around the first and leaves the added spellings out', () => {
  const content = 'one two three bilingual logos here. four five six هويه';
  const parts = excerptOf(content, 1, queryTerms('bilingual logo'), [], 5);
  expect(parts).toEqual([
    { text: 'one two three ', mark: false },
    { text: 'bilingual logos', mark: true },
    { text: ' …', mark: false },
  ]);
  const later = 'a b c d e f g h i j k l logo m n o p';
  expect(excerptOf(later, 0, queryTerms('logo'), [], 8)[0]).toEqual({
    text: '… g h i j k l ',
    mark: false,
  });
  const arabic = excerptOf('عن الهوية البصرية', 0, queryTerms('هُوِيَّة'));
  expect(arabic.filter((part) => part.mark).map((part) => part.text)).toEqual(['الهوية']);
});

test('keys before start-up: what was typed after / or Ctrl+K, Backspace taking one back', () => {
  const keys: EarlyKey[] = [
    ['Tab', false, false],
    ['/', false, false],
    ['l', false, false],
    ['o', false, false],
    ['x', false, false],
    ['Backspace', false, false],
    ['Shift', false, false],
    ['G', false, false],
  ];
  expect(earlyQuery(keys)).toBe('loG');
  expect(
    earlyQuery([
      ['k', true, true],
      ['a', false, false],
    ]),
  ).toBe('a');
  // A slash typed in a text field is text: nothing opens.
  expect(
    earlyQuery([
      ['/', false, true],
      ['a', false, true],
    ]),
  ).toBeUndefined();
  expect(earlyQuery([])).toBeUndefined();
  // Keys pressed with Ctrl or Command after the opener (Ctrl+A, Ctrl+V) are not text.
  expect(
    earlyQuery([
      ['/', false, false],
      ['a', true, false],
      ['b', false, true],
    ]),
  ).toBe('b');
});

test("WebAssembly is allowed in the search worker's policy only", () => {
  const policy = searchWorkerPolicy();
  expect(directiveSources(policy, 'script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(directiveSources(policy, 'default-src')).toEqual(["'none'"]);
});

test('Arrow Down goes through the results and wraps from the last to the first', () => {
  const down = (from: number, count: number) => nextActive(from, 1, count);
  expect([down(-1, 3), down(0, 3), down(1, 3), down(2, 3)]).toEqual([0, 1, 2, 0]);
  expect(down(0, 1)).toBe(0);
});

test('Arrow Up goes back, and from no option or from the first to the last', () => {
  const up = (from: number, count: number) => nextActive(from, -1, count);
  expect([up(-1, 3), up(0, 3), up(1, 3), up(2, 3)]).toEqual([2, 2, 0, 1]);
  expect(up(-1, 1)).toBe(0);
});

test('Enter opens the active result, or the first when none is active', () => {
  const shown = ['/branding/', '/web/', '/video/'];
  expect(chosenHit(shown, -1)).toBe('/branding/');
  expect(chosenHit(shown, 2)).toBe('/video/');
  expect(chosenHit([], -1)).toBeUndefined();
});

test.describe('the keys that open the search', () => {
  // No DOM here: a stand-in HTMLElement with the two things isTyping reads, for these tests only.
  class StandIn {
    constructor(
      readonly tagName: string,
      readonly isContentEditable = false,
    ) {}
  }
  const global = globalThis as { HTMLElement?: unknown };
  test.beforeAll(() => {
    global.HTMLElement = StandIn;
  });
  test.afterAll(() => {
    delete global.HTMLElement;
  });
  const element = (tag: string, editable = false) =>
    new StandIn(tag, editable) as unknown as EventTarget;
  const press = (
    key: string,
    target: EventTarget,
    held: { ctrl?: boolean; meta?: boolean; alt?: boolean } = {},
  ) =>
    isOpener({
      key,
      target,
      ctrlKey: held.ctrl ?? false,
      metaKey: held.meta ?? false,
      altKey: held.alt ?? false,
    } as unknown as KeyboardEvent);

  test('typing means text in a field, a text area, a select or an editable element', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT'])
      expect(isTyping(element(tag)), tag).toBe(true);
    expect(isTyping(element('DIV', true))).toBe(true);
    for (const tag of ['DIV', 'BUTTON', 'A', 'INPUTS', 'XINPUT'])
      expect(isTyping(element(tag)), tag).toBe(false);
    expect(isTyping(null)).toBe(false);
    expect(isTyping({ tagName: 'INPUT' } as unknown as EventTarget)).toBe(false);
  });

  test('/ opens outside a text field, Ctrl+K and Command+K anywhere, nothing with Alt', () => {
    const page = element('BODY');
    const field = element('INPUT');
    expect(press('/', page)).toBe(true);
    expect(press('/', field)).toBe(false);
    expect(press('k', field, { ctrl: true })).toBe(true);
    expect(press('K', page, { meta: true })).toBe(true);
    expect(press('k', page)).toBe(false);
    expect(press('j', page, { ctrl: true })).toBe(false);
    // Ctrl+/ is no opener: with Ctrl held only K opens.
    expect(press('/', page, { ctrl: true })).toBe(false);
    expect(press('/', page, { alt: true })).toBe(false);
    expect(press('k', page, { ctrl: true, alt: true })).toBe(false);
  });
});
