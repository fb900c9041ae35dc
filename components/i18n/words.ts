import { contentLocale, type Locale } from '@/content/locale';
import { ar } from './ar';
import { en } from './en';
import { shopAr } from './shop-ar';
import { shopEn } from './shop-en';
import type { Words } from './word-types';

/*
 * The interface words of server components (buttons, labels, aria labels, headings the spec fixes),
 * one dictionary per language: ./en.ts and ./ar.ts, and the shop's ./shop-en.ts and ./shop-ar.ts (read
 * as `t.shop.…`). Arabic is typed as the English dictionary's shape (./word-types.ts), so a key
 * missing in one language is a type error. Words an editor changes live in content/ instead. Client
 * islands read theirs from ./island-words.ts (a small dictionary that ships to the browser).
 */

const dictionaries: Record<Locale, Words> = {
  en: { ...en, shop: shopEn },
  ar: { ...ar, shop: shopAr },
};

/** The words of the page being rendered (server components), or of the language given. */
export const words = (locale: Locale = contentLocale()): Words => dictionaries[locale];

/** How a value from one of content's fixed lists (a blog category, a shop tag) is shown on the page. */
export const labelOf = (value: string, locale: Locale = contentLocale()): string =>
  (dictionaries[locale].labels as Record<string, string>)[value] ?? value;

/** Fills `{name}` placeholders: fill('{count} items', { count: 3 }) → '3 items'. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
