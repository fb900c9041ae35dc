/**
 * The text of HTML as the export writes it, with the entities React escapes (quotes, apostrophes,
 * angle brackets, ampersands) turned back into their characters: for the build scripts and tests that
 * read the exported HTML as text.
 */
export const decodeEntities = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
