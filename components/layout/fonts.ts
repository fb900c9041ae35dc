import localFont from 'next/font/local';

// Self-hosted from the npm font packages: no font request leaves the site.
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '100 900',
  display: 'swap',
});

export const displayFont = localFont({
  src: '../../node_modules/@fontsource-variable/sora/files/sora-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '100 800',
  display: 'swap',
});
