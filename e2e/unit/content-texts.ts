import fc from 'fast-check';

/*
 * What an editor types in content's texts, for ./content-arbitraries.ts: Latin and Arabic words,
 * digits, punctuation (and in plain text the XML and HTML specials), unbroken words and pasted
 * addresses up to 300 characters, texts of 1 to 2,000 characters.
 */

const LATIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéüçñ';
const ARABIC = 'ابتثجحخدذرزسشصضطظعغفقكلمنهويءآأإؤئةى';
const DIGITS = '0123456789٠١٢٣٤٥٦٧٨٩';
/** Marks an editor types around words that Markdown reads as plain text. */
const PUNCTUATION = [
  '.',
  ',',
  '!',
  '?',
  ';',
  ':',
  '—',
  '،',
  '؟',
  '"',
  "'",
  '&',
  '%',
  '(',
  ')',
  '🙂',
];
/** More that plain text (not Markdown) may hold, the XML and HTML specials among them. */
const SPECIALS = [
  '<',
  '>',
  '&amp;',
  ']]>',
  '*',
  '_',
  '#',
  '`',
  '\\',
  '|',
  '</p>',
  '\u200c',
  '\u200f',
];

const wordOf = (letters: string, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...letters), minLength: 1, maxLength });

/** A pasted address: an https:// URL or an e-mail address, unbroken, up to 300 characters. */
export const address = fc
  .tuple(fc.integer({ min: 20, max: 280 }), fc.boolean())
  .map(([length, mail]) =>
    mail
      ? `${'partnershipsandnewbusinessenquiries'.repeat(8).slice(0, length - 12)}@example.com`
      : `https://www.example.com/search?q=${'creative-agency-amman&utm_source=newsletter'.repeat(8)}`.slice(
          0,
          length,
        ),
  );

/** One word in a script, now and then an unbroken one up to 300 characters. */
const word = (script: 'en' | 'ar', markdown: boolean) =>
  fc.oneof(
    { weight: 40, arbitrary: wordOf(script === 'en' ? LATIN : ARABIC, 12) },
    { weight: 6, arbitrary: wordOf(script === 'en' ? ARABIC : LATIN, 12) },
    { weight: 3, arbitrary: wordOf(DIGITS, 6) },
    { weight: 6, arbitrary: fc.constantFrom(...PUNCTUATION, ...(markdown ? [] : SPECIALS)) },
    {
      weight: 1,
      arbitrary: fc.string({
        unit: fc.constantFrom(...(script === 'en' ? LATIN : ARABIC)),
        minLength: 13,
        maxLength: 300,
        size: 'max',
      }),
    },
    { weight: markdown ? 0 : 1, arbitrary: address },
  );

/**
 * A text in a language: 1 to 2,000 characters, starting with a word of its script (so an Arabic text
 * is never its English twin's copy), mostly short.
 */
export const text = (
  script: 'en' | 'ar',
  { markdown = false, lines = false, capital = false } = {},
) =>
  fc
    .tuple(
      capital
        ? fc.tuple(wordOf('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 1), wordOf(LATIN, 9)).map((p) => p.join(''))
        : wordOf(script === 'en' ? LATIN : ARABIC, 10),
      fc.oneof(
        { weight: 24, arbitrary: fc.array(word(script, markdown), { maxLength: 8 }) },
        {
          weight: 1,
          arbitrary: fc.array(word(script, markdown), { maxLength: 300, size: 'max' }),
        },
      ),
      fc.constantFrom(...(lines ? [' ', ' ', '\n'] : [' '])),
    )
    .map(([first, words, gap]) => [first, ...words].join(gap).slice(0, 2000).trimEnd());
