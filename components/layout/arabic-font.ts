import localFont from 'next/font/local';

// The Arabic pages' typeface, Readex Pro, cut down by `npm run fonts` to the characters of the site and
// imported by the Arabic root layouts only, so no English page preloads or downloads it. Its Arabic file
// draws the Arabic letters and its Latin file the Latin words, digits and signs among them: an Arabic
// page sets all its text in this one family (app/globals.css) and downloads neither Inter nor Sora,
// 26 KiB instead of 40 KiB of fonts before its first screen.
// 'optional', as the English fonts: no reflow when a file arrives late.
export const arabicFont = localFont({
  src: '../../.fonts/readex-pro-arabic.woff2',
  variable: '--font-arabic',
  weight: '400 700',
  display: 'optional',
  // No metric-matched Arial fallback: its Latin letters would stand before Readex Pro's in the stack.
  adjustFontFallback: false,
});

export const arabicLatinFont = localFont({
  src: '../../.fonts/readex-pro-latin.woff2',
  variable: '--font-arabic-latin',
  weight: '400 700',
  display: 'optional',
  adjustFontFallback: false,
});

/** The class that defines both faces' variables on an Arabic page's <html>. */
export const arabicFontClassName = `${arabicFont.variable} ${arabicLatinFont.variable}`;
