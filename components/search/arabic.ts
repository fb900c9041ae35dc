/*
 * How Arabic words are matched (issue 33): the same word written with or without its short vowels, with
 * or without the article, with the article after a conjunction or preposition (والهوية, للهوية), and with
 * the hamza on any seat, is the same word to a reader, so it is one word to the search.
 *
 * Pagefind's Arabic stemmer (Snowball) already matches some of this (أ/إ/آ, diacritics, a bare ال) but
 * not all of it: measured with Pagefind 1.6.0, مسؤول did not find مسئول, هوية did not find الهوية, and
 * والمدرسة was found by nothing but itself. So the index is given, beside each page's own text, every
 * word of it in this normalised spelling (pipeline/search/index-site.ts), and the query is normalised the
 * same way (components/search/engine.ts): whatever Pagefind then does to the normalised spelling, it does
 * to both sides alike.
 *
 * Used at build time and in the browser: plain string functions, no dependencies.
 */

/** Short vowels, shadda, sukun, tanween, the dagger alef, Quranic marks, and the tatweel (ـ). */
const MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** Any Arabic letter: a word with one is an Arabic word. */
const ARABIC = /[\u0621-\u064A]/;

/**
 * The article with what may come before it: و or ف (and), then ب, ك or ل (in, like, for); لل is ل + ال.
 * Stripped only when at least two letters remain, so a short word that merely begins so stays itself.
 */
const ARTICLE = /^(?:[وف]?[بك]?ال|[وف]?لل)(?=[\u0621-\u064A]{2})/;

/** A leading و (and) on a word of four letters or more: وهوية is و + هوية. */
const AND = /^و(?=[\u0621-\u064A]{3})/;

/** One word (no spaces) in its search spelling; a word without Arabic letters comes back as it was. */
export function normaliseArabicWord(word: string): string {
  if (!ARABIC.test(word)) return word;
  const letters = word
    .replace(MARKS, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/[ؤئ]/g, 'ء')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
  const bare = letters.replace(ARTICLE, '');
  return bare === letters ? bare.replace(AND, '') : bare;
}

/** Every word of `text` in its search spelling, spaces kept. */
export const normaliseArabic = (text: string): string =>
  text.replace(/[\p{L}\p{M}]+/gu, (word) => normaliseArabicWord(word));

/**
 * The words of `text` whose search spelling differs from how they are written, each once in that
 * spelling: what the index is given beside the page's text (the rest it has already).
 */
export function searchSpellings(text: string): string[] {
  const found = new Set<string>();
  for (const word of text.split(/[^\p{L}\p{M}]+/u)) {
    const spelling = normaliseArabicWord(word);
    if (spelling !== word && spelling) found.add(spelling);
  }
  return [...found];
}
