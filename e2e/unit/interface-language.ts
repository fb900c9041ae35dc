import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ar } from '../../components/i18n/ar';
import { cmsAuthAr, cmsAuthEn } from '../../components/i18n/cms-auth';
import { en } from '../../components/i18n/en';
import { islandAr, islandEn } from '../../components/i18n/island-dictionaries';
import { shopAr } from '../../components/i18n/shop-ar';
import { shopEn } from '../../components/i18n/shop-en';
import { searchAr, searchEn } from '../../components/search/search-words';
import { getPageNames } from '../../content';
import { COLLECTION_NAMES } from '../../content/collections';
import { collectionIds } from '../../content/load-collection';
import type { Locale } from '../../content/locale';
import { arabicFile, englishFile } from '../../content/twin';
import { shopBrand } from '../../content/schema-shop';
import { EDITOR_DICTIONARIES } from './editor-dictionaries';

/*
 * What the language checks read: the interface's dictionaries (English and Arabic twins), the content's
 * strings in each language, and the few interface words meant to be written in the other script.
 */

/** Every interface dictionary: its English and Arabic twins, and the names its module exports. */
export const DICTIONARIES = [
  { file: 'components/i18n/ar.ts', exports: ['ar', 'arAppError'], en, ar },
  { file: 'components/i18n/shop-ar.ts', exports: ['shopAr'], en: shopEn, ar: shopAr },
  {
    file: 'components/i18n/island-dictionaries.ts',
    exports: ['islandAr'],
    en: islandEn,
    ar: islandAr,
  },
  { file: 'components/search/search-words.ts', exports: ['searchAr'], en: searchEn, ar: searchAr },
  // The editor's sign-in pop-up (deploy/cms-auth/): not a page of the site, the same rules, and the
  // names it quotes from GitHub's and the editor's own pages, which show them in English only.
  {
    file: 'components/i18n/cms-auth.ts',
    exports: ['cmsAuthAr'],
    en: cmsAuthEn,
    ar: cmsAuthAr,
    meant: {
      GitHub: 'the service is named so in Arabic too',
      OAuth: 'the name of the protocol, as GitHub writes it in its settings',
      Authorize: "the button of GitHub's consent page, in English only",
      auth: 'the path /auth, a part of an address',
      callback: 'the path /callback, a part of an address',
    } as Record<string, string>,
  },
  // The web editor's (pipeline/cms/): Decap's phrases, the project's texts and its fields' words.
  ...EDITOR_DICTIONARIES,
];

/**
 * Interface words written in the other language's letters on purpose, each with its reason. A word here
 * may show on any page of that language and in its dictionary.
 */
export const MEANT_IN_OTHER_SCRIPT: Record<Locale, Record<string, string>> = {
  ar: {
    // islandAr.otherLanguage
    English: "the language switch names the other language in that language's own letters",
    // searchAr.hint
    Enter: 'the name printed on the key, which an Arabic keyboard labels in Latin letters too',
    Escape:
      'the name printed on the key (Esc), which an Arabic keyboard labels in Latin letters too',
  },
  en: {
    [islandEn.otherLanguage]:
      "the language switch names the other language in that language's own letters",
  },
};

/**
 * Entries of an Arabic dictionary meant to be the same as their English twin ('<file> <key path>':
 * reason). None today: every interface word has its Arabic.
 */
export const MEANT_SAME: Record<string, string> = {};

/** [key path, English, Arabic] for every string at the same place in two parallel values. */
export function pairs(
  english: unknown,
  arabic: unknown,
  path = '',
  out: [string, string, string][] = [],
): [string, string, string][] {
  if (typeof english === 'string' && typeof arabic === 'string') out.push([path, english, arabic]);
  else if (Array.isArray(english) && Array.isArray(arabic))
    english.forEach((item, i) => pairs(item, arabic[i], `${path}[${i}]`, out));
  else if (english && arabic && typeof english === 'object' && typeof arabic === 'object')
    for (const [key, value] of Object.entries(english))
      pairs(value, (arabic as Record<string, unknown>)[key], path ? `${path}.${key}` : key, out);
  return out;
}

const contentDir = join(process.cwd(), 'content');

/** [English, Arabic] of every string of every content file, read from the files as an editor wrote them. */
export function contentPairs(): [string, string][] {
  const files = [
    ...readdirSync(contentDir)
      .filter((name) => name.endsWith('.en.json'))
      .map((name) => name.replace(/\.en\.json$/, '.json')),
    ...getPageNames().map((name) => `pages/${name}.json`),
    ...COLLECTION_NAMES.flatMap((name) => collectionIds(name).map((id) => `${name}/${id}.json`)),
  ];
  return files.flatMap((file) =>
    pairs(
      JSON.parse(readFileSync(join(contentDir, englishFile(file)), 'utf8')),
      JSON.parse(readFileSync(join(contentDir, arabicFile(file)), 'utf8')),
    ).map(([, english, arabic]): [string, string] => [english, arabic]),
  );
}

/** The script a language's words are written in, and the other one. */
const SCRIPT = { en: 'Latin', ar: 'Arabic' } as const;
const wordPattern = (script: 'Latin' | 'Arabic') =>
  // A run of letters (and their marks: harakat, tatweel) of one script; digits and punctuation are not words.
  new RegExp(`[\\p{Script=${script}}&&\\p{L}][\\p{Script=${script}}&&[\\p{L}\\p{M}]]*`, 'gv');

/** The words of `text` written in the letters of the language other than `locale`'s. */
export const foreignWords = (text: string, locale: Locale): string[] =>
  text.replace(/\{\w+\}/g, ' ').match(wordPattern(SCRIPT[locale === 'ar' ? 'en' : 'ar'])) ?? [];

/**
 * The words a page of `locale` may show in the other script: those its own content writes so (brand,
 * people's and products' names, addresses: "MENA Motion" in an Arabic post) and the meant ones above.
 */
export function allowedForeignWords(locale: Locale): Set<string> {
  const side = locale === 'ar' ? 1 : 0;
  const words = new Set(Object.keys(MEANT_IN_OTHER_SCRIPT[locale]));
  // The shop's brand filter lists every brand the schema names (content/schema-shop.ts), by its name,
  // whether a product of that brand is left or not.
  if (locale === 'ar') for (const brand of shopBrand.options) words.add(brand);
  for (const pair of contentPairs())
    if (!notShown(pair[side]))
      for (const word of foreignWords(withoutAddresses(pair[side]), locale)) words.add(word);
  return words;
}

/** A text without the addresses a Markdown body links to or shows a picture from: `](/images/a.webp)`. */
const withoutAddresses = (text: string) =>
  text.replace(/\]\([^)]*\)/g, ']').replace(/\bhttps?:\/\/\S+/g, ' ');

/**
 * Content strings a page never shows as they are: paths and addresses of files and pages, identifiers
 * (slugs, icons, section types), and the values of content's fixed lists (a post's category), which a
 * page shows through the dictionary's labels (words.ts, labelOf): "Marketing" left untranslated there
 * must not pass for content.
 */
const notShown = (text: string) =>
  /^(?:\.{0,2}\/|#|https?:)/.test(text) ||
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(text) ||
  Object.hasOwn(en.labels, text);
