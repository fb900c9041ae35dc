'use client';
// Client: the phone menu's search item dispatches the event the header's search island opens on.
import { useLocale } from '@/components/layout/theme-tree';
import { searchAr, searchEn } from '@/components/search/search-words';
import { OPEN_EVENT } from './search-keys';

/** The phone menu's search item (under 500 px, where the header has no room for the button). */
export function SearchMenuButton({ className }: { className: string }) {
  const w = useLocale() === 'ar' ? searchAr : searchEn;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={(event) =>
        window.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: event.currentTarget }))
      }
      className={className}
    >
      {w.search}
    </button>
  );
}
