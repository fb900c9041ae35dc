import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader, type HeaderVariant } from './site-header';

/** Header, main and footer: the general, home-style and shop layouts of spec section 2. */
export function PageFrame({ variant, children }: { variant: HeaderVariant; children: ReactNode }) {
  return (
    <>
      <SiteHeader variant={variant} />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter />
    </>
  );
}
