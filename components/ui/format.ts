import { INTL_LOCALE, type Locale } from '@/content/locale';

// One formatter of each kind per language, made when first needed.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const moneyFormats = new Map<Locale, Intl.NumberFormat>();

function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(locale, format);
  }
  return format;
}

/**
 * "2025-03-12" → "12 March 2025" (English), "12 آذار 2025" (Arabic: Jordan's month names, Latin
 * digits); the same on the server and in every browser.
 */
export const formatDate = (iso: string, locale: Locale = 'en') =>
  dateFormat(locale).format(new Date(`${iso}T00:00:00Z`));

function moneyFormat(locale: Locale): Intl.NumberFormat {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
    });
    moneyFormats.set(locale, format);
  }
  return format;
}

/** Bidirectional marks (LRM, RLM, ALM), which Intl adds to Arabic numbers in some versions. */
const bidiMarks = /[\u200e\u200f\u061c]/g;

/**
 * US dollars with two decimals: 24.5 → "$24.50" (English), "24.50 $" (Arabic, Latin digits). The
 * symbol is written "$" whatever the Intl data in use calls it (recent data says "US$" in Arabic even
 * with `narrowSymbol`), and Intl's bidirectional marks are left out, so that the server and every
 * browser write the same text.
 */
export const formatPrice = (amount: number, locale: Locale = 'en') =>
  moneyFormat(locale)
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('')
    .replace(bidiMarks, '');
