'use client';
// Client for the disclosure menus: the mobile menu button and the desktop sub-menus (APG disclosure
// navigation: buttons with aria-expanded, Escape closes and returns focus).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIslandWords } from '@/components/i18n/island-words';
import { ClientLink } from '@/components/ui/client-link';
import { cn } from '@/components/ui/cn';
import { LanguageSwitch } from './language-switch';
import { SearchMenuButton } from './search-menu-button';

export type NavItem = { label: string; href: string; children?: { label: string; href: string }[] };

export function SiteNav({
  items,
  menuIcon,
  closeIcon,
}: {
  items: NavItem[];
  menuIcon: ReactNode;
  closeIcon: ReactNode;
}) {
  const t = useIslandWords();
  const [menuOpen, setMenuOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLElement>(null);
  const id = useId();

  // A click outside the navigation closes an open sub-menu.
  useEffect(() => {
    if (!openGroup && !menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setOpenGroup(null);
        setMenuOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openGroup, menuOpen]);

  // Following a link closes every menu.
  const closeAll = () => {
    setMenuOpen(false);
    setOpenGroup(null);
  };

  // Escape closes the innermost open menu and puts focus back on its button.
  useEffect(() => {
    if (!openGroup && !menuOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (openGroup) {
        document.getElementById(`${id}-${openGroup}-button`)?.focus();
        setOpenGroup(null);
      } else {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openGroup, menuOpen, id]);

  return (
    <nav ref={root} aria-label={t.mainNavigation} className="nav:flex-1">
      <button
        ref={menuButton}
        type="button"
        aria-expanded={menuOpen}
        aria-controls={`${id}-list`}
        onClick={() => setMenuOpen((open) => !open)}
        className="inline-flex size-11 shrink-0 items-center justify-center gap-2 rounded-full border border-line text-sm font-semibold xs:w-auto xs:px-4 nav:hidden"
      >
        {menuOpen ? closeIcon : menuIcon}
        {/* Under 500 px the icon alone fits beside the logo; the word stays the button's name. */}
        <span className="sr-only xs:not-sr-only">{t.menu}</span>
      </button>
      <ul
        id={`${id}-list`}
        className={cn(
          'absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-b border-line bg-surface px-5 py-4 shadow-xl',
          'nav:static nav:flex nav:max-h-none nav:items-center nav:justify-center nav:overflow-visible nav:border-0 nav:bg-transparent nav:p-0 nav:shadow-none',
          menuOpen ? 'block' : 'hidden',
        )}
      >
        {items.map((item, index) => {
          // By position, not by label: Arabic labels have no letters a slug of a-z would keep.
          const groupId = `group${index}`;
          const open = openGroup === groupId;
          if (!item.children?.length) {
            return (
              <li key={item.label}>
                <ClientLink href={item.href} onClick={closeAll} className={cn(itemClass, topItem)}>
                  {item.label}
                </ClientLink>
              </li>
            );
          }
          return (
            <li key={item.label} className="nav:relative">
              <button
                id={`${id}-${groupId}-button`}
                type="button"
                aria-expanded={open}
                aria-controls={`${id}-${groupId}`}
                onClick={() => setOpenGroup(open ? null : groupId)}
                className={cn(itemClass, topItem, 'disclosure w-full justify-between nav:w-auto')}
              >
                {item.label}
              </button>
              <ul
                id={`${id}-${groupId}`}
                className={cn(
                  'border-s border-line ps-4 nav:absolute nav:start-0 nav:top-full nav:z-10 nav:min-w-56 nav:rounded-xl nav:border nav:bg-surface nav:p-2 nav:shadow-xl',
                  open ? 'block' : 'hidden',
                )}
              >
                {item.children.map((child) => (
                  <li key={child.href + child.label}>
                    <ClientLink
                      href={child.href}
                      onClick={closeAll}
                      className={cn(itemClass, 'w-full font-normal')}
                    >
                      {child.label}
                    </ClientLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        {/* Under 500 px the header row has no room for the search button or the language switch: they
            are the menu's last items (the search button opens the header's search dialog). */}
        <li className="xs:hidden">
          <SearchMenuButton className={cn(itemClass, 'w-full')} />
        </li>
        <li className="xs:hidden">
          <LanguageSwitch look="menu" />
        </li>
      </ul>
    </nav>
  );
}

const itemClass =
  'flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-semibold text-ink hover:text-accent';
// The full bar is tight (logo, eight items, search, cart, theme and language switches, 'Getting
// Started'): the top items sit close, with no gap between them. The width it starts at is measured from
// the header's contents (components/layout/header-breakpoints.ts).
const topItem = 'nav:px-2';
