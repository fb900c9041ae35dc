/**
 * The viewport widths (CSS px) at which the header changes form, read from its contents rather than
 * chosen: below `full` the navigation is the compact 'Menu' button; from `full` the whole header (logo,
 * every top item, cart, theme and language switches, 'Getting Started') sits on one row with its items
 * drawn close; from `roomy` they get their wider spacing. Both are the widest header of the site (the
 * shop's, in English and in Arabic) laid out at its natural width, plus room for a classic scrollbar,
 * which takes its width from the page but not from the media query, and a few pixels for text shaped by
 * another engine (measured 2026-11-26: the Arabic shop header, 1185 px tight and 1277 px roomy, needs
 * 1202 and 1294 with the scrollbar). Measured with the site's own fonts: a first visit that falls back to
 * a system font (font-display: optional) sets the Arabic labels in whatever Arabic face the system has,
 * wider or narrower.
 * `e2e/site/header-fit.spec.ts` measures them in the browser and fails, naming the width to set here,
 * when an edit to the navigation or the header makes either one wrong (too narrow, or wider than needed).
 * tailwind.config.ts turns them into the `nav:` and `nav-roomy:` variants.
 */
export const HEADER_BREAKPOINTS = { full: 1208, roomy: 1300 } as const;

/** What a classic (non-overlay) scrollbar takes from the layout: 17 px on Windows, 15 px on macOS and Linux. */
export const SCROLLBAR_ALLOWANCE = 17;
