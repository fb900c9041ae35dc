// The names components/islands/layout-release.tsx shares with app/globals.css and the tests (no imports,
// so that a test can read them outside Next).

/**
 * The boxes app/globals.css keeps out of style and layout while they are off screen
 * (`content-visibility: auto`) until this island marks them shown: a page's sections after its first
 * child, and the footer. The CSS rule lists the same boxes.
 */
export const DEFERRED_SELECTOR =
  'main > :is(section, div) ~ :is(section, div):not([data-shown]), body > footer:not([data-shown])';

/** Set on <html> once every deferred box is laid out: smooth scrolling to in-page anchors starts then. */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/**
 * How long one task lays boxes out before it lets the browser in (a tap, a frame). Lighthouse's
 * simulation of a mid-range phone counts a layout task at twice its time here, and a task from 50 ms.
 */
export const SLICE_MS = 12;
