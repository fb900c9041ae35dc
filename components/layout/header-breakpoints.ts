/**
 * The viewport width (CSS px) from which the header shows its full form, read from its contents rather
 * than chosen: below it the navigation is the compact 'Menu' button; from it the whole header (logo, every
 * top item, search, cart, theme and language switches, 'Getting Started') sits on one row. It is the
 * widest header of the site (the shop's, in English and in Arabic) laid out at its natural width, plus room
 * for a classic scrollbar, which takes its width from the page but not from the media query, and a few
 * pixels for text shaped by another engine (measured 2026-11-26: the Arabic shop header with the search
 * button, 1237 px, needs 1254 with the scrollbar). Measured with the site's own fonts: a first visit that
 * falls back to a system font (font-display: optional) sets the Arabic labels in whatever Arabic face the
 * system has, wider or narrower.
 * There is one full form: a roomier spacing from a wider viewport (the top items 4 px further apart) would
 * need 1329 px of row, more than the container's 1280 px cap, so it could never fit.
 * `e2e/site/header-fit.spec.ts` measures it in the browser and fails, naming the width to set here, when an
 * edit to the navigation or the header makes it wrong (too narrow, or wider than needed).
 * tailwind.config.ts turns it into the `nav:` variant.
 */
export const HEADER_BREAKPOINTS = { full: 1260 } as const;

/**
 * The header's words that breakpoint was measured with: the top items of content/site.<lang>.json's `nav`
 * and its `gettingStarted` label, English then Arabic. While they are the content's words, header-fit.spec.ts
 * holds the breakpoint to what they need, no less and not much more. An editor who changes them changes
 * what the header needs: the spec then still fails a breakpoint the new words do not fit in (the full
 * header would be cut off), and no longer one that is merely roomier than they need.
 */
export const HEADER_MEASURED_WITH: readonly string[] = [
  'Home',
  'About',
  'Services',
  'Portfolio',
  'Blog',
  'Pages',
  'Shop',
  'Contact',
  'Getting Started',
  'الرئيسية',
  'من نحن',
  'الخدمات',
  'أعمالنا',
  'المدونة',
  'الصفحات',
  'المتجر',
  'تواصل معنا',
  'ابدأ الآن',
];

/** What a classic (non-overlay) scrollbar takes from the layout: 17 px on Windows, 15 px on macOS and Linux. */
export const SCROLLBAR_ALLOWANCE = 17;
