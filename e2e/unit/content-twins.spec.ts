import { expect, test } from '@playwright/test';
import { formatContentJson } from '../../content/format-json';
import { alignTwin, arabicFile, englishFile, localeFile, twinProblems } from '../../content/twin';

/*
 * The Arabic twin of a content file (content/twin.ts): what must be the same as in English and what is
 * words, and what the web editor copies over on a save; and the layout a saved file is written in
 * (content/format-json.ts).
 */

test('a twin with a field, an item or a kind of value not as in English is named at its place', () => {
  expect(twinProblems({ a: 1, b: 'x' }, { b: 'y' })).toEqual([
    { path: '$.a', message: 'missing: the English file has it' },
  ]);
  expect(twinProblems({ a: [1] }, { a: 'x' })).toEqual([
    { path: '$.a', message: 'expected array as in English, got string' },
  ]);
  expect(twinProblems({ a: null, b: {} }, { a: 0, b: [] })).toEqual([
    { path: '$.a', message: 'expected null as in English, got number' },
    { path: '$.b', message: 'expected object as in English, got array' },
  ]);
  expect(twinProblems({ list: [1, 2] }, { list: [3] })).toEqual([
    { path: '$.list', message: 'expected 2 items as in English, got 1' },
    { path: '$.list[0]', message: 'expected 1 as in English, got 3' },
  ]);
  expect(twinProblems([{ a: 1 }], [{ a: 1, extra: 'x' }])).toEqual([
    { path: '$[0].extra', message: 'not in the English file' },
  ]);
  expect(twinProblems({ price: 10, shown: true }, { price: 10, shown: false })).toEqual([
    { path: '$.shown', message: 'expected true as in English, got false' },
  ]);
  expect(twinProblems({ a: [1, { b: 2 }], c: null }, { a: [1, { b: 2 }], c: null })).toEqual([]);
});

test('identifiers, links, addresses, dates and numbers stay as in English; words are translated', () => {
  const fixed = {
    $schema: '../schemas/posts.schema.json',
    slug: 'web-design',
    services: ['web-design', 'seo'],
    code: 'RWQ-10045',
    href: '/service/branding#process',
    anchor: '#contact',
    site: 'https://example.com/a',
    plain: 'http://example.com',
    mail: 'mailto:hello@example.com',
    email: 'hello@example.com',
    phone: '+962 6 555 0101',
    call: 'tel:+96265550101',
    date: '2025-03-14',
    month: '2025-03',
    sections: [{ type: 'hero-split' }],
  };
  const translated: Record<string, unknown> = Object.fromEntries(
    Object.entries(fixed).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(() => 'كلمة') : 'كلمة',
    ]),
  );
  translated['sections'] = [{ type: 'بطل' }];
  const problems = twinProblems(fixed, translated);
  expect(problems.map((p) => p.path)).toEqual([
    '$.$schema',
    '$.slug',
    '$.services[0]',
    '$.services[1]',
    '$.code',
    '$.href',
    '$.anchor',
    '$.site',
    '$.plain',
    '$.mail',
    '$.email',
    '$.phone',
    '$.call',
    '$.date',
    '$.month',
    '$.sections[0].type',
  ]);
  expect(problems[1]!.message).toBe('expected "web-design" as in English (not translated)');
  expect(alignTwin(fixed, translated)).toEqual(fixed);
  // Words: a name that is not kebab-case, a code of letters only, a short number, a `type` outside a section, tags.
  const words = {
    slug: 'Web Design',
    sku: 'ABC',
    code: 'rwq 10045',
    number: '12 34',
    type: 'remote',
    title: 'Design',
    tags: ['#Ramadan', '2025-03'],
    when: '2025/03',
    note: '/about us',
  };
  const arabic = Object.fromEntries(
    Object.entries(words).map(([key, value]) => [key, Array.isArray(value) ? ['أ', 'ب'] : 'نص']),
  );
  expect(twinProblems(words, arabic)).toEqual([]);
  expect(alignTwin(words, arabic)).toEqual(arabic);
});

test('a sentence left in English is named; a word or two alike in both is not', () => {
  const long = `Our design process starts ${'with a week in your shop '.repeat(4)}`;
  expect(twinProblems({ title: long }, { title: long })).toEqual([
    { path: '$.title', message: `still in English: "${long.slice(0, 60)}"` },
  ]);
  expect(twinProblems({ a: 'We, the team' }, { a: 'We, the team' })).toHaveLength(1);
  for (const same of ['Hello world', 'UI / UX design', 'iPhone 15 Pro', 'A b c'])
    expect(twinProblems({ a: same }, { a: same }), same).toEqual([]);
});

test("the editor's save takes numbers, true/false and identifiers from English, and keeps the words", () => {
  const en = { slug: 'a', price: 10, shown: true, title: 'Title', list: [1, 2], items: [{ n: 1 }] };
  const ar = {
    slug: 'b',
    price: 12,
    shown: false,
    title: 'عنوان',
    list: [3],
    items: [{ n: 5 }],
    extra: 'x',
  };
  expect(alignTwin(en, ar)).toEqual({
    slug: 'a',
    price: 10,
    shown: true,
    title: 'عنوان',
    list: [3],
    items: [{ n: 1 }],
    extra: 'x',
  });
  // Where the kinds differ, the Arabic value stays for the check to name.
  expect(
    alignTwin({ price: 10, shown: true, slug: 'a' }, { price: '10', shown: 1, slug: 2 }),
  ).toEqual({
    price: '10',
    shown: 1,
    slug: 2,
  });
  expect(alignTwin({ a: { b: 1 } }, { a: [1] })).toEqual({ a: [1] });
  expect(alignTwin(null, { a: 1 })).toEqual({ a: 1 });
});

test('a content file in a language carries its code', () => {
  expect(localeFile('services.json', 'en')).toBe('services.en.json');
  expect(arabicFile('pages/about.json')).toBe('pages/about.ar.json');
  expect(englishFile('pages/about.json')).toBe('pages/about.en.json');
  expect(arabicFile('json/a.json.json')).toBe('json/a.json.ar.json');
});

test('a saved file: two spaces, an object a key a line, plain values on one line up to 100 characters', () => {
  expect(formatContentJson({})).toBe('{}\n');
  expect(formatContentJson(null)).toBe('null\n');
  expect(formatContentJson({ a: undefined, b: 'x', c: [], d: {} })).toBe(
    '{\n  "b": "x",\n  "c": [],\n  "d": {}\n}\n',
  );
  expect(formatContentJson({ a: { b: [{ c: 1 }, null] } })).toBe(
    '{\n  "a": {\n    "b": [\n      {\n        "c": 1\n      },\n      null\n    ]\n  }\n}\n',
  );
  expect(formatContentJson([[1, 2], [3]])).toBe('[\n  [1, 2],\n  [3]\n]\n');
  // `  "k": ["…"]` is 7 + 4 + the word's characters: 100 fits, 101 (a comma after it) does not.
  const fits = 'x'.repeat(89);
  expect(formatContentJson({ k: [fits] })).toBe(`{\n  "k": ["${fits}"]\n}\n`);
  expect(formatContentJson({ k: [fits], z: 1 })).toBe(
    `{\n  "k": [\n    "${fits}"\n  ],\n  "z": 1\n}\n`,
  );
  expect(formatContentJson({ k: [fits.slice(1)], z: 1 })).toBe(
    `{\n  "k": ["${fits.slice(1)}"],\n  "z": 1\n}\n`,
  );
  expect(formatContentJson({ k: [`${fits}y`] })).toBe(`{\n  "k": [\n    "${fits}y"\n  ]\n}\n`);
  // A character is one column, whatever its length in UTF-16.
  const faces = '😀'.repeat(89);
  expect(formatContentJson({ k: [faces] })).toBe(`{\n  "k": ["${faces}"]\n}\n`);
  // Inside an array, an item's own array counts its indent and the comma after it.
  const inner = 'x'.repeat(94);
  expect(formatContentJson([[inner], [inner]])).toBe(
    `[\n  [\n    "${inner}"\n  ],\n  ["${inner}"]\n]\n`,
  );
});
