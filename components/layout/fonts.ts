import localFont from 'next/font/local';

// Self-hosted from the npm font packages, cut down by `npm run fonts` (pipeline/fonts/subset-fonts.ts) to
// the site's characters and weights: no font request leaves the site. 'optional': a font that
// is not there in time for the first paint is not swapped in later, so text never reflows (no CLS).
//
// Until a font is there, text is laid out in a metric-matched fallback: a system sans scaled to the
// font's average letter width (app/globals.css, 'Inter Fallback' and 'Sora Fallback'). Next's own
// fallback face names Arial only, which Linux and Android do not have: there the text fell back to
// DejaVu Sans or Roboto unscaled, wrapped differently, and when the font came within its 100 ms block
// period the hero's lines reflowed (a 0.03 layout shift on the creative homes at 390 px in CI). Ours
// names Arial and the fonts with Arial's widths (Liberation Sans, Arimo) and Roboto (0.4 % wider).
export const bodyFont = localFont({
  src: '../../.fonts/inter.woff2',
  variable: '--font-body',
  weight: '400 700',
  display: 'optional',
  adjustFontFallback: false,
  fallback: ['Inter Fallback'],
});

export const displayFont = localFont({
  src: '../../.fonts/sora.woff2',
  variable: '--font-display',
  weight: '400 700',
  display: 'optional',
  adjustFontFallback: false,
  fallback: ['Sora Fallback'],
});
