/** The id of the empty element that closes every page's <main>. */
export const CONTENT_END = 'content-end';

/**
 * Closes a page's <main>: the first paint waits until the parser has reached it (the `rel="expect"` link
 * in site-shell.tsx), so no screen is painted with half its content. Every <main> of a page rendered in
 * the site shell ends with it: Chromium logs a warning for an expected element that never comes.
 */
export function ContentEnd() {
  return <div id={CONTENT_END} hidden />;
}
