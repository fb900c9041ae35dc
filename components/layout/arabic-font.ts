import localFont from 'next/font/local';

// The Arabic pages' typeface (Readex Pro, cut down by `npm run fonts` to the characters of the site),
// imported by the Arabic root layouts only, so no English page preloads or downloads it. It comes first
// in the Arabic pages' stacks (app/globals.css); their Latin words are set in Inter and Sora after it.
// 'optional', as the other fonts: no reflow when it arrives late.
export const arabicFont = localFont({
  src: '../../.fonts/readex-pro-arabic.woff2',
  variable: '--font-arabic',
  weight: '400 700',
  display: 'optional',
  // No metric-matched Arial fallback: its Latin letters would stand before Inter's in the stack.
  adjustFontFallback: false,
});
