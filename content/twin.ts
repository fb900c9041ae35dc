/*
 * The Arabic edition of a content file (`services.ar.json` beside `services.en.json`) is the English file
 * with its words translated: the same keys, the same items in the same order, the same numbers, links,
 * images and identifiers. twinProblems() lists every place where the two files differ in anything but
 * words, with the JSON path, so a missing item or field fails the build instead of falling back to
 * English.
 */

/**
 * Keys whose values are identifiers when they look like one: an item's slug or id, a reference to
 * another item, an icon, a section type. The same key also names words elsewhere (`product` is a
 * reference in a cart line and a column heading in the shop's texts), so the value decides too.
 */
const IDENTIFIER_KEYS = new Set([
  'slug',
  'id',
  'author',
  'service',
  'services',
  'projects',
  'products',
  'product',
  'featured',
  'wishlist',
  'icon',
  'layout',
  'sku',
  'code',
]);

/** A kebab-case name (`web-design`, `timer-flash-line`) or a code with a digit or hyphen (`RWQ-10045`). */
const NAME = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*|(?=[A-Z]*[\d-])[A-Z0-9]+(?:-[A-Z0-9]+)*)$/;

/**
 * What is never words, whatever its key: a link, a path, an address, a date, a phone number. A path or
 * an anchor is one unbroken string: a text that starts with `#` or `/` and goes on after a space is
 * words (a Markdown text opening with its `## heading`).
 */
const DATA =
  /^(?:[/#]\S*$|https?:|mailto:|tel:)|^\S+@\S+\.\S+$|^\d{4}-\d{2}(?:-\d{2})?$|^\+?\d[\d ()-]{6,}$/;

/** Three Latin words in a row: a sentence left in English. */
const ENGLISH_PHRASE = /[A-Za-z]{2,}[ ,.'’]+[A-Za-z]{2,}[ ,.'’]+[A-Za-z]{2,}/;

/**
 * A section's `type` names its kind (`hero-split`, `faq`); elsewhere `type` is words, a job's
 * "Part-time", which an editor may well write as one lowercase word ("remote").
 */
const SECTION_TYPE = /\.sections\[\d+\]\.type$/;

/** A post's tags are words, a hashtag too ("#Ramadan" is "#رمضان" in Arabic), not anchors. */
const WORDS_KEYS = new Set(['tags']);

/** A string that is the same in both languages: the schema pointer, a link, a date, an identifier. */
const isFixed = (en: string, key: string, path: string) =>
  key === '$schema' ||
  (DATA.test(en) && !WORDS_KEYS.has(key)) ||
  ((IDENTIFIER_KEYS.has(key) || SECTION_TYPE.test(path)) && NAME.test(en));

const kindOf = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

export type TwinProblem = { path: string; message: string };

/**
 * Where `ar` (the Arabic file) differs from `en` (its English twin) in anything but words.
 * `key` is the property the values sit under (identifiers must be equal).
 */
export function twinProblems(en: unknown, ar: unknown, path = '$', key = ''): TwinProblem[] {
  const problems: TwinProblem[] = [];
  const enKind = kindOf(en);
  const arKind = kindOf(ar);
  if (arKind === 'undefined') return [{ path, message: 'missing: the English file has it' }];
  if (enKind !== arKind)
    return [{ path, message: `expected ${enKind} as in English, got ${arKind}` }];

  if (Array.isArray(en) && Array.isArray(ar)) {
    if (en.length !== ar.length)
      problems.push({
        path,
        message: `expected ${en.length} items as in English, got ${ar.length}`,
      });
    const shared = Math.min(en.length, ar.length);
    for (let i = 0; i < shared; i++)
      problems.push(...twinProblems(en[i], ar[i], `${path}[${i}]`, key));
    return problems;
  }
  if (enKind === 'object') {
    const enObject = en as Record<string, unknown>;
    const arObject = ar as Record<string, unknown>;
    for (const name of Object.keys(enObject))
      problems.push(...twinProblems(enObject[name], arObject[name], `${path}.${name}`, name));
    for (const name of Object.keys(arObject))
      if (!(name in enObject))
        problems.push({ path: `${path}.${name}`, message: 'not in the English file' });
    return problems;
  }
  if (typeof en === 'string' && typeof ar === 'string') {
    const fixed = isFixed(en, key, path);
    if (fixed && ar !== en)
      problems.push({ path, message: `expected "${en}" as in English (not translated)` });
    if (!fixed && ar === en && ENGLISH_PHRASE.test(en))
      problems.push({ path, message: `still in English: "${en.slice(0, 60)}"` });
    return problems;
  }
  if (en !== ar)
    problems.push({
      path,
      message: `expected ${JSON.stringify(en)} as in English, got ${JSON.stringify(ar)}`,
    });
  return problems;
}

/**
 * The file on disk that holds a content file in a language: `services.json` is `services.en.json` in
 * English and `services.ar.json` in Arabic; `pages/about.json` is `pages/about.en.json` and
 * `pages/about.ar.json`. Both languages carry their code, as the web editor (Decap CMS, i18n
 * `multiple_files`) names them.
 */
export const localeFile = (file: string, locale: 'en' | 'ar') =>
  file.replace(/\.json$/, `.${locale}.json`);

/** The Arabic file of a content file: `services.json` → `services.ar.json`. */
export const arabicFile = (file: string) => localeFile(file, 'ar');
/** The English file of a content file: `services.json` → `services.en.json`. */
export const englishFile = (file: string) => localeFile(file, 'en');

/**
 * The Arabic file with everything that is not words taken from the English one: numbers, true/false,
 * links, dates and identifiers where both files have the same shape there. The web editor saves this,
 * so a price or a slug changed in English is changed in Arabic too. Where the shapes differ (an item
 * in one language only) nothing is changed: twinProblems() names the place.
 */
export function alignTwin(en: unknown, ar: unknown, key = '', path = '$'): unknown {
  if (Array.isArray(en) && Array.isArray(ar))
    return en.length === ar.length
      ? ar.map((item, i) => alignTwin(en[i], item, key, `${path}[${i}]`))
      : ar;
  if (kindOf(en) === 'object' && kindOf(ar) === 'object') {
    const enObject = en as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(ar as Record<string, unknown>).map(([name, value]) => [
        name,
        name in enObject ? alignTwin(enObject[name], value, name, `${path}.${name}`) : value,
      ]),
    );
  }
  if (typeof en === 'string' && typeof ar === 'string') return isFixed(en, key, path) ? en : ar;
  if ((typeof en === 'number' || typeof en === 'boolean') && typeof ar === typeof en) return en;
  return ar;
}
