import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader, type HeaderVariant } from './site-header';
import { ContentEnd } from './content-end';

/** Header, main and footer: the general, home-style and shop layouts of spec section 2. */
export function PageFrame({
  variant,
  cart,
  children,
}: {
  variant: HeaderVariant;
  /** The shop header's cart link. */
  cart?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <SiteHeader variant={variant} cart={cart} />
      <main id="main" className="min-h-[60vh]">
        {children}
        <ContentEnd />
      </main>
      <SiteFooter />
    </>
  );
}
