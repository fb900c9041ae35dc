import localFont from 'next/font/local';

// Self-hosted from the npm font packages, cut down by `npm run fonts` (scripts/fonts/subset-fonts.ts) to
// the site's characters and weights: no font request leaves the site. 'optional': a font that
// is not there in time for the first paint is not swapped in later, so text never reflows (no CLS).
export const bodyFont = localFont({
  src: '../../.fonts/inter.woff2',
  variable: '--font-body',
  weight: '400 700',
  display: 'optional',
});

export const displayFont = localFont({
  src: '../../.fonts/sora.woff2',
  variable: '--font-display',
  weight: '400 700',
  display: 'optional',
});
