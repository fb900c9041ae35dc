'use client';
// Client because the target is the current path in the other language (usePathname).
import { usePathname } from 'next/navigation';
import { useIslandWords } from '@/components/i18n/island-words';
import { localeOf, otherLocalePath } from '@/components/ui/tree-href';

/*
 * Where it sits. Under 500 px (xs) the header row has no room for it beside the logo, the menu button,
 * the theme switch and the shop's cart (320 px phones would scroll sideways), so there it is an item of
 * the mobile menu (components/islands/site-nav.tsx, whose item hides from xs up) and the header's copy
 * is hidden; from xs up it is a pill beside the theme switch.
 */
const looks = {
  header:
    'hidden min-h-11 shrink-0 items-center justify-center rounded-full border border-line px-4 text-sm font-semibold hover:border-accent hover:text-accent xs:inline-flex',
  menu: 'flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-ink hover:text-accent',
} as const;

/**
 * The same page in the other language, same theme: shows the other language's name, written in that
 * language (and marked so, for screen readers' voices), and is named in the page's own language.
 */
export function LanguageSwitch({ look }: { look: keyof typeof looks }) {
  const t = useIslandWords();
  const target = otherLocalePath(usePathname());
  const targetLocale = localeOf(target);
  // A plain anchor: each language has its own root layout, so crossing is a full page load anyway.
  return (
    <a
      href={target}
      hrefLang={targetLocale}
      aria-label={t.readInOtherLanguage}
      className={looks[look]}
    >
      <span lang={targetLocale}>{t.otherLanguage}</span>
    </a>
  );
}
