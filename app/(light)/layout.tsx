import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { siteMetadata } from '@/components/layout/site-metadata';

export const metadata = siteMetadata();

/** Root layout of the light tree (every page again under /light/). */
export default function LightRootLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell tree="light" locale="en">
      {children}
    </SiteShell>
  );
}
