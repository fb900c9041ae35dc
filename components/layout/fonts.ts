import localFont from 'next/font/local';

// Self-hosted from the npm font packages: no font request leaves the site. 'optional': a font that
// is not there in time for the first paint is not swapped in later, so text never reflows (no CLS).
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '100 900',
  display: 'optional',
});

export const displayFont = localFont({
  src: '../../node_modules/@fontsource-variable/sora/files/sora-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '100 800',
  display: 'optional',
});
