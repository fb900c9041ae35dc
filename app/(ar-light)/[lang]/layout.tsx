import type { ReactNode } from 'react';
import { arabicFontClassName } from '@/components/layout/arabic-font';
import { SiteShell } from '@/components/layout/site-shell';
import { siteMetadata } from '@/components/layout/site-metadata';

export const metadata = siteMetadata('ar');

// The `[lang]` segment exists for Arabic only: its pages' params carry `lang: 'ar'`.
export const dynamicParams = false;
export const generateStaticParams = () => [{ lang: 'ar' }];

/** Root layout of the light Arabic tree (every page again under /ar/light/). */
export default function ArabicLightRootLayout({ children }: { children: ReactNode }) {
  // The language is entered synchronously, before the page's components start: Next renders a route's
  // layouts and page in parallel, so a layout that awaited its params first would let the page read English.
  return (
    <SiteShell tree="light" locale="ar" fontClassName={arabicFontClassName}>
      {children}
    </SiteShell>
  );
}
