import type { ReactNode } from 'react';
import { getSite } from '@/content';
import { fill, words } from '@/components/i18n/words';
import { HeaderFrame } from '@/components/islands/header-frame';
import { LanguageSwitch } from '@/components/islands/language-switch';
import { SiteNav } from '@/components/islands/site-nav';
import { SiteSearch } from '@/components/islands/site-search';
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
  const t = words().shop;
  return (
    <HeaderFrame>
      {/*
        Phones: the logo and the icon buttons share the first row, and 'Getting Started' takes a row of
        its own (the wrappers are `contents` until sm, so every control is an item of this flex row).
        The language switch sits beside the theme switch from 500 px (xs) up; narrower, the row has no
        room for it and it is the mobile menu's last item instead (components/islands/language-switch).
        Under 360 px the logo is a size smaller: the shop's first row (logo, menu, cart and theme switch)
        needs 274 px with it at full size, and a 320 px desktop window whose scrollbar takes 17 px leaves
        263 (the width sweep checks 303 px).
      */}
      <Container className="relative flex min-h-20 flex-wrap items-center gap-x-2 gap-y-3 py-3 sm:flex-nowrap sm:gap-x-4 sm:py-0">
        <Link
          href="/"
          aria-label={fill(t.homeLink, { name: site.name })}
          className="me-auto shrink-0"
        >
          <ThemedPicture image={site.logo} priority className="h-7 w-auto min-[360px]:h-8 xs:h-9" />
        </Link>
        <div className="contents nav:contents sm:flex sm:items-center sm:gap-2">
          <SiteNav
            items={site.nav}
            menuIcon={<Icon name="menu-line" className="text-lg" />}
            closeIcon={<Icon name="close-line" className="text-lg" />}
          />
          <div className="contents sm:flex sm:items-center sm:gap-2">
            {cart}
            <SiteSearch
              sections={site.nav.map(({ label, href }) => ({ label, href }))}
              icon={<Icon name="search-line" />}
              closeIcon={<Icon name="close-line" />}
            />
            <ThemeSwitch toLight={<Icon name="sun-line" />} toDark={<Icon name="moon-line" />} />
            <LanguageSwitch look="header" />
            {variant !== 'general' && (
              <ButtonLink href={site.gettingStarted.href} className="w-full sm:w-auto">
                {site.gettingStarted.label}
              </ButtonLink>
            )}
          </div>
        </div>
      </Container>
    </HeaderFrame>
  );
}
