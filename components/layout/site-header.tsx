import type { ReactNode } from 'react';
import { getSite } from '@/content';
import { HeaderFrame } from '@/components/islands/header-frame';
import { SiteNav } from '@/components/islands/site-nav';
import { ThemeSwitch } from '@/components/islands/theme-switch';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Icon } from '@/components/ui/icon';
import { ThemedPicture } from '@/components/ui/picture';
import { Link } from '@/components/ui/link';

export type HeaderVariant = 'general' | 'home' | 'shop';

/**
 * The site header. `general` is the marketing header; `home` (the home-style pages) adds the
 * 'Getting Started' button; `shop` adds the same button; the shop layout
 * passes its cart link in the `cart` slot.
 */
export function SiteHeader({ variant, cart }: { variant: HeaderVariant; cart?: ReactNode }) {
  const site = getSite();
  return (
    <HeaderFrame>
      <Container className="relative flex min-h-20 items-center justify-between gap-4">
        <Link href="/" aria-label={`${site.name} home`} className="shrink-0">
          <ThemedPicture image={site.logo} priority className="h-9 w-auto" />
        </Link>
        <div className="flex items-center gap-2 lg:contents">
          <SiteNav
            items={site.nav}
            menuIcon={<Icon name="menu-line" className="text-lg" />}
            closeIcon={<Icon name="close-line" className="text-lg" />}
          />
          <div className="flex items-center gap-2">
            {cart}
            <ThemeSwitch toLight={<Icon name="sun-line" />} toDark={<Icon name="moon-line" />} />
            {variant !== 'general' && (
              <ButtonLink href={site.gettingStarted.href} className="hidden sm:inline-flex">
                {site.gettingStarted.label}
              </ButtonLink>
            )}
          </div>
        </div>
      </Container>
    </HeaderFrame>
  );
}
