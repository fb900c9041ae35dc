import type { ReactNode } from 'react';
import { SiteShell } from '@/components/layout/site-shell';
import { siteMetadata } from '@/components/layout/site-metadata';

export const metadata = siteMetadata();

/** Root layout of the dark tree (the root paths). */
export default function DarkRootLayout({ children }: { children: ReactNode }) {
  return (
    <SiteShell tree="dark" locale="en">
      {children}
    </SiteShell>
  );
}
