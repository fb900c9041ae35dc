/**
 * The viewport widths (CSS px) at which the header changes form, read from its contents rather than
 * chosen: below `full` the navigation is the compact 'Menu' button; from `full` the whole header (logo,
 * every top item, cart, theme and language switches, 'Getting Started') sits on one row with its items
 * drawn close; from `roomy` they get their wider spacing. Both are the widest header of the site (the
 * shop's, in English and in Arabic) laid out at its natural width, plus room for a classic scrollbar,
 * which takes its width from the page but not from the media query.
 * `e2e/site/header-fit.spec.ts` measures them in the browser and fails, naming the width to set here,
 * when an edit to the navigation or the header makes either one wrong (too narrow, or wider than needed).
 * tailwind.config.ts turns them into the `nav:` and `nav-roomy:` variants.
 */
export const HEADER_BREAKPOINTS = { full: 1200, roomy: 1292 } as const;

/** What a classic (non-overlay) scrollbar takes from the layout: 17 px on Windows, 15 px on macOS and Linux. */
export const SCROLLBAR_ALLOWANCE = 17;
