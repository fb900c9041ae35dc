import { expect, test } from '@playwright/test';
import { excerptOf, queryTerms } from '../../components/search/engine';
import { searchAr, searchEn } from '../../components/search/search-words';

/*
 * What the search dialog shows of a result (components/search/engine.ts): the query's words as they are
 * compared with a page's, and the excerpt with the words that answer them marked; and the dialog's words
 * in both languages (components/search/search-words.ts). Pagefind itself runs in the browser
 * (e2e/site/search.spec.ts).
 */

test('a query’s words lose the punctuation around them, not inside, and are compared in lower case', () => {
  expect(queryTerms('  («Logo»), BRANDING!  ')).toEqual(['logo', 'branding']);
  expect(queryTerms('e-mail "2026" 3D')).toEqual(['e-mail', '2026', '3d']);
  expect(queryTerms(' — … ')).toEqual([]);
  // Arabic in its search spelling, as the index has it.
  expect(queryTerms('والهُوِيَّة')).toEqual(['هويه']);
});

test('a page’s word answers a query word it begins, or that is it with up to two more letters', () => {
  // logos → log, logo (two and one letters more); not lo (too short), logotype, or brand for branding.
  expect(excerptOf('lo log logo logotype brand', 0, queryTerms('logos branding'))).toEqual([
    { text: 'lo ', mark: false },
    { text: 'log logo', mark: true },
    { text: ' logotype brand', mark: false },
  ]);
  expect(excerptOf('a brandmark b', 0, queryTerms('brand'))).toEqual([
    { text: 'a ', mark: false },
    { text: 'brandmark', mark: true },
    { text: ' b', mark: false },
  ]);
  // A two-letter word stands for no longer query word.
  expect(excerptOf('go to top', 0, queryTerms('tops'))).toEqual([
    { text: 'go to ', mark: false },
    { text: 'top', mark: true },
  ]);
});

test('the words Pagefind located are marked too, and a page without a match starts at its beginning', () => {
  expect(excerptOf('one two three four', 0, queryTerms('zebra'), [2])).toEqual([
    { text: 'one two ', mark: false },
    { text: 'three', mark: true },
    { text: ' four', mark: false },
  ]);
  expect(excerptOf('one two three four', 0, queryTerms('zebra'), [], 3)).toEqual([
    { text: 'one two three …', mark: false },
  ]);
});

test('the spellings the index adds after the text are never shown, and spaces make no words', () => {
  expect(excerptOf('  a logo  b هويه مدرسه ', 2, queryTerms('logo'))).toEqual([
    { text: 'a ', mark: false },
    { text: 'logo', mark: true },
    { text: ' b', mark: false },
  ]);
  // More added spellings than words (a page of no text): nothing to show.
  expect(excerptOf('هويه', 3, queryTerms('هوية'))).toEqual([]);
});

test('an excerpt near the end of a page shows a full length before the match, with no closing …', () => {
  // Six words before the first match, unless the page ends first: then as many as make up the length.
  expect(excerptOf('a b c d e f g h i j logo', 0, queryTerms('logo'), [], 8)).toEqual([
    { text: '… d e f g h i j ', mark: false },
    { text: 'logo', mark: true },
  ]);
  expect(excerptOf('a b c d e f g h logo i j k l m', 0, queryTerms('logo'), [], 8)).toEqual([
    { text: '… c d e f g h ', mark: false },
    { text: 'logo', mark: true },
    { text: ' i …', mark: false },
  ]);
});

test('the search’s words are written in both languages, with the count and the query filled in', () => {
  const texts = (words: typeof searchEn) =>
    Object.entries(words).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[key, value]]
        : Object.entries(value).map(([section, text]) => [`${key}.${section}`, text]),
    );
  expect(texts(searchAr).map(([key]) => key)).toEqual(texts(searchEn).map(([key]) => key));
  for (const words of [searchEn, searchAr]) {
    for (const [key, text] of texts(words)) expect(text!.trim(), key).not.toBe('');
    expect(words.found).toContain('{count}');
    expect(words.noResults).toContain('{query}');
  }
  // The Arabic words are Arabic: every text has Arabic letters, and none is left in English.
  for (const [key, text] of texts(searchAr)) expect(text, key).toMatch(/[\u0621-\u064A]/);
  const english = new Map(texts(searchEn).map(([key, text]) => [key, text]));
  for (const [key, text] of texts(searchAr)) expect(text, key).not.toBe(english.get(key!));
});
