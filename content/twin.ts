/*
 * The Arabic edition of a content file (`services.ar.json` beside `services.json`) is the English file
 * with its words translated: the same keys, the same items in the same order, the same numbers, links,
 * images and identifiers. twinProblems() lists every place where the two files differ in anything but
 * words, with the JSON path, so a missing item or field fails the build instead of falling back to
 * English.
 */

/** Keys whose string values name something (an item, a route, a file, a date): never translated. */
const IDENTIFIERS = new Set([
  '$schema',
  'slug',
  'id',
  'href',
  'src',
  'author',
  'service',
  'services',
  'projects',
  'products',
  'product',
  'featured',
  'date',
  'added',
  'code',
  'sku',
  'email',
  'phone',
  'url',
  'embedUrl',
  'videoUrl',
  'endpoint',
  'mailto',
]);

/** A value that is a link, path or address rather than words. */
const LINK = /^(\/|#|https?:|mailto:|tel:)/;

/** Two or more Latin words in a row: a sentence left in English. */
const ENGLISH_PHRASE = /[A-Za-z]{2,}[ ,.'’-]+[A-Za-z]{2,}[ ,.'’-]+[A-Za-z]{2,}/;

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
    const fixed = IDENTIFIERS.has(key) || LINK.test(en);
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

/** `services.json` → `services.ar.json`, `pages/about.json` → `pages/about.ar.json`. */
export const arabicFile = (file: string) => file.replace(/\.json$/, '.ar.json');
