import { INTL_LOCALE, type Locale } from '@/content/locale';

// One formatter of each kind per language, made when first needed.
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const moneyFormats = new Map<Locale, Intl.NumberFormat>();

function dateFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  // Stryker disable next-line ConditionalExpression: a cache; a new formatter writes the same
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
  // Stryker disable next-line ConditionalExpression: a cache; a new formatter writes the same
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

/** What Intl writes, for an amount `price` does not write itself. */
const intlPrice = (amount: number, locale: Locale) =>
  moneyFormat(locale)
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('')
    .replace(bidiMarks, '');

/** Where the sign goes in each language: "$24.50", and "24.50 $" with a no-break space. */
const PRICE: Record<Locale, (figure: string) => string> = {
  en: (figure) => `$${figure}`,
  ar: (figure) => `${figure}\u00a0$`,
};

/**
 * An amount of zero or more with two decimals and its thousands grouped, "1,234.50": rounded half away
 * from zero at its shortest decimal form, as Intl rounds (1.005 → "1.01"). Null for what Intl is left
 * to write: a negative amount, an exponent form, more than 13 whole digits.
 */
function twoDecimals(amount: number): string | null {
  // Stryker disable next-line Regex: a narrower pattern leaves more amounts to Intl, which writes the same text
  const parts = /^(\d{1,13})(?:\.(\d+))?$/.exec(String(amount));
  if (!parts) return null;
  const fraction = parts[2] ?? '';
  const cents =
    Number(parts[1] + (fraction + '00').slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1 : 0);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * US dollars with two decimals: 24.5 → "$24.50" (English), "24.50 $" (Arabic, Latin digits). The
 * symbol is written "$" whatever the Intl data in use calls it (recent data says "US$" in Arabic even
 * with `narrowSymbol`), and without Intl's bidirectional marks, so that the server and every browser
 * write the same text. The text is Intl's (e2e/unit/format.spec.ts holds them together), written here
 * without it: the first currency formatter a page makes loads the browser's currency data, 16 ms of a
 * phone's start-up on the cart at full speed (66 ms at 4x; issue 61).
 */
export function formatPrice(amount: number, locale: Locale = 'en'): string {
  const figure = twoDecimals(amount);
  return figure === null ? intlPrice(amount, locale) : PRICE[locale](figure);
}
