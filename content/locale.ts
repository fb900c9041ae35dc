import { cache } from 'react';

/*
 * The site's languages. English lives at the root paths, Arabic under /ar/ (DESIGN.md, Languages).
 * Content and interface words are read in the language of the page being rendered: each root layout
 * enters its language before anything below it renders, and every loader in content/index.ts reads it.
 * React's cache() gives one record per render (per page); outside a render (scripts, tests) there is
 * no record to keep, so the language there is English unless a loader is given one.
 */

export const LOCALES = ['en', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale =>
  (LOCALES as readonly unknown[]).includes(value);

const current = cache((): { locale: Locale } => ({ locale: 'en' }));

/** Called by each root layout and by generateMetadata (which may run before the layout). */
export function enterLocale(locale: Locale): void {
  current().locale = locale;
}

/** The language of the page being rendered. */
export const contentLocale = (): Locale => current().locale;

/**
 * The language of a route from its params: Arabic routes sit under the `[lang]` segment, English ones
 * have none. Anything else is a bug in the routes, not a visitor's mistake.
 */
export function localeOfParams(params: object | undefined): Locale {
  const lang = (params as { lang?: unknown } | undefined)?.lang;
  if (lang === undefined) return 'en';
  if (!isLocale(lang)) throw new Error(`No such language: ${String(lang)}`);
  return lang;
}

/**
 * The Intl locale of each language. Arabic is written for Jordan (`ar-JO`: Levantine month names,
 * Arabic separators) with Latin digits (`-u-nu-latn`): prices, phone numbers, codes and the numbers in
 * the copy are written 0-9 across the site, as Jordanian shops and agencies publish them online, and a
 * visitor types them so into the shop's fields.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', ar: 'ar-JO-u-nu-latn' };

export const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

/** The URL prefix of each language: '' (root paths) and '/ar'. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: '', ar: '/ar' };
