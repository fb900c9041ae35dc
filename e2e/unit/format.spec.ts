import { expect, test } from '@playwright/test';
import { formatDate, formatPrice } from '../../components/ui/format';
import { INTL_LOCALE, type Locale } from '../../content/locale';

/*
 * The shop's prices (components/ui/format.ts) are written without Intl, whose currency data cost a
 * phone's start-up; what a visitor reads must still be what Intl writes, in both languages.
 */
const LOCALES: Locale[] = ['en', 'ar'];

const formats = new Map(
  LOCALES.map((locale) => [
    locale,
    new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
    }),
  ]),
);
const intl = (amount: number, locale: Locale) =>
  formats
    .get(locale)!
    .formatToParts(amount)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('')
    .replace(/[\u200e\u200f\u061c]/g, '');

test('a price reads as Intl writes it: sign, grouping, two decimals, rounding', () => {
  expect(formatPrice(1234.5)).toBe('$1,234.50');
  expect(formatPrice(1234.5, 'ar')).toBe('1,234.50\u00a0$');
  // Whole cents, sums and percentages of them, halves at the third decimal, large and odd amounts.
  const amounts = [0, 0.5, 1, 9.99, 10, 24.5, 99.995, 100, 999.99, 1000, 1.005, 2.675, 0.125];
  for (let cents = 0; cents < 200_000; cents += 37) amounts.push(cents / 100, (cents * 0.85) / 100);
  amounts.push(123_456_789.125, 1e15, 1e21, 5e-7, -24.5, Number.MAX_SAFE_INTEGER / 100);
  // 13 whole digits and beyond, where cents no longer fit a double exactly.
  amounts.push(1_234_567_890_123.45, 98_765_432_109_876.55, 123_456_789_012_345.67);
  // Gathered and compared once: an expect per amount would cost the suite minutes.
  const differing = LOCALES.flatMap((locale) =>
    amounts
      .map((amount) => ({
        locale,
        amount,
        written: formatPrice(amount, locale),
        intl: intl(amount, locale),
      }))
      .filter((price) => price.written !== price.intl),
  );
  expect(differing).toEqual([]);
});

test("a date reads day, month name and year: English, and Jordan's month names in Arabic with Latin digits", () => {
  expect(formatDate('2025-03-12')).toBe('12 March 2025');
  expect(formatDate('2025-03-12', 'en')).toBe('12 March 2025');
  expect(formatDate('2025-03-12', 'ar')).toBe('12 آذار 2025');
  // The date of the file, whatever the time zone of the machine that builds: the first and last of a year.
  expect(formatDate('2024-01-01')).toBe('1 January 2024');
  expect(formatDate('2024-12-31', 'ar')).toBe('31 كانون الأول 2024');
});
